import { warsawInstant } from '@bk/contracts/common/warsaw-time';
import {
  adminAreas,
  type HistoryContext,
  type HistoryOperation,
  permissionsMessages as M,
} from '@bk/contracts/users/permissions-admin';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { findUserByEmailOrIdentifier, permissionsOf } from '../users/index.ts';
import { assertMayReadPermissionsOf, managesAnyLevel, managesArea } from './permissions-admin.policy.ts';
import { historyPage } from './permissions-admin.repository.ts';

/** The day after a 'yyyy-MM-dd' date. */
function nextDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function validDate(date: string): boolean {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

/**
 * GET /api/admin/permissions_history: a user's events, newest first, 20 a page; from and to are Warsaw
 * days (to included), the added-by e-mail matches a part of the granter's address.
 */
export async function listHistory(
  db: Kysely<DB>,
  actorId: number,
  q: {
    authorized?: number;
    page: number;
    limit: number;
    added_at_from?: string;
    added_at_to?: string;
    added_by_email?: string;
  },
) {
  const userId = q.authorized ?? actorId;
  assertMayReadPermissionsOf(await permissionsOf(db, actorId), actorId, userId, M.historyForbidden);
  const errors: Record<string, string[]> = {};
  for (const key of ['added_at_from', 'added_at_to'] as const) {
    const value = q[key];
    if (value && !validDate(value)) errors[key] = ['Wpisz poprawną datę.'];
  }
  if (
    !errors.added_at_from &&
    !errors.added_at_to &&
    q.added_at_from &&
    q.added_at_to &&
    q.added_at_from > q.added_at_to
  )
    errors.added_at_from = [M.historyDates];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  const { rows, total } = await historyPage(db, {
    userId,
    from: q.added_at_from ? warsawInstant(q.added_at_from) : null,
    before: q.added_at_to ? warsawInstant(nextDay(q.added_at_to)) : null,
    addedByEmail: q.added_by_email || null,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    permissions_history: rows.map((r) => ({
      id: r.id,
      added_at: r.added_at.toISOString(),
      operation_type: r.operation_type as HistoryOperation,
      added_by: r.added_by_email ? { email: r.added_by_email } : null,
      authorized_user_email: r.authorized_email,
      context: r.context as HistoryContext,
      implementation_level_name: r.level_name,
    })),
    meta: { total },
  };
}

/**
 * GET /api/admin/permissions/find-user: the user to grant to, by exact e-mail and/or identifier (case
 * aside), for a granter in that context (administration areas or implementation levels).
 */
export async function findUserToGrant(
  db: Kysely<DB>,
  actorId: number,
  q: { context: 'administration' | 'levels'; email?: string; identifier?: string },
) {
  const entries = await permissionsOf(db, actorId);
  const may =
    q.context === 'administration'
      ? adminAreas.some((area) => managesArea(entries, area))
      : managesAnyLevel(entries);
  if (!may) throw forbidden(M.findForbidden);
  if (!q.email && !q.identifier)
    throw unprocessable({ email: [M.findOneRequired], identifier: [M.findOneRequired] });
  const user = await findUserByEmailOrIdentifier(db, q.email || null, q.identifier || null);
  if (!user) throw notFound(M.findNotFound);
  return { user };
}
