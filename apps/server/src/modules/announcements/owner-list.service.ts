import type { AdvertiserListQuery } from '@bk/contracts/announcements/list';
import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { announcementSummary } from './actions.service.ts';
import { ownAnnouncementRows } from './lists.repository.ts';

/**
 * GET /api/announcements?mode=advertiser: the user's own announcements with filters, a sort that ends
 * on the id (so pages never repeat or skip a row), 20 a page.
 */
export async function listOwnAnnouncements(db: Kysely<DB>, userId: number, query: AdvertiserListQuery) {
  const rows = await ownAnnouncementRows(db, userId, query);
  const total = Number(rows[0]?.total ?? 0);
  return {
    advertisements: rows.map((row) => ({
      ...announcementSummary(row),
      scheduled: row.status === 'DRAFT' && row.publication_date !== null,
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
