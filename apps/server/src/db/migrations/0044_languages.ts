import { type Kysely, sql } from 'kysely';

/**
 * English beside Polish (issue 51, decision 0056):
 * - the language of an account: the one its registration page was in, Polish for every account made
 *   before; the account service's e-mails and pages for it are written in it;
 * - the language of a portal user: its e-mails (notifications, the newsletter) are written in it; the
 *   account's for a user made at the account's activation, chosen on the profile later;
 * - the countries' English names (the reference data has them, `name_en`), filled by the next import of
 *   the countries (seed/reference-dictionaries.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table identity_accounts
    add column language text not null default 'pl' check (language in ('pl', 'en'))`.execute(db);
  await sql`alter table users
    add column language text not null default 'pl' check (language in ('pl', 'en'))`.execute(db);
  await sql`alter table countries add column name_en text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table countries drop column name_en`.execute(db);
  await sql`alter table users drop column language`.execute(db);
  await sql`alter table identity_accounts drop column language`.execute(db);
}
