import type { AdminListQuery } from '@bk/contracts/announcements/admin-list';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ownerAsCreator, permissionsOf } from '../users/index.ts';
import { statusObject } from './actions.service.ts';
import { adminListScope } from './announcements.policy.ts';
import { adminListRows } from './lists.repository.ts';

/**
 * GET /api/admin/announcements: every announcement in the administrator's scope (an administrator
 * scoped to a programme sees that programme's announcements only), with the filters of spec 3 2.7.
 */
export async function listForAdministrator(db: Kysely<DB>, userId: number, q: AdminListQuery) {
  const scope = adminListScope(await permissionsOf(db, userId));
  const rows = await adminListRows(db, scope, q);
  const total = Number(rows[0]?.total ?? 0);
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    objects: rows.map((row) => ({
      advertisement: {
        id: row.id,
        number: row.number,
        status: statusObject(row.status),
        created_by: ownerAsCreator(row),
        publication_date: iso(row.publication_date),
        scheduled: row.status === 'DRAFT' && row.publication_date !== null,
      },
      title: row.title,
      publication_date: iso(row.publication_date),
      last_change_at: iso(row.last_change_at),
      submission_deadline: iso(row.submission_deadline),
      project_ids: (row.project_ids ?? []).map(Number),
    })),
    total,
    has_next: q.page * q.size < total,
    has_prev: q.page > 1,
  };
}
