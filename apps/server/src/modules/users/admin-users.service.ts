import { type UsersQuery, usersMessages } from '@bk/contracts/users/admin-users';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { recordEvent, userActor } from '../events/index.ts';
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

export type BlockingDeps = { db: Kysely<DB>; clock: Clock };

/**
 * PUT /api/users/{id}: blocks or unblocks an account. Blocking ends every session of the account for
 * good, in the same transaction (an unblock brings none back: the user signs in again), and the login
 * is refused while it lasts; its published announcements stay public. Never one's own account.
 */
export async function setBlocked(deps: BlockingDeps, actorId: number, id: number, blocked: boolean) {
  assertMayBlock(await permissionsOf(deps.db, actorId), actorId, id);
  const row = await deps.db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw notFound(usersMessages.userNotFound);
    const now = deps.clock.now();
    const changed = await setUserBlocked(trx, id, blocked, now);
    // The account's sessions end with the blocking: the auth module's reaction to its event.
    if (changed)
      await recordEvent(trx, {
        type: blocked ? 'user.blocked' : 'user.unblocked',
        object: { kind: 'user', id },
        actor: userActor(actorId),
        at: now,
      });
    return changed;
  });
  if (!row) throw notFound(usersMessages.userNotFound);
  return {
    id: row.id,
    blocked: row.blocked,
    blocked_at: row.blocked_at ? row.blocked_at.toISOString() : null,
  };
}
