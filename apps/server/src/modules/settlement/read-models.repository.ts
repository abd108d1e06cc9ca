import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/*
 * The settlement's reads for the read models (statistics, issue 46), as pieces of their statements.
 */

/**
 * For another module's join: the announcements with a settlement kept, as a subquery to alias, e.g.
 * `.innerJoin(keptSettlements(db).as('s'), 's.announcement_id', 'a.id')` (PostgreSQL flattens it into
 * the caller's statement: the plan of a join of the table).
 */
export function keptSettlements(db: Db) {
  return db.selectFrom('settlements').select('announcement_id');
}
