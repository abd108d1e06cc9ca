import type { UserSort, UsersQuery } from '@bk/contracts/users/admin-users';
import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.ts';

export function findUserById(db: Kysely<DB>, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserBySubject(db: Kysely<DB>, issuer: string, subject: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where('oidc_issuer', '=', issuer)
    .where('oidc_subject', '=', subject)
    .executeTakeFirst();
}

export function insertUser(
  db: Kysely<DB>,
  user: Pick<UsersTable, 'oidc_issuer' | 'oidc_subject' | 'email' | 'forename' | 'surname' | 'identifier'> & {
    created_at: Date;
  },
) {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.columns(['oidc_issuer', 'oidc_subject']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateUserProfileFromLogin(
  db: Kysely<DB>,
  id: number,
  fields: { email?: string; forename?: string; surname?: string; last_login_at?: Date },
) {
  return db.updateTable('users').set(fields).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export function identifierExists(db: Kysely<DB>, identifier: string) {
  return db.selectFrom('users').select('id').where('identifier', '=', identifier).executeTakeFirst();
}

export function findUserIdByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/**
 * The list's order, byte-wise on the lower-cased values (collate "C": the order of the indexes of
 * migration 0023, the same on every database), each ending on the id.
 */
function userOrder(sort: UserSort) {
  const lowerC = (column: string) => sql`lower(${sql.ref(column)}) collate "C"`;
  const byName = sql`${lowerC('u.surname')}, ${lowerC('u.forename')}, u.id`;
  return {
    surname: byName,
    forename: sql`${lowerC('u.forename')}, ${lowerC('u.surname')}, u.id`,
    email: sql`${lowerC('u.email')}, u.id`,
    identifier: sql`${lowerC('u.identifier')}, u.id`,
    status: sql`u.blocked desc, ${byName}`,
  }[sort];
}

/**
 * Starts with `prefix` (lower-cased): a byte-wise range on the lower-cased column, which the indexes
 * of migration 0023 answer in their order (a page of 100 reads about 100 entries).
 */
function startsWithRange(column: string, prefix: string) {
  const low = prefix.toLowerCase();
  const expression = sql`lower(${sql.ref(column)}) collate "C"`;
  return sql<boolean>`(${expression} >= ${low} and ${expression} < ${`${low}\u{10FFFF}`})`;
}

function filteredUsers(db: Kysely<DB>, q: UsersQuery) {
  let query = db.selectFrom('users as u');
  if (q.identifier) query = query.where(startsWithRange('u.identifier', q.identifier));
  if (q.email) query = query.where(startsWithRange('u.email', q.email));
  if (q.forename) query = query.where(startsWithRange('u.forename', q.forename));
  if (q.surname) query = query.where(startsWithRange('u.surname', q.surname));
  if (q.status !== 'all') query = query.where('u.blocked', '=', q.status === 'blocked');
  return query;
}

/**
 * A page of the user administration's list (spec 3 section 2.3), and apart its total: a window count
 * over the page's query would read every match in the sort's order (0.6 s at 100,000 users).
 */
export async function userListPage(db: Kysely<DB>, q: UsersQuery) {
  const [rows, count] = await Promise.all([
    filteredUsers(db, q)
      .select(['u.id', 'u.email', 'u.forename', 'u.surname', 'u.blocked', 'u.identifier'])
      .orderBy(userOrder(q.sort))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    filteredUsers(db, q)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

export function setUserBlocked(db: Kysely<DB>, id: number, blocked: boolean, at: Date) {
  return db
    .updateTable('users')
    .set({ blocked, blocked_at: blocked ? at : null })
    .where('id', '=', id)
    .returning(['id', 'blocked', 'blocked_at'])
    .executeTakeFirst();
}

/**
 * For another module's select: a subquery giving the name ({ forename, surname }, or null) of the user
 * whose id `userId` names (a column of the caller's query, e.g. `sql.ref('h.created_by')`).
 */
export function userNameOf(userId: RawBuilder<unknown>) {
  return sql<{
    forename: string;
    surname: string;
  } | null>`(select json_build_object('forename', u.forename, 'surname', u.surname) from users u where u.id = ${userId})`;
}

/** Columns of a left-joined table: each may be null. */
type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * For another module's select: joins the users as `alias` on `alias.id = userId` (a column of the
 * caller's query, e.g. 'p.owner_id'), so the caller's statement stays one statement.
 */
export function joinUser<D, TB extends keyof D, O, A extends string>(
  query: SelectQueryBuilder<D, TB, O>,
  alias: A,
  userId: string,
): SelectQueryBuilder<D & Record<A, UsersTable>, TB | A, O> {
  // biome-ignore lint/suspicious/noExplicitAny: the caller's tables are generic; the result type says what joins
  return (query as any).innerJoin(`users as ${alias}`, `${alias}.id`, userId);
}

/** As joinUser, a left join: the user's columns are null where `userId` is null or names no user. */
export function leftJoinUser<D, TB extends keyof D, O, A extends string>(
  query: SelectQueryBuilder<D, TB, O>,
  alias: A,
  userId: string,
): SelectQueryBuilder<D & Record<A, Nullable<UsersTable>>, TB | A, O> {
  // biome-ignore lint/suspicious/noExplicitAny: the caller's tables are generic; the result type says what joins
  return (query as any).leftJoin(`users as ${alias}`, `${alias}.id`, userId);
}

/** For another module's condition: whether the user `userId` names (a column of the caller's query) is blocked. */
export function userIsBlocked(userId: RawBuilder<unknown>) {
  return sql<boolean>`exists (select 1 from users u where u.id = ${userId} and u.blocked = true)`;
}

/** Holds the user's row until the transaction ends: changes of one user's packages happen one at a time. */
export function lockUser(trx: Transaction<DB>, userId: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** A user by exact e-mail and/or identifier (case aside), for the find-user dialog. */
export function findUserByEmailOrIdentifier(
  db: Kysely<DB> | Transaction<DB>,
  email: string | null,
  identifier: string | null,
) {
  let query = db.selectFrom('users').select(['id', 'email', 'forename', 'surname', 'identifier']);
  if (email) query = query.where(sql`lower(email)`, '=', email.toLowerCase());
  if (identifier) query = query.where(sql`lower(identifier)`, '=', identifier.toLowerCase());
  return query.orderBy('id').limit(1).executeTakeFirst();
}

/**
 * For another module's select: a subquery giving the name and e-mail ({ forename, surname, email }, or
 * null) of the user whose id `userId` names (a column of the caller's query: the audit's actors).
 */
export function userContactOf(userId: RawBuilder<unknown>) {
  return sql<{
    forename: string;
    surname: string;
    email: string;
  } | null>`(select json_build_object('forename', u.forename, 'surname', u.surname, 'email', u.email) from users u where u.id = ${userId})`;
}

/** The ids of the users with this e-mail, case aside (an actor filter). */
export async function userIdsWithEmail(db: Kysely<DB>, email: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .execute();
  return rows.map((r) => r.id);
}

/** What the account panel shows of a portal user (as `u`, beside the account). */
const portalUserColumns = sql`u.id, u.oidc_subject, u.identifier, u.blocked, u.blocked_at, u.last_login_at`;

/**
 * For the account panel's list (identity module): a subquery of the portal user (none or one row) of
 * the account `accountId` names (a column of the caller's query), for a lateral join.
 */
export function portalUserOfAccount(issuer: string, accountId: RawBuilder<unknown>) {
  return sql`select ${portalUserColumns} from users u where u.oidc_issuer = ${issuer} and u.oidc_subject = ${accountId}`;
}

/** For the account panel's user page (identity module): a subquery of the portal user `userId`. */
export function portalUserById(issuer: string, userId: number) {
  return sql`select ${portalUserColumns} from users u where u.oidc_issuer = ${issuer} and u.id = ${userId}`;
}

/** Sets a user's language; true when it changed (the same language again changes nothing). */
export async function updateUserLanguage(
  db: Kysely<DB> | Transaction<DB>,
  id: number,
  language: 'pl' | 'en',
) {
  const changed = await db
    .updateTable('users')
    .set({ language })
    .where('id', '=', id)
    .where('language', '<>', language)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
