import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { DB, EconomicSubjectsTable } from '../../db/schema.ts';

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
  return sql<{
    id: number;
    email: string;
    language: 'pl' | 'en';
  }>`select id, email, language from users where not blocked`;
}

/** The users among `userIds` with their e-mail addresses, blocked ones left out. */
export async function activeUsersAmong(db: Kysely<DB> | Transaction<DB>, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'language'])
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

/*
 * The announcements' reads of the users' economic subjects and contact persons (issue 46).
 */

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The columns of a user's economic subject that another module reads (the country as its code). */
export type EconomicSubjectRow = {
  name: string;
  address_kind: string;
  identification_type: string;
  identification_number: string;
  country: string;
  voivodeship: string | null;
  poviat: string | null;
  commune: string | null;
  locality: string;
  postcode: string;
  street: string | null;
  house_number: string;
};

/**
 * For another module's from: the economic subject of the user `userId` as a parenthesized subquery of
 * at most one row, with the columns of EconomicSubjectRow (alias it: `.as('s')`).
 */
export function economicSubjectOfUser(userId: number) {
  return sql<EconomicSubjectRow>`(select s.name, s.address_kind, s.identification_type, s.identification_number,
                                         s.country, s.voivodeship, s.poviat, s.commune, s.locality, s.postcode,
                                         s.street, s.house_number
                                    from economic_subjects s where s.user_id = ${userId})`;
}

/**
 * For another module's select: the identification number of the economic subject of the user whose id
 * `userId` names (a column of the caller's query, e.g. `sql.ref('a.owner_id')`), or null.
 */
export function subjectIdentificationNumberOf(userId: RawBuilder<unknown>) {
  return sql<
    string | null
  >`(select s.identification_number from economic_subjects s where s.user_id = ${userId})`;
}

/**
 * For another module's select: left-joins the users' economic subjects as `alias` on
 * `alias.user_id = userId` (a column of the caller's query, e.g. 'a.owner_id'); its columns are null
 * for a user without one. The caller's statement stays one statement.
 */
export function leftJoinEconomicSubject<D, TB extends keyof D, O, A extends string>(
  query: SelectQueryBuilder<D, TB, O>,
  alias: A,
  userId: string,
): SelectQueryBuilder<D & Record<A, Nullable<EconomicSubjectsTable>>, TB | A, O> {
  // biome-ignore lint/suspicious/noExplicitAny: the caller's tables are generic; the result type says what joins
  return (query as any).leftJoin(`economic_subjects as ${alias}`, `${alias}.user_id`, userId);
}

/** The user's own contact persons among `ids` (an announcement's references to them are checked). */
export function contactPersonsOfUser(
  db: Kysely<DB> | Transaction<DB>,
  userId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contact_persons')
    .select(['id', 'forename', 'surname', 'phone_number', 'email'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
}
