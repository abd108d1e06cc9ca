import { searchStatuses } from '@bk/contracts/search/search-texts';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The highest announcement id (0 for none): the announcements' sitemaps cover ids in blocks. */
export async function highestAnnouncementId(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('announcements')
    .select(sql<number | null>`max(id)`.as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** The public announcements (the search's statuses) with ids in [from, to], with their last change. */
export function publicAnnouncementsBetween(db: Kysely<DB>, from: number, to: number) {
  return db
    .selectFrom('announcements')
    .select(['id', sql<Date>`greatest(first_published_at, modified_at, status_changed_at)`.as('modified')])
    .where('id', '>=', from)
    .where('id', '<=', to)
    .where('status', 'in', [...searchStatuses])
    .where('first_published_at', 'is not', null)
    .orderBy('id')
    .execute();
}
