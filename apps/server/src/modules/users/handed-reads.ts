import type { Kysely, RawBuilder, SelectQueryBuilder, Transaction } from 'kysely';
import type { CountriesTable, DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * What the users read of the tables of modules that import them (issue 46): the user's permissions with
 * their levels (the permissions' read), and the countries and TERYT localities that an economic
 * subject names (the dictionaries' reads). The permissions and the dictionaries import the users, so
 * the users cannot import them: the app hands their reads in (app.ts), as it hands the dictionaries
 * the user's parts.
 */
export type UserReads = {
  permissionsWithLevelsOf: (
    db: Kysely<DB>,
    userId: number,
  ) => Promise<
    {
      group_name: string;
      flags: unknown;
      level_id: number | null;
      level_kind: string | null;
      level_code: string | null;
      level_name: string | null;
    }[]
  >;
  countryByCode: (db: Db, alpha2: string) => Promise<{ alpha2: string; name_pl: string } | undefined>;
  localityBySym: (
    db: Db,
    sym: string,
  ) => Promise<
    { sym: string; name: string; voivodeship: string; poviat: string; commune: string } | undefined
  >;
  leftJoinCountry: <D, TB extends keyof D, O, A extends string>(
    query: SelectQueryBuilder<D, TB, O>,
    alias: A,
    code: string,
  ) => SelectQueryBuilder<
    D & Record<A, { [K in keyof CountriesTable]: CountriesTable[K] | null }>,
    TB | A,
    O
  >;
  countryNameOf: (code: RawBuilder<unknown>) => RawBuilder<string | null>;
};

let reads: UserReads | null = null;

export function registerUserReads(given: UserReads) {
  reads = given;
}

export function userReads(): UserReads {
  if (reads === null)
    throw new Error('users: the permissions and dictionaries reads are not registered (app.ts)');
  return reads;
}
