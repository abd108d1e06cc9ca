import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** Jobs waiting, running and failed (the dead letter), by queue: the partial indexes of each state. */
export function queueDepth(db: Kysely<DB>) {
  return db
    .selectFrom('jobs')
    .select(['queue', 'state', (eb) => eb.fn.countAll<number>().as('count')])
    .where('state', 'in', ['waiting', 'running', 'failed'])
    .groupBy(['queue', 'state'])
    .execute();
}

/** Each consumer of the event log: the sealed events it has yet to handle, and the events not yet sealed. */
export async function logBacklog(db: Kysely<DB>) {
  const consumers = await sql<{ name: string; behind: number }>`
    select c.name, greatest(0, coalesce((select max(seq) from event_chain), 0) - c.position)::int as behind
    from event_consumers c`.execute(db);
  const unsealed = await sql<{ count: number }>`
    select count(*)::int as count from events e
    where e.id > coalesce((select max(event_id) from event_chain), 0)`.execute(db);
  return { consumers: consumers.rows, unsealed: unsealed.rows[0]?.count ?? 0 };
}
