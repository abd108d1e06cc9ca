// Walks the event log from its first link and names what does not hold (issues 31 and 47, decisions
// 0030 and 0048): the hash chain, every event's MAC (with the key file's keys), the Merkle tree rebuilt
// from the events against its stored leaves and every signed head, and the heads kept outside.
// Run: npm run audit:verify [-- --head FILE|URL ...]   (DATABASE_URL for PostgreSQL, else BK_DATA_DIR's
// PGlite; BK_AUDIT_KEY_FILE the key file). A kept head is a head as /api/audit/heads publishes it (its
// `latest`, one of its `heads`, or the whole answer: every head in it), in a file or at an address.
// Exit code 0: everything holds; 1: something does not (named); 2: the log or a head could not be read.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { type TreeHead, treeHeadSchema } from '@bk/contracts/audit/transparency/sth';
import { loadConfig } from '../src/config.ts';
import { databaseOptions, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import {
  type AuditKeyRing,
  loadAuditKeys,
  recordVerification,
  verifyLog,
} from '../src/modules/events/index.ts';

const { values } = parseArgs({ options: { head: { type: 'string', multiple: true, default: [] } } });

/** The heads in a file or at an address: one head, a list of them, or /api/audit/heads' answer. */
async function keptHeads(source: string): Promise<TreeHead[]> {
  const text = /^https?:\/\//.test(source)
    ? await (await fetch(source)).text()
    : fs.readFileSync(source, 'utf8');
  const parsed = JSON.parse(text) as unknown;
  // /api/audit/heads answers in the API's envelope ({ status, data }).
  const value =
    parsed && typeof parsed === 'object' && 'data' in parsed ? (parsed as { data: unknown }).data : parsed;
  const candidates = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && 'heads' in value
      ? [...((value as { heads: unknown[] }).heads ?? [])]
      : [value];
  return candidates.map((candidate, i) => {
    const parsed = treeHeadSchema.safeParse(candidate);
    if (!parsed.success) throw new Error(`${source}: entry ${i + 1} is not a signed tree head`);
    return parsed.data;
  });
}

const config = loadConfig(process.env);
let keys: AuditKeyRing | null = null;
try {
  keys = loadAuditKeys({ ...config.auditKey, generate: false });
} catch (error) {
  console.log(
    `The audit key file cannot be read (${error instanceof Error ? error.message : String(error)}): the events' MACs and the heads' signatures are not checked.`,
  );
}
const database = await openDatabase(databaseOptions(config));
try {
  const kept = (await Promise.all(values.head.map(keptHeads))).flat();
  await migrateToLatest(database.db);
  const started = performance.now();
  const now = new Date();
  const state = await verifyLog(database.db, now, { keys, kept });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (state.ok) {
    console.log(
      `The event log holds: ${state.length} entries, tree root ${state.tree.root}, ${state.headsChecked} signed heads checked${kept.length > 0 ? ` (${kept.length} kept outside)` : ''} (checked in ${seconds} s).`,
    );
  } else {
    console.log(`The event log does not hold (${state.problemCount} findings, checked in ${seconds} s):`);
    for (const problem of state.problems) console.log(`- ${problem}`);
    if (state.problemCount > state.problems.length)
      console.log(`- and ${state.problemCount - state.problems.length} more`);
  }
  await recordVerification(database.db, state, now);
  process.exitCode = state.ok ? 0 : 1;
} catch (error) {
  console.error(`The event log could not be read: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
