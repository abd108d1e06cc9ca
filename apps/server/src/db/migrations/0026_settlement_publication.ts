import { type Kysely, sql } from 'kysely';

/**
 * An offer the advertiser entered at settlement is public only as the settlement last published it
 * (issue 30 item 7): its published copy, made when the settlement is (re)published. The entered offers
 * of settlements already published were public: their copies are what they are now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table offer_sets add column published_content jsonb,
    add column published_economic_subject jsonb`.execute(db);
  await sql`update offer_sets o set published_content = o.content, published_economic_subject = o.economic_subject
     where o.is_external and exists (select 1 from settlements s where s.announcement_id = o.announcement_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table offer_sets drop column published_content, drop column published_economic_subject`.execute(
    db,
  );
}
