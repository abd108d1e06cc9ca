import type { AdminListQuery, AdminSort } from '@bk/contracts/announcements/admin-list';
import type { AdvertiserListQuery, AdvertiserSort } from '@bk/contracts/announcements/list';
import { warsawInstant } from '@bk/contracts/common/warsaw-time';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { escapeLike, levelFilters } from '../../db/query-helpers.ts';
import type { DB } from '../../db/schema.ts';
import { markCount } from '../shell/index.ts';
import { joinUser, leftJoinEconomicSubject } from '../users/index.ts';
import { outerReads } from './outer-reads.ts';

// The announcement lists' statements: the administrators' list (spec 3 2.7) and the advertiser's own.

/** Status order for sorting: the order of the spec's list, not the alphabet of the codes. */
const statusRank = sql<number>`array_position(array['DRAFT','PUBLISHED','CLOSED','CANCELLED','RESOLVED','LOCKED']::text[], a.status)`;

function adminOrderOf(sort: AdminSort) {
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

/**
 * A page of the administrators' list: the announcements within `scope` (level ids; null: everywhere)
 * that pass the filters of spec 3 2.7, with the total.
 */
export function adminListRows(db: Kysely<DB>, scope: number[] | null, q: AdminListQuery) {
  let query = leftJoinEconomicSubject(
    joinUser(db.selectFrom('announcements as a'), 'u', 'a.owner_id'),
    's',
    'a.owner_id',
  );

  // Projects and enrolments of an announcement (its enrolment or one of its projects), for the scope and
  // the level filters: the projects' condition (projects module, handed in by the app).
  const linkedToAnnouncement = (projectId: RawBuilder<unknown>) =>
    sql`(${projectId} = a.enrollment_id or exists (
        select 1 from announcement_projects ap where ap.announcement_id = a.id and ap.project_id = ${projectId}))`;
  const { linkedProjectMatches } = outerReads();
  if (scope !== null) {
    query = query.where(linkedProjectMatches(linkedToAnnouncement, { anyLevelIn: scope }));
  }
  for (const [column, value] of levelFilters(q)) {
    query = query.where(linkedProjectMatches(linkedToAnnouncement, { level: column, id: value }));
  }
  if (q.project_number) {
    const pattern = `%${escapeLike(q.project_number.toUpperCase())}%`;
    query = query.where(linkedProjectMatches(linkedToAnnouncement, { fullNumberLike: pattern }));
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

  return query
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
    .orderBy(adminOrderOf(q.sort))
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .execute();
}

function orderOf(sort: AdvertiserSort) {
  const [key, direction] = sort.split('_') as [string, 'asc' | 'desc'];
  const column = {
    submissionDeadline: sql`a.submission_deadline`,
    number: sql`a.number`,
    title: sql`lower(a.title)`,
    status: statusRank,
  }[key];
  const nulls = direction === 'desc' ? sql`nulls first` : sql`nulls last`;
  return sql`${column} ${sql.raw(direction)} ${nulls}, a.id ${sql.raw(direction)}`;
}

/**
 * A page of the user's own announcements with filters, a sort that ends on the id (so pages never
 * repeat or skip a row), with the total and the 'new' marks.
 */
export function ownAnnouncementRows(db: Kysely<DB>, userId: number, query: AdvertiserListQuery) {
  let q = db.selectFrom('announcements as a').where('a.owner_id', '=', userId);
  if (query.title) q = q.where(sql`lower(a.title)`, 'like', `%${escapeLike(query.title.toLowerCase())}%`);
  if (query.number) q = q.where('a.number', 'like', `%${escapeLike(query.number)}%`);
  if (query.advertiser_identification_number) {
    q = q.where('a.advertiser_id_number', '=', query.advertiser_identification_number);
  }
  if (query.status && query.status.length > 0) q = q.where('a.status', 'in', query.status);
  const range = (
    column: 'a.publication_date' | 'a.submission_deadline',
    r?: { from?: string; to?: string },
  ) => {
    if (r?.from) q = q.where(column, '>=', warsawInstant(r.from));
    if (r?.to) q = q.where(column, '<', warsawInstant(r.to, '23:59:59.999'));
  };
  range('a.publication_date', query.publication_date);
  range('a.submission_deadline', query.submission_deadline);

  return q
    .select([
      'a.id',
      'a.number',
      'a.title',
      'a.status',
      'a.publication_date',
      'a.submission_deadline',
      'a.partial_offers_allowed',
      'a.parts_count',
      'a.published_version_id',
      'a.draft_version_id',
      'a.copied_from_id',
      markCount(userId, 'my_advertisement', sql.ref('a.id')).as('badge_count'),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy(orderOf(query.sort))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
}
