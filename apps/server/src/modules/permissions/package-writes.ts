import type { PermissionEntry, PermissionGroup } from '@bk/contracts/auth/permission-flags';
import { usersMessages } from '@bk/contracts/users/admin-users';
import {
  type GroupGrant,
  type HistoryContext,
  type HistoryOperation,
  permissionsMessages as M,
} from '@bk/contracts/users/permissions-admin';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { type EventType, recordEvent, userActor } from '../events/index.ts';
import { lockUser } from '../users/index.ts';
import { assertSomeFlag, isUniqueViolation, normalizeGrants, packageOf } from './packages.ts';
import { assertMaySave, type Coverage, mayChangeFlags, touchedFlags } from './permissions-admin.policy.ts';
import {
  insertHistory,
  type PermissionRow,
  permissionRows,
  replacePackage,
} from './permissions-admin.repository.ts';

// A package's grant, change or removal, the same for the administration areas and the implementation
// levels: under the user's row lock, the policy's check, the rows replaced and the history event, in
// one transaction. The callers have checked the granter's management and that nobody acts on themselves.

export type Deps = { db: Kysely<DB>; clock: Clock };

/** The log's event of each history operation (decision 0030); the history stays the spec's view. */
const EVENT_OF: Record<HistoryOperation, EventType> = {
  permissionsGranted: 'permission.granted',
  permissionsModified: 'permission.changed',
  permissionsDenied: 'permission.removed',
};

/** Whose package, of which groups, at which level, and how the history names it. */
export type PackageTarget = {
  userId: number;
  groups: readonly PermissionGroup[];
  levelId: number | null;
  coverage: Coverage;
  context: HistoryContext;
  levelName: string | null;
};

async function changePackage(
  deps: Deps,
  actorId: number,
  entries: readonly PermissionEntry[],
  t: PackageTarget,
  p: {
    operation: HistoryOperation;
    grants: (before: GroupGrant[]) => GroupGrant[];
    message: string;
    check?: (before: GroupGrant[], rows: PermissionRow[]) => void;
  },
) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockUser(trx, t.userId))) throw notFound(usersMessages.userNotFound);
    const rows = await permissionRows(trx, t.userId, t.groups);
    const before = packageOf(
      rows.filter((r) => r.level_id === t.levelId),
      t.groups,
    );
    p.check?.(before, rows);
    const after = p.grants(before);
    assertMaySave({
      entries,
      actorId,
      userId: t.userId,
      manages: true,
      changed: touchedFlags(before, after),
      coverage: t.coverage,
      message: p.message,
    });
    const now = deps.clock.now();
    await replacePackage(trx, {
      userId: t.userId,
      groups: t.groups,
      levelId: t.levelId,
      grants: after,
      grantedBy: actorId,
      now,
    });
    await insertHistory(trx, {
      user_id: t.userId,
      added_at: now,
      operation_type: p.operation,
      added_by: actorId,
      context: t.context,
      level_id: t.levelId,
      level_name: t.levelName,
      // A removal records the package it took away.
      groups: after.length > 0 ? after : before,
    });
    await recordEvent(trx, {
      type: EVENT_OF[p.operation],
      object: { kind: 'user', id: t.userId },
      actor: userActor(actorId),
      at: now,
      payload: { context: t.context, level_id: t.levelId, level_name: t.levelName, before, after },
    });
    return { authorized: t.userId, operation_type: p.operation };
  });
}

/**
 * POST (create) or PUT (update): the requested flags; those the granter lacks are refused before
 * anything else is said about the package. `check`: a further rule on the user's rows (the levels').
 */
export async function savePackage(
  deps: Deps,
  actorId: number,
  entries: readonly PermissionEntry[],
  t: PackageTarget,
  input: readonly GroupGrant[],
  mode: 'create' | 'update',
  check?: (rows: PermissionRow[]) => void,
) {
  const grants = normalizeGrants(input, t.groups);
  assertSomeFlag(grants);
  if (!mayChangeFlags(entries, touchedFlags([], grants), t.coverage)) throw forbidden(M.saveForbidden);
  try {
    return await changePackage(deps, actorId, entries, t, {
      operation: mode === 'create' ? 'permissionsGranted' : 'permissionsModified',
      grants: () => grants,
      message: M.saveForbidden,
      check: (before, rows) => {
        if (mode === 'create' && before.length > 0) throw conflict(M.setExists);
        if (mode === 'update' && before.length === 0) throw notFound(M.notFound);
        check?.(rows);
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.setExists);
    throw error;
  }
}

/** DELETE: only by someone who holds every flag of the package. */
export function removePackage(
  deps: Deps,
  actorId: number,
  entries: readonly PermissionEntry[],
  t: PackageTarget,
) {
  return changePackage(deps, actorId, entries, t, {
    operation: 'permissionsDenied',
    grants: () => [],
    message: M.deleteForbidden,
    check: (before) => {
      if (before.length === 0) throw notFound(M.notFound);
    },
  });
}
