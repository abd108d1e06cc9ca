// Fills a database with N realistic announcements for measuring the search at scale (issue 7):
// real CPV codes, TERYT places and programmes, Polish titles and descriptions built from the CPV names
// and a vocabulary. Run: npm run seed:scale -- --count 100000   (DATABASE_URL for PostgreSQL, else
// BK_DATA_DIR's PGlite). Announcements go straight into the tables, search rows included; their first
// publications spread over the last --days days (default 1000), the newest now. --attachments 0.5 gives
// half of them an attachment of 5-50 pages of text, read and indexed as the server would (issue 49).
import { parseArgs } from 'node:util';
import { installPolishZodMessages } from '@bk/contracts/common/zod-polish';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { Clock } from '../src/db/clock.ts';
import { databaseOptions, openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { installAuditKeys, loadAuditKeys } from '../src/modules/events/index.ts';
import { runSeeds } from '../src/seed/run-seeds.ts';
import { buildAnnouncement } from './scale-content.ts';
import { type Advertiser, loadScaleSources, makeAdvertisers } from './scale-sources.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    batch: { type: 'string', default: '500' },
    days: { type: 'string', default: '1000' },
    /** The share of announcements with an attachment of 5-50 pages of text, read and indexed (issue 49). */
    attachments: { type: 'string', default: '0' },
  },
});
const attachmentShare = Number(values.attachments);
const count = Number(values.count);
const batchSize = Number(values.batch);
const days = Number(values.days);

installPolishZodMessages();
const config = loadConfig({ ...process.env, BK_DEMO_DATA: '1' });
// What the seeds record is MACed with the portal's audit key (decision 0048).
installAuditKeys(loadAuditKeys(config.auditKey));
const database = await openDatabase(databaseOptions(config));
const db = database.db;
const started = performance.now();
const clock = new Clock();
await migrateToLatest(db);
await runSeeds(db, { demoData: true }, clock);
const sources = await loadScaleSources(db);
const advertisers: Advertiser[] = await makeAdvertisers(db, sources, 200, clock.now());
console.log(
  `database: ${database.kind}; sources ready after ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// A bulk load builds the GIN index once at the end (as the migrations define it) instead of row by row.
const bulk = count >= 50_000;
const ginIndexes = (
  await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition
    from pg_indexes where tablename = 'announcement_search' and indexdef like '%USING gin%'`.execute(db)
).rows;
if (bulk) for (const index of ginIndexes) await sql`drop index ${sql.id(index.name)}`.execute(db);

const year = 2026;
const sequence = await db
  .selectFrom('announcement_number_sequences')
  .select('last_value')
  .where('year', '=', year)
  .executeTakeFirst();
let nextSequence = (sequence?.last_value ?? 0) + 1;
const now = clock.now();
let done = 0;
while (done < count) {
  const size = Math.min(batchSize, count - done);
  const built = Array.from({ length: size }, (_, i) =>
    buildAnnouncement(sources, advertisers, done + i, count, now, days, attachmentShare),
  );
  await db.transaction().execute(async (trx) => {
    const ids = await trx
      .insertInto('announcements')
      .values(built.map((b) => b.announcement))
      .returning('id')
      .execute();
    // The attachments' files (stored nowhere: their text is what the search reads), and the content
    // that names them.
    const withFiles = built.flatMap((b, i) => (b.attachment ? [{ b, id: ids[i]?.id as number }] : []));
    const files =
      withFiles.length === 0
        ? []
        : await trx
            .insertInto('files')
            .values(
              withFiles.map(({ b, id }) => ({
                storage_key: `scale/${id}.pdf`,
                name: b.attachment?.name ?? '',
                size: (b.attachment?.pages.join('\n').length ?? 0) * 2,
                content_type: 'application/pdf',
                context: 'announcement',
                uploaded_by: b.announcement.owner_id,
                created_at: b.announcement.created_at,
                owner_kind: 'announcement',
                owner_id: id,
              })),
            )
            .returning('id')
            .execute();
    for (const [k, { b }] of withFiles.entries()) {
      const fileId = files[k]?.id as number;
      b.content.attachments = [
        {
          id: 6,
          name: b.attachment?.name ?? null,
          file_id: fileId,
          origin_version_id: null,
          file: {
            id: fileId,
            uri: `/api/files/${fileId}/download`,
            name: b.attachment?.name ?? '',
            created_at: new Date(b.announcement.created_at).toISOString(),
            created_by: { forename: 'Anna', surname: 'Nowak' },
          },
        },
      ];
      b.version.content = JSON.stringify(b.content);
    }
    const versions = await trx
      .insertInto('announcement_versions')
      .values(built.map((b, i) => ({ ...b.version, announcement_id: ids[i]?.id as number })))
      .returning('id')
      .execute();
    for (const [i, b] of built.entries()) {
      const id = ids[i]?.id as number;
      b.number = `${year}-${String(nextSequence++).padStart(5, '0')}-${String(id).padStart(5, '0')}`;
    }
    await sql`
      update announcements a set published_version_id = v.vid, number = v.num
        from (select unnest(${sql.val(ids.map((r) => r.id))}::int[]) as aid,
                     unnest(${sql.val(versions.map((r) => r.id))}::int[]) as vid,
                     unnest(${sql.val(built.map((b) => b.number))}::text[]) as num) v
       where a.id = v.aid`.execute(trx);
    await trx
      .insertInto('announcement_projects')
      .values(built.map((b, i) => ({ announcement_id: ids[i]?.id as number, project_id: b.projectId })))
      .execute();
    await trx
      .insertInto('announcement_search')
      .values(
        built.map((b, i) => ({
          ...b.search(b.number as string),
          announcement_id: ids[i]?.id as number,
        })),
      )
      .execute();
    if (withFiles.length > 0) {
      await trx
        .insertInto('document_texts')
        .values(
          withFiles.map(({ b }, k) => ({
            file_id: files[k]?.id as number,
            state: 'indexed' as const,
            pages: b.attachment?.pages.length ?? 0,
            text: b.attachment?.pages.join('\n') ?? '',
            truncated: false,
            extracted_at: b.announcement.created_at,
            duration_ms: 0,
          })),
        )
        .execute();
      await trx
        .insertInto('attachment_search')
        .values(
          withFiles.map(({ b, id }, k) => ({
            announcement_id: id,
            file_id: files[k]?.id as number,
            name: b.attachment?.name ?? '',
            position: 0,
            terms_tsv: sql<string>`strip(to_tsvector('simple', ${b.attachment?.terms ?? ''}))`,
          })),
        )
        .execute();
    }
  });
  done += size;
  if (done % 20_000 < batchSize || done === count) {
    console.log(`${done} / ${count} after ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
}
await db
  .insertInto('announcement_number_sequences')
  .values({ year, last_value: nextSequence - 1 })
  .onConflict((oc) => oc.column('year').doUpdateSet({ last_value: nextSequence - 1 }))
  .execute();
if (bulk) {
  console.log('building search indexes...');
  await db.transaction().execute(async (trx) => {
    await sql`select set_config('maintenance_work_mem', '512MB', true)`.execute(trx);
    for (const index of ginIndexes) await sql.raw(index.definition).execute(trx);
  });
}
await sql`vacuum analyze`.execute(db);
console.log(`${count} announcements in ${((performance.now() - started) / 1000).toFixed(0)} s`);
await database.close();
