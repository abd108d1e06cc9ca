import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The latest end of a lock in force among the keys, or null. */
export async function latestLockEnd(db: Kysely<DB>, keys: string[], now: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('login_throttle')
    .select((eb) => eb.fn.max('locked_until').as('until'))
    .where('key', 'in', keys)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return row?.until ? new Date(row.until) : null;
}

/** A key's failures are forgotten once both its last failure and the end of its lock are that old. */
function forgotten(lastFailure: RawBuilder<unknown>, lockedUntil: RawBuilder<unknown>, before: Date) {
  return sql<boolean>`greatest(${lastFailure}, coalesce(${lockedUntil}, ${lastFailure})) < ${before}`;
}

/**
 * Counts one more failure for the key in one statement (several server processes may count at once):
 * the count starts again after `forgetBefore`. Returns the new count.
 */
export async function countFailure(
  db: Kysely<DB>,
  key: string,
  now: Date,
  forgetBefore: Date,
): Promise<number> {
  const row = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, last_failure_at: now, locked_until: null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql<number>`case when ${forgotten(sql.ref('login_throttle.last_failure_at'), sql.ref('login_throttle.locked_until'), forgetBefore)}
          then 1 else login_throttle.failures + 1 end`,
        last_failure_at: now,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return row.failures;
}

/** Locks the key until `until` (a later lock already in force is kept). */
export async function lockKey(db: Kysely<DB>, key: string, until: Date): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({ locked_until: sql`greatest(coalesce(locked_until, ${until}), ${until})` })
    .where('key', '=', key)
    .execute();
}

export async function forgetKey(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** Drops the rows whose failures are forgotten. */
export async function deleteForgotten(db: Kysely<DB>, forgetBefore: Date): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where(forgotten(sql.ref('last_failure_at'), sql.ref('locked_until'), forgetBefore))
    .execute();
}
