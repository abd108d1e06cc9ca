import { warsawInstant } from '@bk/contracts/common/warsaw-time';
import type { MyOfferSort, MyOffersQuery } from '@bk/contracts/offers/my-offers';
import { type Kysely, sql } from 'kysely';
import { escapeLike } from '../../db/query-helpers.ts';
import type { DB } from '../../db/schema.ts';
import { announcementFacts, versionContents } from '../announcements/index.ts';
import { markCount } from '../shell/index.ts';
import { settlementReads } from './settlement-reads.ts';

const announcementRank = sql`array_position(array['PUBLISHED','CLOSED','CANCELLED','RESOLVED','LOCKED','DRAFT']::text[], a.status)`;
const offerRank = sql`array_position(array['DRAFT','SUBMITTED','WITHDRAWN']::text[], o.status)`;

function orderOf(sort: MyOfferSort) {
  const [key, direction] = sort.split('_') as [string, 'asc' | 'desc'];
  const column = {
    submissionDeadline: sql`a.submission_deadline`,
    announcementTitle: sql`lower(a.title)`,
    announcementNumber: sql`a.number`,
    announcementStatus: announcementRank,
    offerStatus: offerRank,
    announcementPublicationDate: sql`a.publication_date`,
  }[key];
  return sql`${column} ${sql.raw(direction)} nulls last, o.id ${sql.raw(direction)}`;
}

/**
 * One page of the user's offer sets with their announcements and published versions, filtered and
 * sorted as asked; each row carries the user's 'N' marks of it and the total of the filtered list.
 */
export function myOfferSetRows(db: Kysely<DB>, userId: number, q: MyOffersQuery) {
  let query = db
    .selectFrom('offer_sets as o')
    .innerJoin(announcementFacts(db).as('a'), 'a.id', 'o.announcement_id')
    .leftJoin(versionContents(db).as('v'), 'v.id', 'a.published_version_id')
    .where('o.bidder_id', '=', userId)
    .where('o.is_external', '=', false);
  if (q.title) query = query.where(sql`lower(a.title)`, 'like', `%${escapeLike(q.title.toLowerCase())}%`);
  if (q.announcementNumber) query = query.where('a.number', 'like', `%${escapeLike(q.announcementNumber)}%`);
  if (q.announcementStatus) query = query.where('a.status', '=', q.announcementStatus);
  if (q.offerStatus) query = query.where('o.status', '=', q.offerStatus);
  const range = (
    column: 'a.submission_deadline' | 'a.publication_date',
    r?: { from?: string; to?: string },
  ) => {
    if (r?.from) query = query.where(column, '>=', warsawInstant(r.from));
    if (r?.to) query = query.where(column, '<=', warsawInstant(r.to, '23:59:59'));
  };
  range('a.submission_deadline', q.submissionDeadline);
  range('a.publication_date', q.announcementPublicationDate);
  return query
    .select([
      'o.id',
      'o.status',
      'o.content',
      'a.id as announcement_id',
      'a.number',
      'a.status as announcement_status',
      'a.publication_date',
      'a.submission_deadline',
      'a.title',
      'v.content as version_content',
      settlementReads().contentOf(sql.ref('a.id')).as('settlement_content'),
      markCount(userId, 'my_offer_set', sql.ref('o.id')).as('badge_count'),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy(orderOf(q.sort))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
}
