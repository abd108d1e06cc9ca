import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Records that the day's newsletter was handed out; false when it was already. */
export async function markNewsletterDay(trx: Transaction<DB>, day: string, users: number, at: Date) {
  const row = await trx
    .insertInto('newsletter_days')
    .values({ day, users, queued_at: at })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  return row !== undefined;
}
