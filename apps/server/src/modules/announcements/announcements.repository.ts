import { searchStatuses } from '@bk/contracts/search/search-texts';
import {
  type Insertable,
  type Kysely,
  type RawBuilder,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { AnnouncementsTable, AnnouncementVersionsTable, DB } from '../../db/schema.ts';
import { announcementMarksOf } from '../shell/index.ts';
import { subjectIdentificationNumberOf } from '../users/index.ts';
import { markDueChanged } from './due-state.ts';
import { outerReads } from './outer-reads.ts';
import { markAnnouncementsChanged } from './public-view-cache.ts';

type Db = Kysely<DB> | Transaction<DB>;

export function findAnnouncement(db: Db, id: number) {
  return db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The row, locked until the transaction ends (one writer at a time per announcement). */
export function findAnnouncementForUpdate(trx: Transaction<DB>, id: number) {
  return trx.selectFrom('announcements').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertAnnouncement(db: Db, row: Insertable<AnnouncementsTable>) {
  return db.insertInto('announcements').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function updateAnnouncement(db: Db, id: number, fields: Updateable<AnnouncementsTable>) {
  if ('status' in fields || 'publication_date' in fields || 'submission_deadline' in fields) markDueChanged();
  markAnnouncementsChanged();
  const result = await db.updateTable('announcements').set(fields).where('id', '=', id).execute();
  // Once more after the write: an anonymous answer built meanwhile from the old row is not kept.
  markAnnouncementsChanged();
  return result;
}

export function deleteAnnouncementRow(db: Db, id: number) {
  markAnnouncementsChanged();
  return db.deleteFrom('announcements').where('id', '=', id).execute();
}

export function findVersion(db: Db, id: number) {
  return db.selectFrom('announcement_versions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertVersion(db: Db, row: Insertable<AnnouncementVersionsTable>) {
  return db.insertInto('announcement_versions').values(row).returning('id').executeTakeFirstOrThrow();
}

export function updateVersion(db: Db, id: number, fields: Updateable<AnnouncementVersionsTable>) {
  return db.updateTable('announcement_versions').set(fields).where('id', '=', id).execute();
}

export function countPublishedVersions(db: Db, announcementId: number) {
  return db
    .selectFrom('announcement_versions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('announcement_id', '=', announcementId)
    .where('kind', '=', 'published')
    .executeTakeFirstOrThrow();
}

export function listVersions(db: Db, announcementId: number) {
  return db
    .selectFrom('announcement_versions')
    .select([
      'id',
      'kind',
      'version_no',
      'created_at',
      'modified_at',
      'published_at',
      'by_admin',
      'created_by',
      'change_reason',
    ])
    .where('announcement_id', '=', announcementId)
    .orderBy('id')
    .execute();
}

export async function replaceProjects(db: Db, announcementId: number, projectIds: readonly number[]) {
  await db.deleteFrom('announcement_projects').where('announcement_id', '=', announcementId).execute();
  if (projectIds.length === 0) return;
  await db
    .insertInto('announcement_projects')
    .values(projectIds.map((project_id) => ({ announcement_id: announcementId, project_id })))
    .execute();
}

/** The next number of the year's sequence (row-locked upsert: concurrent publications never share one). */
export async function nextSequenceValue(db: Db, year: number): Promise<number> {
  const row = await db
    .insertInto('announcement_number_sequences')
    .values({ year, last_value: 1 })
    .onConflict((oc) =>
      oc.column('year').doUpdateSet({ last_value: sql`announcement_number_sequences.last_value + 1` }),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return row.last_value;
}

/** Claims `count` element ids of an announcement; returns the first. */
export async function claimElementIds(db: Db, announcementId: number, count: number): Promise<number> {
  const row = await db
    .updateTable('announcements')
    .set({ next_element_id: sql`next_element_id + ${count}` })
    .where('id', '=', announcementId)
    .returning('next_element_id')
    .executeTakeFirstOrThrow();
  return row.next_element_id - count;
}

/**
 * Implementation levels of the announcement's projects and enrolment (for administrators' scopes):
 * every level each of them belongs to. Written as one array of a key lookup, which PostgreSQL plans in
 * a fraction of the time an OR of two EXISTS takes (decision 0027: the scoped check of a request).
 */
export async function announcementLevelIds(db: Db, announcementId: number): Promise<Set<number>> {
  const projectIds = sql`select ap.project_id from announcement_projects ap where ap.announcement_id = ${announcementId}
                      union all
                      select a.enrollment_id from announcements a where a.id = ${announcementId}`;
  const result = await sql<{ ids: (number | null)[] }>`
    select ${outerReads().levelIdsOfProjects(projectIds)} as ids`.execute(db);
  const ids = new Set<number>();
  for (const id of result.rows[0]?.ids ?? []) if (typeof id === 'number') ids.add(id);
  return ids;
}

/** Keeps the list columns (title, parts, partial offers) equal to the current version's content. */
export async function refreshListColumns(db: Db, id: number) {
  markAnnouncementsChanged();
  await sql`
    update announcements a set
      title = coalesce(v.content->>'title', ''),
      parts_count = jsonb_array_length(v.content->'parts'),
      partial_offers_allowed = coalesce((v.content->>'partial_offers_allowed')::boolean, false),
      advertiser_id_number = coalesce(
        v.content->'advertiser'->>'identification_number',
        ${subjectIdentificationNumberOf(sql.ref('a.owner_id'))}
      )
    from announcement_versions v
    where a.id = ${id} and v.id = coalesce(a.published_version_id, a.draft_version_id)`.execute(db);
}

/** The earliest coming scheduled publication or submission deadline (what settleDue waits for). */
export async function nextDueInstant(db: Db): Promise<Date | null> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('announcements')
        .select('publication_date')
        .where('status', '=', 'DRAFT')
        .where('publication_date', 'is not', null)
        .orderBy('publication_date')
        .limit(1)
        .as('publication'),
      eb
        .selectFrom('announcements')
        .select('submission_deadline')
        .where('status', '=', 'PUBLISHED')
        .where('submission_deadline', 'is not', null)
        .orderBy('submission_deadline')
        .limit(1)
        .as('deadline'),
    ])
    .executeTakeFirstOrThrow();
  const times = [row.publication, row.deadline]
    .filter((d): d is Date => d !== null && d !== undefined)
    .map((d) => new Date(d).getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

export type PublishedVersionMeta = { id: number; published_at: string };

/**
 * The announcement for the details view in one statement: its row, its published versions and,
 * for a signed-in viewer, the favourite, the 'N' mark and the marks of offer sets and questions.
 */
export function findAnnouncementForViewer(db: Db, id: number, userId: number | null) {
  const viewer = userId ?? 0;
  const marks = announcementMarksOf(viewer, id);
  return db
    .selectFrom('announcements as a')
    .selectAll('a')
    .select([
      sql<PublishedVersionMeta[]>`coalesce((
        select json_agg(json_build_object('id', v.id, 'published_at', v.published_at) order by v.id)
        from announcement_versions v
        where v.announcement_id = a.id and v.kind = 'published'
      ), '[]'::json)`.as('published_versions'),
      sql<boolean>`exists (
        select 1 from favorite_announcements f where f.user_id = ${viewer} and f.announcement_id = a.id
      )`.as('viewer_favorite'),
      marks.badge.as('viewer_badge'),
      marks.offerSets.as('viewer_offer_marks'),
      marks.questions.as('viewer_question_marks'),
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** Scheduled drafts whose publication date has come. */
export function findDueScheduled(db: Db, now: Date) {
  return db
    .selectFrom('announcements')
    .select('id')
    .where('status', '=', 'DRAFT')
    .where('publication_date', 'is not', null)
    .where('publication_date', '<=', now)
    .execute();
}

/**
 * Closes up to `batch` published announcements whose deadline passed, the earliest deadlines first, in
 * the order of the (status, deadline) index: without the order, the planner takes the published rows
 * for independent of their deadlines, expects thousands past due, and scans the whole table for the
 * first `batch` (a quarter of a second at a million announcements, every second, while reads wait).
 */
export function closePastDeadline(db: Db, now: Date, batch: number) {
  return db
    .updateTable('announcements')
    .set({ status: 'CLOSED', status_changed_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('announcements')
        .select('id')
        .where('status', '=', 'PUBLISHED')
        .where('submission_deadline', '<=', now)
        .orderBy('submission_deadline')
        .limit(batch),
    )
    .where('status', '=', 'PUBLISHED')
    .returning(['id', 'submission_deadline'])
    .execute();
}

export function findAnnouncementStatus(db: Db, id: number) {
  return db.selectFrom('announcements').select('status').where('id', '=', id).executeTakeFirst();
}

/** A published version of the announcement whose attachments include the file, if any. */
export function findPublishedVersionWithFile(db: Db, announcementId: number, fileId: number) {
  return db
    .selectFrom('announcement_versions')
    .select('id')
    .where('announcement_id', '=', announcementId)
    .where('kind', '=', 'published')
    .where(sql<boolean>`content->'attachments' @> ${JSON.stringify([{ file_id: fileId }])}::jsonb`)
    .executeTakeFirst();
}

/** Detaches a removed project from the announcements: its links and the enrolment they name (caller's transaction). */
export async function detachProject(trx: Transaction<DB>, projectId: number) {
  await trx.deleteFrom('announcement_projects').where('project_id', '=', projectId).execute();
  await trx
    .updateTable('announcements')
    .set({ enrollment_id: null })
    .where('enrollment_id', '=', projectId)
    .execute();
}

/** The highest announcement id (0 for none): the announcements' sitemaps cover ids in blocks. */
export async function highestAnnouncementId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('announcements')
    .select(sql<number | null>`max(id)`.as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** The public announcements (the search's statuses) with ids in [from, to], with their last change. */
export function publicAnnouncementsBetween(db: Db, from: number, to: number) {
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

/**
 * For another module's select (the projects' administration list): how many announcements the project
 * whose id `projectId` names (a column of the caller's query) is attached to, as a project or as the
 * enrolment.
 */
export function attachedAnnouncementCount(projectId: RawBuilder<unknown>) {
  return sql<number>`(select count(*) from announcement_projects ap where ap.project_id = ${projectId})
          + (select count(*) from announcements a where a.enrollment_id = ${projectId})`;
}

/** What a release says of its announcement, read when the release is made. */
export function announcementForRelease(db: Db, id: number) {
  return db
    .selectFrom('announcements')
    .select(['id', 'number', 'status', 'first_published_at', 'submission_deadline', 'published_version_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * When each announcement last changed as the public sees it (a feed entry's `updated`): its first
 * publication, or the last change of its status, which every later published version, the
 * cancellation, the closing and the settlement move.
 */
export async function publicChanges(db: Db, ids: readonly number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('announcements')
    .select(['id', 'first_published_at', 'status_changed_at'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.flatMap((row) => {
      const times = [row.first_published_at, row.status_changed_at]
        .filter((t): t is Date => t !== null)
        .map((t) => new Date(t).getTime());
      return times.length > 0 ? [[row.id, new Date(Math.max(...times))] as const] : [];
    }),
  );
}

/**
 * For the projects' list: a subquery counting the announcements attached to the project `projectId`
 * names (a column of the caller's query: through the announcement's projects, or as its enrolment),
 * all of them or the published ones only.
 */
export function attachedAnnouncementCountOf(db: Db, projectId: RawBuilder<unknown>, publishedOnly: boolean) {
  let query = db
    .selectFrom('announcements as a')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) =>
      eb.or([
        eb('a.enrollment_id', '=', sql<number>`${projectId}`),
        eb.exists(
          eb
            .selectFrom('announcement_projects as ap')
            .select('ap.project_id')
            .whereRef('ap.announcement_id', '=', 'a.id')
            .where('ap.project_id', '=', sql<number>`${projectId}`),
        ),
      ]),
    );
  if (publishedOnly) query = query.where('a.status', '!=', 'DRAFT');
  return query;
}

/** The announcements attached to one project or enrolment, newest first. */
export function attachedAnnouncements(db: Db, projectId: number) {
  return db
    .selectFrom('announcements as a')
    .leftJoin('announcement_versions as v', (join) =>
      join.on((eb) => eb('v.id', '=', eb.fn.coalesce('a.published_version_id', 'a.draft_version_id'))),
    )
    .select([
      'a.id',
      'a.number',
      'a.status',
      'a.publication_date',
      'a.submission_deadline',
      sql<string>`coalesce(v.content->>'title', '')`.as('title'),
    ])
    .where((eb) =>
      eb.or([
        eb('a.enrollment_id', '=', projectId),
        eb.exists(
          eb
            .selectFrom('announcement_projects as ap')
            .select('ap.project_id')
            .whereRef('ap.announcement_id', '=', 'a.id')
            .where('ap.project_id', '=', projectId),
        ),
      ]),
    )
    .orderBy('a.id', 'desc')
    .execute();
}
