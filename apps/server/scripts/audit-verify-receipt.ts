// Checks an offer's signed receipt (issue 47, decision 0049) offline: its form, that its key is one the
// checker trusts, and its Ed25519 signature. Nothing is asked of the portal or its database.
// Run: npm run audit:verify-receipt FILE.json [--public-key BASE64]...
// Trusted keys: each --public-key (the raw 32-byte Ed25519 key in base64, as the portal publishes it);
// without any, the portal's own key file (BK_AUDIT_KEY_FILE or BK_AUDIT_KEY, as the server reads it;
// never made here). Exit code 0: the receipt holds; 1: it does not; 2: the file or the keys could not
// be read.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyReceipt } from '@bk/contracts/audit/transparency/receipt';
import { keyIdOf } from '@bk/contracts/audit/transparency/sth';
import { loadConfig } from '../src/config.ts';
import { loadAuditKeys } from '../src/modules/events/index.ts';

const usage = 'Usage: npm run audit:verify-receipt FILE.json [--public-key BASE64]...';

function trustedKeys(given: string[]): Record<string, string> {
  if (given.length > 0) return Object.fromEntries(given.map((key) => [keyIdOf(key), key]));
  const config = loadConfig(process.env);
  const ring = loadAuditKeys({ ...config.auditKey, generate: false });
  return Object.fromEntries(ring.publicKeys().map((key) => [key.key_id, key.public_key]));
}

let file: string;
let keys: Record<string, string>;
let text: string;
try {
  const { values, positionals } = parseArgs({
    options: { 'public-key': { type: 'string', multiple: true } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error(usage);
  file = positionals[0] as string;
  keys = trustedKeys(values['public-key'] ?? []);
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.error(usage);
  process.exit(2);
}

const check = await verifyReceipt(text, keys);
if (check.ok) {
  const r = check.receipt;
  console.log(
    `The receipt holds: offer set ${r.offer_set_id} to announcement ${r.announcement.number} (id ${r.announcement.id}) ` +
      `by user ${r.bidder.id}, submitted at ${r.submitted_at}, SHA-256 ${r.offer_sha256}, signed by key ${r.key_id} of ${r.portal}.`,
  );
  console.log(
    `Potwierdzenie jest prawidłowe: oferta nr ${r.offer_set_id} do ogłoszenia nr ${r.announcement.number} ` +
      `złożona ${r.submitted_at} (UTC), skrót SHA-256 ${r.offer_sha256}, podpisana kluczem ${r.key_id}.`,
  );
  process.exitCode = 0;
} else {
  console.log(`The receipt does not hold (${file}).`);
  console.log(`Potwierdzenie jest nieprawidłowe: ${check.reason}`);
  process.exitCode = 1;
}
