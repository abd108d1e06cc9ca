import { type UsersQuery, usersMessages } from '@bk/contracts/users/admin-users';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../plugins/errors.ts';
import { permissionsOf } from './permissions.service.ts';
import { assertMayBlock, assertMayListUsers } from './users.policy.ts';
import { findUserById, setUserBlocked, userListPage } from './users.repository.ts';

/** GET /api/admin/users: 100 a page, filters by the start of each field, sorted by surname by default. */
export async function listUsers(db: Kysely<DB>, actorId: number, q: UsersQuery) {
  assertMayListUsers(await permissionsOf(db, actorId));
  const { rows, total } = await userListPage(db, q);
  return {
    users: rows,
    meta: { total, page: q.page, last_page: Math.max(1, Math.ceil(total / q.limit)) },
  };
}

/**
 * PUT /api/users/{id}: blocks or unblocks an account. A blocked account cannot sign in and its live
 * sessions stop answering at once (every request checks the account, auth.repository.ts); its
 * published announcements stay public. Never one's own account.
 */
export async function setBlocked(
  deps: { db: Kysely<DB>; clock: Clock },
  actorId: number,
  id: number,
  blocked: boolean,
) {
  assertMayBlock(await permissionsOf(deps.db, actorId), actorId, id);
  if (!(await findUserById(deps.db, id))) throw notFound(usersMessages.userNotFound);
  const row = await setUserBlocked(deps.db, id, blocked, deps.clock.now());
  if (!row) throw notFound(usersMessages.userNotFound);
  return {
    id: row.id,
    blocked: row.blocked,
    blocked_at: row.blocked_at ? row.blocked_at.toISOString() : null,
  };
}
