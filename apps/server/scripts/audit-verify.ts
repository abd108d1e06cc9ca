// Walks the event log's hash chain from its first link and names the first broken one (issue 31,
// decision 0030). Run: npm run audit:verify   (DATABASE_URL for PostgreSQL, else BK_DATA_DIR's PGlite).
// Exit code 0: the chain holds; 1: it is broken or events were left unsealed; 2: it could not be read.
import { loadConfig } from '../src/config.ts';
import { databaseOptions, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { verifyLog } from '../src/modules/events/index.ts';

const config = loadConfig(process.env);
const database = await openDatabase(databaseOptions(config));
try {
  await migrateToLatest(database.db);
  const started = performance.now();
  const state = await verifyLog(database.db, new Date());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (state.ok) {
    console.log(`The event log holds: ${state.length} links, head ${state.head} (checked in ${seconds} s).`);
  } else {
    console.log(`The event log is broken at link ${state.brokenAt}: ${state.reason}.`);
    console.log(`The ${state.length} links before it hold (checked in ${seconds} s).`);
  }
  if (state.unsealed > 0)
    console.log(
      `${state.unsealed} events are older than a quarter of an hour and not sealed (the sealer stopped, or rows were slipped in).`,
    );
  process.exitCode = state.ok && state.unsealed === 0 ? 0 : 1;
} catch (error) {
  console.error(`The event log could not be read: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
