import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The log's Merkle tree, signed heads, keys and rejections (issue 47, migration 0038): the SQL of
 * what the sealer, the verifier and the audit routes keep beside the chain.
 */

/** The number of leaves of the tree (its level-0 nodes are gapless from 0). */
export async function treeSize(db: Db): Promise<number> {
  const row = await db
    .selectFrom('merkle_nodes')
    .select('idx')
    .where('level', '=', 0)
    .orderBy('idx', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.idx) + 1 : 0;
}

/** Stored perfect nodes by (level, index); what is not stored is left out of the map. */
export async function nodesAt(db: Db, ids: readonly { level: number; index: number }[]) {
  const found = new Map<string, Uint8Array>();
  if (ids.length === 0) return found;
  const { rows } = await sql<{ level: number; idx: number; hash: Uint8Array }>`
    select level, idx, hash from merkle_nodes
     where (level, idx) in (${sql.join(ids.map((id) => sql`(${id.level}::smallint, ${id.index}::bigint)`))})`.execute(
    db,
  );
  for (const row of rows) found.set(`${row.level}:${Number(row.idx)}`, new Uint8Array(row.hash));
  return found;
}

export async function insertNodes(
  db: Db,
  nodes: readonly { level: number; index: number; hash: Uint8Array }[],
) {
  for (let i = 0; i < nodes.length; i += 2_000) {
    const part = nodes.slice(i, i + 2_000);
    await db
      .insertInto('merkle_nodes')
      .values(part.map((n) => ({ level: n.level, idx: n.index, hash: Buffer.from(n.hash) })))
      .execute();
  }
}

/** The leaves' hashes from `from` (0-based) on, in order (the verifier compares them with its own). */
export async function leavesFrom(db: Db, from: number, limit: number) {
  const rows = await db
    .selectFrom('merkle_nodes')
    .select(['idx', 'hash'])
    .where('level', '=', 0)
    .where('idx', '>=', from)
    .orderBy('idx')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ index: Number(row.idx), hash: new Uint8Array(row.hash) }));
}

export type TreeHeadRow = {
  id: number;
  size: number;
  root: string;
  signed_at: Date;
  key_id: string;
  signature: string;
};

export async function insertHead(db: Db, head: Omit<TreeHeadRow, 'id'>): Promise<TreeHeadRow> {
  return db.insertInto('tree_heads').values(head).returningAll().executeTakeFirstOrThrow();
}

export async function latestHead(db: Db): Promise<TreeHeadRow | undefined> {
  return db.selectFrom('tree_heads').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The latest head signed before `at` (the open data's daily file carries the day's). */
export async function headBefore(db: Db, at: Date): Promise<TreeHeadRow | undefined> {
  return db
    .selectFrom('tree_heads')
    .selectAll()
    .where('signed_at', '<', at)
    .orderBy('signed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The latest heads first (at most `limit`). */
export async function recentHeads(db: Db, limit: number): Promise<TreeHeadRow[]> {
  return db.selectFrom('tree_heads').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Every head, by size (the verifier checks each against the tree it rebuilds). */
export async function headsBySize(db: Db): Promise<TreeHeadRow[]> {
  return db.selectFrom('tree_heads').selectAll().orderBy('size').orderBy('id').execute();
}

export async function registerKey(db: Db, key: { key_id: string; public_key: string }, at: Date) {
  await db
    .insertInto('log_keys')
    .values({ ...key, first_used_at: at })
    .onConflict((oc) => oc.column('key_id').doNothing())
    .execute();
}

export async function logKeys(db: Db) {
  return db.selectFrom('log_keys').selectAll().orderBy('first_used_at').execute();
}

export async function insertRejections(db: Db, rows: { event_id: number; found_at: Date; reason: string }[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('event_rejections')
    .values(rows)
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
}

/** The events the sealer left out, the latest first, with what the rows say of themselves. */
export async function rejections(db: Db, limit: number) {
  return db
    .selectFrom('event_rejections as r')
    .leftJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.event_id',
      'r.found_at',
      'r.reason',
      'e.type',
      'e.occurred_at',
      'e.object_kind',
      'e.object_id',
    ])
    .orderBy('r.found_at', 'desc')
    .orderBy('r.event_id', 'desc')
    .limit(limit)
    .execute();
}

export async function countRejections(db: Db): Promise<number> {
  const row = await db
    .selectFrom('event_rejections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertVerification(
  db: Db,
  row: { ran_at: Date; ok: boolean; size: number; message: string },
) {
  await db.insertInto('log_verifications').values(row).execute();
}

export async function lastVerification(db: Db) {
  return db.selectFrom('log_verifications').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Where MACs begin (migration 0038's row). */
export async function integrityStart(db: Db): Promise<{ chainSize: number; unsealedIds: Set<number> }> {
  const row = await db.selectFrom('log_integrity_start').selectAll().executeTakeFirst();
  return {
    chainSize: Number(row?.chain_size ?? 0),
    unsealedIds: new Set((row?.unsealed_ids ?? []).map(Number)),
  };
}
