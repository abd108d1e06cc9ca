import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { countryNameOf } from '../dictionaries/index.ts';
import { economicSubjectOfUser } from '../users/index.ts';
import { outerReads } from './outer-reads.ts';

type Db = Kysely<DB> | Transaction<DB>;

// The lookups that turn the ids a form sends into checked, named references are their owners' (issue
// 46): the dictionaries' entries (dictionaries), the contact persons (users) and, here, the owner's
// projects (projects, handed in by the app) and the advertiser's economic subject (users, dictionaries).

/** The owner's projects and enrolments among `ids`. */
export function ownerProjects(db: Db, ownerId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return outerReads().ownerProjectsAmong(db, ownerId, ids);
}

/** The advertiser data shown on an announcement: the owner's economic subject, with its country's name. */
export function ownerSubject(db: Db, ownerId: number) {
  return db
    .selectFrom(economicSubjectOfUser(ownerId).as('s'))
    .select([
      's.name',
      's.address_kind',
      's.identification_type',
      's.identification_number',
      's.country',
      countryNameOf(sql.ref('s.country')).as('country_name'),
      's.voivodeship',
      's.poviat',
      's.commune',
      's.locality',
      's.postcode',
      's.street',
      's.house_number',
    ])
    .executeTakeFirst();
}
