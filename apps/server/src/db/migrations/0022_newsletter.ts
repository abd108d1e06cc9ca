import { type Kysely, sql } from 'kysely';

/**
 * The newsletter page (issue 20): saved filters, notification settings, opt-out tokens, the indexes
 * that find a day's new and changed announcements, and the locality terms of the search index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_filters')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('advertiser_identification_number', 'text')
    .addColumn('programme_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('category_id', 'integer')
    .addColumn('subcategory_id', 'integer')
    .addColumn('cpv_item_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('place_codes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('modified_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('newsletter_filters_user_idx')
    .on('newsletter_filters')
    .column('user_id')
    .execute();

  // A missing row is a switch that is on: everything is on for a new user.
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('modified_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'type'])
    .execute();

  // Only the SHA-256 of a token is kept; a token switches off its own user's e-mails, once.
  await db.schema
    .createTable('opt_out_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  // A day's new announcements (first publication) and changed ones (a version, a status change).
  await sql`create index announcements_first_published_idx on announcements (first_published_at)`.execute(db);
  await sql`create index announcements_status_changed_idx on announcements (status_changed_at)`.execute(db);
  // Later versions only: the first one is the announcement's first publication, which is 'new'.
  await sql`create index announcement_versions_published_idx on announcement_versions (published_at)
    where version_no > 1`.execute(db);

  // The 'N' of a favourite (and the menu badge counting them): a published announcement someone keeps
  // among the favourites gets a new version or a new status. Every path that changes an announcement
  // (publication of changes, cancel, close at the deadline, settlement, lock) goes through this row,
  // so the database marks it once, in the same transaction. The author's own favourite is impossible.
  await sql`
    create function favorite_marks_follow() returns trigger language plpgsql as $$
    begin
      if old.first_published_at is not null and (
           new.status is distinct from old.status
           or new.published_version_id is distinct from old.published_version_id) then
        insert into badge_marks (user_id, kind, subject_id, created_at)
        select f.user_id, 'favorite_advertisement', new.id, now()
          from favorite_announcements f
         where f.announcement_id = new.id and f.user_id <> new.owner_id
        on conflict (user_id, kind, subject_id) do nothing;
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger favorite_marks_follow after update on announcements
    for each row execute function favorite_marks_follow()`.execute(db);

  // Locality terms ('msc' and the SIMC id) of the places of every indexed announcement: the newsletter's
  // place filter names localities as well as voivodeships (search-index.service.ts writes them from now on).
  await sql`
    update announcement_search s
       set title_tsv = s.title_tsv || t.terms, doc_tsv = s.doc_tsv || t.terms
      from (select a.id, array_to_tsvector(array_agg(distinct 'msc' || (pl->>'locality_id'))) terms
              from announcements a
              join announcement_versions v on v.id = a.published_version_id
              cross join lateral jsonb_array_elements(v.content::jsonb->'parts') p
              cross join lateral jsonb_array_elements(p->'order_items') i
              cross join lateral jsonb_array_elements(i->'places') pl
             where pl->>'locality_id' ~ '^[0-9]+$'
             group by a.id) t
     where t.id = s.announcement_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists favorite_marks_follow on announcements`.execute(db);
  await sql`drop function if exists favorite_marks_follow()`.execute(db);
  await sql`drop index if exists announcement_versions_published_idx`.execute(db);
  await sql`drop index if exists announcements_status_changed_idx`.execute(db);
  await sql`drop index if exists announcements_first_published_idx`.execute(db);
  await db.schema.dropTable('opt_out_tokens').ifExists().execute();
  await db.schema.dropTable('notification_settings').ifExists().execute();
  await db.schema.dropTable('newsletter_filters').ifExists().execute();
}
