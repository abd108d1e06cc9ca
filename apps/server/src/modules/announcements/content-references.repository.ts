import type { Kysely, Transaction } from 'kysely';
import { ECONOMIC_SUBJECT_COLUMNS } from '../../db/query-helpers.ts';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The lookups that turn the ids a form sends into checked, named references (one query per kind). */
export function ownerProjects(db: Db, ownerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('projects_enrollments')
    .select(['id', 'type', 'full_number', 'name'])
    .where('owner_id', '=', ownerId)
    .where('id', 'in', ids)
    .execute();
}

export function ownerContactPersons(db: Db, ownerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contact_persons')
    .select(['id', 'forename', 'surname', 'phone_number', 'email'])
    .where('user_id', '=', ownerId)
    .where('id', 'in', ids)
    .execute();
}

export function categoriesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_item_categories')
    .select(['id', 'name', 'parent_id', 'code'])
    .where('id', 'in', ids)
    .execute();
}

export function conditionTypesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('participation_condition_types')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
}

export function cpvByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('cpv_codes').select(['id', 'code', 'name']).where('id', 'in', ids).execute();
}

export function localitiesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teryt_localities')
    .select(['sym', 'name', 'voivodeship', 'poviat', 'commune'])
    .where('sym', 'in', ids)
    .execute();
}

export function countriesByCodes(db: Db, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db.selectFrom('countries').select(['alpha2', 'name_pl']).where('alpha2', 'in', codes).execute();
}

/** The advertiser data shown on an announcement: the owner's economic subject. */
export function ownerSubject(db: Db, ownerId: number) {
  return db
    .selectFrom('economic_subjects as s')
    .leftJoin('countries as c', 'c.alpha2', 's.country')
    .select(ECONOMIC_SUBJECT_COLUMNS)
    .where('s.user_id', '=', ownerId)
    .executeTakeFirst();
}
