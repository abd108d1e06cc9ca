import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Of a page's announcements, those whose form does not hold every word (`all`) while an attachment
 * holds some (`some`): the attachment each was found in, one per announcement, the one holding every
 * word first, then in the version's order (issue 49).
 */
export async function attachmentHits(db: Db, announcementIds: readonly number[], all: string, some: string) {
  if (announcementIds.length === 0) return [];
  const { rows } = await sql<{ announcement_id: number; file_id: number; name: string }>`
    select distinct on (s.announcement_id) s.announcement_id, a.file_id, a.name
      from announcement_search s
      join attachment_search a on a.announcement_id = s.announcement_id
     where s.announcement_id = any(${sql.val(announcementIds)}::bigint[])
       and not (s.doc_tsv @@ to_tsquery('simple', ${all}))
       and a.terms_tsv @@ to_tsquery('simple', ${some})
     order by s.announcement_id, (a.terms_tsv @@ to_tsquery('simple', ${all})) desc, a.position`.execute(db);
  return rows.map((r) => ({ ...r, announcement_id: Number(r.announcement_id), file_id: Number(r.file_id) }));
}
