import { type Kysely, sql } from 'kysely';

/**
 * Issue 30 (review fixes):
 * - an offer the advertiser entered at settlement is public only as the settlement last published it
 *   (item 7): its published copy, made when the settlement is (re)published. The entered offers of
 *   settlements already published were public: their copies are what they are now;
 * - the 'N' marks a user sees (item 13): none while the user's notifications are switched off (the
 *   master switch NOTIFICATIONS), in every list and badge alike. Every read of marks goes through this
 *   view; the marks themselves stay, and show again when notifications are switched back on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table offer_sets add column published_content jsonb,
    add column published_economic_subject jsonb`.execute(db);
  await sql`update offer_sets o set published_content = o.content, published_economic_subject = o.economic_subject
     where o.is_external and exists (select 1 from settlements s where s.announcement_id = o.announcement_id)`.execute(
    db,
  );
  await sql`create view visible_badge_marks as
    select b.* from badge_marks b
     where not exists (select 1 from notification_settings n
                        where n.user_id = b.user_id and n.type = 'NOTIFICATIONS' and not n.enabled)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists visible_badge_marks`.execute(db);
  await sql`alter table offer_sets drop column published_content, drop column published_economic_subject`.execute(
    db,
  );
}
