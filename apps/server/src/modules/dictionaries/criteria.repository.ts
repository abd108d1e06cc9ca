import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

// What a newsletter filter's criteria name (issue 46: the newsletter reads the dictionaries here).

export function criteriaProgrammes(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('implementation_levels')
    .select(['id', 'code', 'name'])
    .where('kind', '=', 'programme')
    .where('id', 'in', ids)
    .execute();
}

export function criteriaCategories(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_item_categories')
    .select(['id', 'code', 'name', 'parent_id'])
    .where('id', 'in', ids)
    .execute();
}

export function criteriaCpvCodes(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('cpv_codes').select(['id', 'code', 'name', 'digits']).where('id', 'in', ids).execute();
}

export function criteriaVoivodeships(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teryt_units')
    .select(['code', 'name'])
    .where('level', '=', 'wojewodztwo')
    .where('code', 'in', codes)
    .execute();
}

export function criteriaLocalities(db: Db, syms: readonly string[]) {
  if (syms.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('teryt_localities')
    .select(['sym', 'name', 'commune', 'voivodeship'])
    .where('sym', 'in', syms)
    .execute();
}
