import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely';
import { ECONOMIC_SUBJECT_COLUMNS } from '../../db/query-helpers.ts';
import type { ContactPersonsTable, DB, EconomicSubjectsTable } from '../../db/schema.ts';
import { userReads } from './handed-reads.ts';

export function findSubjectOfUser(db: Kysely<DB>, userId: number) {
  return userReads()
    .leftJoinCountry(db.selectFrom('economic_subjects as s'), 'c', 's.country')
    .selectAll('s')
    .select('c.name_pl as country_name')
    .where('s.user_id', '=', userId)
    .executeTakeFirst();
}

export function insertSubject(db: Kysely<DB>, subject: Insertable<EconomicSubjectsTable>) {
  return db
    .insertInto('economic_subjects')
    .values(subject)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function updateSubject(
  db: Kysely<DB>,
  id: number,
  userId: number,
  fields: Updateable<EconomicSubjectsTable>,
) {
  return db
    .updateTable('economic_subjects')
    .set(fields)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
}

export function listContactPersons(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('contact_persons')
    .select(['id', 'forename', 'surname', 'phone_number', 'email'])
    .where('user_id', '=', userId)
    .orderBy('surname')
    .orderBy('forename')
    .orderBy('id')
    .execute();
}

export function insertContactPerson(db: Kysely<DB>, person: Insertable<ContactPersonsTable>) {
  return db.insertInto('contact_persons').values(person).returning('id').executeTakeFirstOrThrow();
}

export function updateContactPerson(
  db: Kysely<DB>,
  id: number,
  userId: number,
  fields: Updateable<ContactPersonsTable>,
) {
  return db
    .updateTable('contact_persons')
    .set(fields)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
}

export function deleteContactPerson(db: Kysely<DB>, id: number, userId: number) {
  return db
    .deleteFrom('contact_persons')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
}

/** Whether the user has an economic subject. */
export async function hasEconomicSubject(db: Kysely<DB>, userId: number) {
  const row = await db
    .selectFrom('economic_subjects')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A user (a bidder) with their economic subject (null columns without one), in one statement. */
export function bidderWithSubject(db: Kysely<DB> | Transaction<DB>, userId: number) {
  return userReads()
    .leftJoinCountry(
      db.selectFrom('users as u').leftJoin('economic_subjects as s', 's.user_id', 'u.id'),
      'c',
      's.country',
    )
    .select(['u.id', 'u.forename', 'u.surname', ...ECONOMIC_SUBJECT_COLUMNS])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * For another module's from: the user (a bidder) with their economic subject (null columns without
 * one) as a subquery of one row (none for an unknown user), with the columns of `bidderWithSubject`.
 */
export function bidderWithSubjectRow(userId: number) {
  return sql`select u.id, u.forename, u.surname, s.name, s.address_kind, s.identification_type,
           s.identification_number, s.country, ${userReads().countryNameOf(sql.ref('s.country'))} as country_name, s.voivodeship, s.poviat,
           s.commune, s.locality, s.postcode, s.street, s.house_number
      from users u
      left join economic_subjects s on s.user_id = u.id
     where u.id = ${userId}`;
}
