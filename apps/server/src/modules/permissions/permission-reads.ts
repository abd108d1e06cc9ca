import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { permissionsOf } from '../users/index.ts';
import { assertMayReadPermissionsOf } from './permissions-admin.policy.ts';

// What the package reads of both tables ('Administracja' and the implementation levels) share.

/** A list of a user's packages: whose (the reader's own without `authorized`) and which page. */
export type PackagesQuery = { authorized?: number; page: number; limit: number };

/** The reader's own entries, once it is checked that they may read the permissions of `userId`. */
export async function readerEntries(db: Kysely<DB>, actorId: number, userId: number) {
  const entries = await permissionsOf(db, actorId);
  assertMayReadPermissionsOf(entries, actorId, userId);
  return entries;
}

/** One page of a user's packages with their total, as both package lists answer. */
export function packagesPage<T>(packages: readonly T[], q: PackagesQuery) {
  const start = (q.page - 1) * q.limit;
  return { permissions: packages.slice(start, start + q.limit), meta: { total: packages.length } };
}
