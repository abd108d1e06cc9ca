// Rotates the event log's signing key (issue 47, decision 0048): a new key becomes the first line of
// BK_AUDIT_KEY_FILE (the default file beside the data directory without it) and signs and MACs from the
// next start of every process; the earlier keys stay below it, so what they signed still checks. The new
// public key is published at /api/audit/heads once a head is signed with it.
// Run: npm run audit:rotate-key   (then restart the portal's processes)
import { loadConfig } from '../src/config.ts';
import { rotateKeyFile } from '../src/modules/events/index.ts';

const config = loadConfig(process.env);
if (config.auditKey.inline) {
  console.error(
    'BK_AUDIT_KEY is set: rotate the key where that value comes from (a new first line), not here.',
  );
  process.exit(1);
}
const keyId = rotateKeyFile(config.auditKey.file);
console.log(
  `A new audit key ${keyId} is the first line of ${config.auditKey.file}; restart the portal's processes.`,
);
