import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { userActor } from '../events/index.ts';
import { permissionsOf } from '../users/index.ts';
import { statusObject } from './actions.service.ts';
import { administrationFlags, assertMayLock, roleFor } from './announcements.policy.ts';
import {
  announcementLevelIds,
  findAnnouncementForUpdate,
  findAnnouncementStatus,
  updateAnnouncement,
} from './announcements.repository.ts';
import { isAllowed, type Status, statusAfter } from './lifecycle.ts';
import { announcementEvent } from './publication.ts';
import { settleDue } from './publish.service.ts';

type Deps = { db: Kysely<DB>; clock: Clock };

/**
 * PUT /api/admin/announcements/{id}/lock|unlock (blocking, in scope). A locked announcement is seen
 * only by its author and administrators; unlocking restores the status it had (and a deadline that
 * passed meanwhile closes it at once).
 */
export async function setLock(deps: Deps, userId: number, id: number, lock: boolean) {
  const result = await deps.db.transaction().execute(async (trx) => {
    const row = await findAnnouncementForUpdate(trx, id);
    if (!row) throw notFound(M.notFound);
    const role = await roleFor(trx, userId, row);
    assertMayLock(row, role);
    const status = row.status as Status;
    if (!isAllowed(status, lock ? 'lock' : 'unlock')) throw conflict(M.transitionRefused);
    const next = statusAfter(
      status,
      lock ? 'lock' : 'unlock',
      (row.status_before_lock as Status | null) ?? null,
    );
    const now = deps.clock.now();
    await updateAnnouncement(trx, id, {
      status: next,
      status_before_lock: lock ? status : null,
      status_changed_at: now,
      modified_at: now,
      modified_by: userId,
    });
    await announcementEvent(
      trx,
      lock ? 'announcement.locked' : 'announcement.unlocked',
      id,
      userActor(userId),
      now,
      {
        status_before: status,
        status_after: next,
      },
    );
    return next;
  });
  await settleDue(deps);
  const row = await findAnnouncementStatus(deps.db, id);
  return { advertisement: { id, status: statusObject(row?.status ?? result) } };
}

/** What the viewer may do with one announcement as an administrator (the lock panel's buttons). */
export async function announcementPermissions(db: Kysely<DB>, userId: number, id: number) {
  const entries = await permissionsOf(db, userId);
  const levels = await announcementLevelIds(db, id);
  return administrationFlags(entries, levels);
}
