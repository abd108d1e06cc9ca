import { type InsertObject, type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isProjectOfAnnouncement } from '../announcements/index.ts';
import { voivodeships } from '../dictionaries/index.ts';
import { programmeCodesOfProjects } from '../projects/index.ts';

// The statements that keep the search table (announcement_search) in step with the announcements.

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The vectors of a document: its title's terms, all its form's terms, and those with its attachments'
 * terms (the form's alone when no attachment gave text). Positions are stripped (no phrase search
 * needs them): the vectors are a third smaller and match faster.
 */
export function searchVectors(doc: { titleTerms: string; bodyTerms: string; attachmentTerms?: string }) {
  const form = `${doc.titleTerms} ${doc.bodyTerms}`;
  const full = doc.attachmentTerms ? `${form} ${doc.attachmentTerms}` : form;
  return {
    title_tsv: sql<string>`strip(to_tsvector('simple', ${doc.titleTerms}))`,
    doc_tsv: sql<string>`strip(to_tsvector('simple', ${form}))`,
    full_tsv: sql<string>`strip(to_tsvector('simple', ${full}))`,
  };
}

/** The announcement's attachments' own terms, rewritten (none: the rows go). */
export async function replaceAttachmentRows(
  db: Db,
  announcementId: number,
  rows: readonly { fileId: number; name: string; position: number; terms: string }[],
) {
  await db.deleteFrom('attachment_search').where('announcement_id', '=', announcementId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('attachment_search')
    .values(
      rows.map((r) => ({
        announcement_id: announcementId,
        file_id: r.fileId,
        name: r.name,
        position: r.position,
        terms_tsv: sql<string>`strip(to_tsvector('simple', ${r.terms}))`,
      })),
    )
    .execute();
}

/** Voivodeship names of TERYT to their codes ('małopolskie' -> '12'). */
export async function voivodeshipCodes(db: Db): Promise<Map<string, string>> {
  const rows = await voivodeships(db);
  return new Map(rows.map((r) => [r.name, r.code]));
}

/** The programme codes of the announcement's projects and enrolment ('FENG'...). */
export async function programmeCodes(db: Db, announcementId: number): Promise<string[]> {
  const codes = programmeCodesOfProjects(db, (projectId) =>
    isProjectOfAnnouncement(projectId, announcementId),
  );
  const rows = await sql<{ code: string | null }>`select distinct c.code from ${codes} c`.execute(db);
  return rows.rows.map((r) => r.code).filter((c): c is string => !!c);
}

export async function deleteSearchRow(db: Db, announcementId: number) {
  await db.deleteFrom('attachment_search').where('announcement_id', '=', announcementId).execute();
  await db.deleteFrom('announcement_search').where('announcement_id', '=', announcementId).execute();
}

export async function upsertSearchRow(db: Db, values: InsertObject<DB, 'announcement_search'>) {
  await db
    .insertInto('announcement_search')
    .values(values)
    .onConflict((oc) => oc.column('announcement_id').doUpdateSet(values))
    .execute();
}
