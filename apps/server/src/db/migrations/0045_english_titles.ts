import { type Kysely, sql } from 'kysely';

/**
 * The advertiser's optional English title of an announcement (issue 51, decision 0057) in the search
 * table, for the English search page's results (the title and summary live in the version's content;
 * their words are in the search vectors). Filled when an announcement is next indexed: at its next
 * publication, or by the job below for those published before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table announcement_search add column title_en text`.execute(db);
  // Announcements published before: their English title, if their content has one (none had: the field
  // is new; kept for a database restored from a backup made in between).
  await sql`update announcement_search s set title_en = nullif(v.content->>'title_en', '')
      from announcements a join announcement_versions v on v.id = a.published_version_id
     where a.id = s.announcement_id and v.content ? 'title_en'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table announcement_search drop column title_en`.execute(db);
}
