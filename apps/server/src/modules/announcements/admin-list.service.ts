import type { AdminListQuery, AdminSort } from '@bk/contracts/announcements/admin-list';
import { warsawInstant } from '@bk/contracts/common/warsaw-time';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { escapeLike } from '../../db/query-helpers.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden } from '../../plugins/errors.ts';
import { permissionsOf } from '../users/permissions.service.ts';
import { statusObject } from './actions.service.ts';

const statusRank = sql`array_position(array['DRAFT','PUBLISHED','CLOSED','CANCELLED','RESOLVED','LOCKED']::text[], a.status)`;

function orderOf(sort: AdminSort) {
  const [key, direction] = sort.split('_') as [string, 'asc' | 'desc'];
  const column = {
    announcementNumber: sql`a.number`,
    status: statusRank,
    userEmail: sql`lower(u.email)`,
    publicationDate: sql`a.publication_date`,
    submissionDeadline: sql`a.submission_deadline`,
    title: sql`lower(a.title)`,
  }[key];
  return sql`${column} ${sql.raw(direction)} nulls last, a.id ${sql.raw(direction)}`;
}

/** The level ids the user administers announcements in; null means everywhere (an unscoped grant). */
async function adminScope(db: Kysely<DB>, userId: number): Promise<number[] | null> {
  const entries = (await permissionsOf(db, userId)).filter(
    (e) => e.group === 'advertisementAdministration' && e.flags.includes('searchNPreviewData'),
  );
  if (entries.length === 0) throw forbidden('Nie masz uprawnień do przeglądania listy ogłoszeń.');
  if (entries.some((e) => e.scope === null)) return null;
  return entries.map((e) => e.scope?.id as number);
}

const levelColumns = [
  'perspective_id',
  'programme_id',
  'priority_id',
  'activity_id',
  'region_id',
  'institution_id',
] as const;

/**
 * GET /api/admin/announcements: every announcement in the administrator's scope (an administrator
 * scoped to a programme sees that programme's announcements only), with the filters of spec 3 2.7.
 */
export async function listForAdministrator(db: Kysely<DB>, userId: number, q: AdminListQuery) {
  const scope = await adminScope(db, userId);
  let query = db
    .selectFrom('announcements as a')
    .innerJoin('users as u', 'u.id', 'a.owner_id')
    .leftJoin('economic_subjects as s', 's.user_id', 'a.owner_id');

  // Projects and enrolments of an announcement, for the scope and the level filters.
  const linked = (condition: RawBuilder<unknown>) =>
    sql<boolean>`exists (
      select 1 from projects_enrollments p
      where (p.id = a.enrollment_id or exists (
        select 1 from announcement_projects ap where ap.announcement_id = a.id and ap.project_id = p.id))
        and ${condition})`;
  if (scope !== null) {
    const ids = scope.length > 0 ? scope : [-1];
    query = query.where(
      linked(
        sql`(${sql.join(
          levelColumns.map((c) => sql`p.${sql.ref(c)} in (${sql.join(ids)})`),
          sql` or `,
        )})`,
      ),
    );
  }
  const levelFilters: [number | undefined, (typeof levelColumns)[number]][] = [
    [q.perspective, 'perspective_id'],
    [q.programme, 'programme_id'],
    [q.priority, 'priority_id'],
    [q.activity, 'activity_id'],
    [q.region, 'region_id'],
    [q.institution, 'institution_id'],
  ];
  for (const [value, column] of levelFilters) {
    if (value !== undefined) query = query.where(linked(sql`p.${sql.ref(column)} = ${value}`));
  }
  if (q.project_number) {
    const pattern = `%${escapeLike(q.project_number.toUpperCase())}%`;
    query = query.where(linked(sql`upper(p.full_number) like ${pattern}`));
  }
  const like = (value: string) => `%${escapeLike(value.toLowerCase())}%`;
  if (q.email) query = query.where(sql`lower(u.email)`, 'like', like(q.email));
  if (q.forename) query = query.where(sql`lower(u.forename)`, 'like', like(q.forename));
  if (q.surname) query = query.where(sql`lower(u.surname)`, 'like', like(q.surname));
  if (q.subject_name) query = query.where(sql`lower(s.name)`, 'like', like(q.subject_name));
  if (q.address_kind) query = query.where('s.address_kind', '=', q.address_kind);
  if (q.identification_type) query = query.where('s.identification_type', '=', q.identification_type);
  if (q.identification_number) query = query.where('s.identification_number', '=', q.identification_number);
  if (q.country) query = query.where('s.country', '=', q.country.toUpperCase());
  if (q.voivodeship) query = query.where('s.voivodeship', '=', q.voivodeship);
  if (q.poviat) query = query.where('s.poviat', '=', q.poviat);
  if (q.commune) query = query.where('s.commune', '=', q.commune);
  if (q.locality) query = query.where(sql`lower(s.locality)`, 'like', like(q.locality));
  if (q.status) query = query.where('a.status', '=', q.status);
  if (q.number) query = query.where('a.number', 'like', `%${escapeLike(q.number)}%`);
  if (q.title) query = query.where(sql`lower(a.title)`, 'like', like(q.title));
  if (q.publication_from) query = query.where('a.publication_date', '>=', warsawInstant(q.publication_from));
  if (q.publication_to)
    query = query.where('a.publication_date', '<=', warsawInstant(q.publication_to, '23:59:59'));
  if (q.deadline_from) query = query.where('a.submission_deadline', '>=', warsawInstant(q.deadline_from));
  if (q.deadline_to)
    query = query.where('a.submission_deadline', '<=', warsawInstant(q.deadline_to, '23:59:59'));

  const rows = await query
    .select([
      'a.id',
      'a.number',
      'a.status',
      'a.title',
      'a.publication_date',
      'a.submission_deadline',
      'a.owner_id',
      'u.forename',
      'u.surname',
      'u.email',
      'u.identifier',
      sql<Date | null>`(select max(v.published_at) from announcement_versions v where v.announcement_id = a.id)`.as(
        'last_change_at',
      ),
      sql<
        number[]
      >`coalesce((select array_agg(ap.project_id order by ap.project_id) from announcement_projects ap where ap.announcement_id = a.id), '{}')`.as(
        'project_ids',
      ),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy(orderOf(q.sort))
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .execute();
  const total = Number(rows[0]?.total ?? 0);
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    objects: rows.map((row) => ({
      advertisement: {
        id: row.id,
        number: row.number,
        status: statusObject(row.status),
        created_by: {
          id: row.owner_id,
          forename: row.forename,
          surname: row.surname,
          email: row.email,
          identifier: row.identifier,
        },
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
