import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

/*
 * The users' reads for other modules (issue 46): complete reads, and query pieces that the caller
 * puts into its own single statement.
 */

/**
 * For another module's select: the forename and surname of the user whose id `userId` names (a column
 * of the caller's query, e.g. `sql.ref('o.bidder_id')`), as two columns `forename` and `surname`.
 */
export function userNameColumns(userId: RawBuilder<unknown>) {
  return [
    sql<string>`(select u.forename from users u where u.id = ${userId})`.as('forename'),
    sql<string>`(select u.surname from users u where u.id = ${userId})`.as('surname'),
  ] as const;
}

/** A user's id and name (a bidder's, as an offer set presents it). */
export function userName(db: Kysely<DB> | Transaction<DB>, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'forename', 'surname'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * For another module's select: the user `userId` names (a column of the caller's query) as JSON text
 * of { id, forename, surname, email }, or null.
 */
export function userContactJsonOf(userId: RawBuilder<unknown>) {
  return sql<string | null>`(select json_build_object('id', u.id, 'forename', u.forename,
                                                     'surname', u.surname, 'email', u.email)::text
                               from users u where u.id = ${userId})`;
}

/** A subquery of the users who are not blocked, as (id, email), for another module's join. */
export function activeUserEmails() {
  return sql<{ id: number; email: string }>`select id, email from users where not blocked`;
}

/** The users among `userIds` with their e-mail addresses, blocked ones left out. */
export async function activeUsersAmong(db: Kysely<DB> | Transaction<DB>, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', userIds)
    .where('blocked', '=', false)
    .execute();
}

/**
 * For another module's join: the users' names as a subquery of (id, forename, surname), e.g.
 * `join (${userNames()}) fu on fu.id = f.uploaded_by`, so the caller's statement stays one statement.
 */
export function userNames() {
  return sql<{ id: number; forename: string; surname: string }>`select id, forename, surname from users`;
}
