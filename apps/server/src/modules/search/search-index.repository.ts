import { type InsertObject, type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

// The statements that keep the search table (announcement_search) in step with the announcements.

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The two vectors of a document: its title's terms, and all its terms. Positions are stripped (no
 * phrase search needs them): the vectors are a third smaller and match faster.
 */
export function searchVectors(doc: { titleTerms: string; bodyTerms: string }) {
  return {
    title_tsv: sql<string>`strip(to_tsvector('simple', ${doc.titleTerms}))`,
    doc_tsv: sql<string>`strip(to_tsvector('simple', ${`${doc.titleTerms} ${doc.bodyTerms}`}))`,
  };
}

/** Voivodeship names of TERYT to their codes ('małopolskie' -> '12'). */
export async function voivodeshipCodes(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('teryt_units')
    .select(['code', 'name'])
    .where('level', '=', 'wojewodztwo')
    .execute();
  return new Map(rows.map((r) => [r.name, r.code]));
}

/** The programme codes of the announcement's projects and enrolment ('FENG'...). */
export async function programmeCodes(db: Db, announcementId: number): Promise<string[]> {
  const rows = await sql<{ code: string | null }>`
    select distinct l.code from projects_enrollments p
      join implementation_levels l on l.id = p.programme_id
     where p.id in (select project_id from announcement_projects where announcement_id = ${announcementId})
        or p.id = (select enrollment_id from announcements where id = ${announcementId})`.execute(db);
  return rows.rows.map((r) => r.code).filter((c): c is string => !!c);
}

/** The announcement's row and current published content, for its search row (none: not published). */
export function findPublishedForIndex(db: Db, announcementId: number) {
  return db
    .selectFrom('announcements as a')
    .innerJoin('announcement_versions as v', 'v.id', 'a.published_version_id')
    .select([
      'a.id',
      'a.status',
      'a.publication_date',
      'a.submission_deadline',
      'a.number',
      'a.owner_id',
      'v.content',
    ])
    .where('a.id', '=', announcementId)
    .executeTakeFirst();
}

export async function deleteSearchRow(db: Db, announcementId: number) {
  await db.deleteFrom('announcement_search').where('announcement_id', '=', announcementId).execute();
}

export async function upsertSearchRow(db: Db, values: InsertObject<DB, 'announcement_search'>) {
  await db
    .insertInto('announcement_search')
    .values(values)
    .onConflict((oc) => oc.column('announcement_id').doUpdateSet(values))
    .execute();
}
