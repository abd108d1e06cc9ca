// The master key's rotation (issue 37, decision 0038; docs/OPERATIONS.md 'Master key').
//
//   npm run keys:rotate -- --generate FILE   writes a new master key file (readable by its owner only)
//   npm run keys:rotate                      rewraps every data key under BK_MASTER_KEY_FILE (the new
//                                            key), opening with BK_MASTER_KEY_PREVIOUS_FILE (the old one)
//
// With PostgreSQL the processes keep serving meanwhile: restart them with the new key file and the old
// one as BK_MASTER_KEY_PREVIOUS_FILE first, run this, then restart them with the new key alone and
// destroy the old key. The embedded database (PGlite) belongs to one process: stop the portal first.

import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { databaseOptions, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { installAuditKeys, loadAuditKeys } from '../src/modules/events/index.ts';
import { sealedFileKeys } from '../src/modules/files/index.ts';
import { loadKeyService, rotateMasterKey, writeNewKeyFile } from '../src/modules/keys/index.ts';

const { values } = parseArgs({ options: { generate: { type: 'string' } } });

if (values.generate) {
  writeNewKeyFile(values.generate);
  console.log(`A new master key is in ${values.generate}. Back it up apart from the database, then restart the
portal with BK_MASTER_KEY_FILE=${values.generate} and BK_MASTER_KEY_PREVIOUS_FILE=<the current key file>,
and run npm run keys:rotate.`);
  process.exit(0);
}

const config = loadConfig();
if (!config.masterKey.previousFile && !config.masterKey.inline) {
  console.log(
    'BK_MASTER_KEY_PREVIOUS_FILE is not set: every data key is rewrapped under the current key only if it is not already.',
  );
}
const keys = loadKeyService({ ...config.masterKey, generate: false });
// The rotation is recorded in the event log, MACed with the portal's audit key (decision 0048).
installAuditKeys(loadAuditKeys({ ...config.auditKey, generate: false }));
const database = await openDatabase(databaseOptions(config));
try {
  await database.exclusively(async (db) => migrateToLatest(db));
  const done = await rotateMasterKey(
    database.db,
    keys,
    new Date(),
    (line) => console.log(line),
    sealedFileKeys,
  );
  console.log(
    `Rotated to master key ${keys.currentKeyId}: ${done.announcements} announcement keys and ${done.files} file keys rewrapped; the old key is retired and may be destroyed once every process runs with the new key alone.`,
  );
} finally {
  await database.close();
}
