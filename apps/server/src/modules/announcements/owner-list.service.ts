import type { AdvertiserListQuery, AdvertiserSort } from '@bk/contracts/announcements/list';
import { warsawInstant } from '@bk/contracts/common/warsaw-time';
import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { type Kysely, sql } from 'kysely';
import { escapeLike } from '../../db/query-helpers.ts';
import type { DB } from '../../db/schema.ts';
import { statusObject } from './actions.service.ts';

/** Status order for sorting: the order of the spec's list, not the alphabet of the codes. */
const statusRank = sql<number>`array_position(array['DRAFT','PUBLISHED','CLOSED','CANCELLED','RESOLVED','LOCKED']::text[], a.status)`;

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
 * GET /api/announcements?mode=advertiser: the user's own announcements with filters, a sort that ends
 * on the id (so pages never repeat or skip a row), 20 a page.
 */
export async function listOwnAnnouncements(db: Kysely<DB>, userId: number, query: AdvertiserListQuery) {
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

  const rows = await q
    .select((eb) => [
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
      eb
        .selectFrom('badge_marks as b')
        .select((b) => b.fn.countAll<number>().as('n'))
        .where('b.user_id', '=', userId)
        .where('b.kind', '=', 'my_advertisement')
        .whereRef('b.subject_id', '=', 'a.id')
        .as('badge_count'),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy(orderOf(query.sort))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();

  const total = Number(rows[0]?.total ?? 0);
  return {
    advertisements: rows.map((row) => ({
      id: row.id,
      number: row.number,
      title: row.title,
      status: statusObject(row.status),
      publication_date: row.publication_date ? row.publication_date.toISOString() : null,
      scheduled: row.status === 'DRAFT' && row.publication_date !== null,
      submission_deadline: row.submission_deadline ? row.submission_deadline.toISOString() : null,
      partial_offers_allowed: row.partial_offers_allowed,
      parts_count: row.parts_count,
      badge_count: Number(row.badge_count ?? 0),
      has_draft_copy: row.published_version_id !== null && row.draft_version_id !== null,
      copied: row.copied_from_id !== null,
    })),
    meta: { total, page: query.page, last_page: Math.max(1, Math.ceil(total / query.limit)) },
    dictionaries: { announcement_statuses: announcementStatuses.map((s) => ({ ...s })) },
  };
}
