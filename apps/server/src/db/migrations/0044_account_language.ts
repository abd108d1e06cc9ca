import { type Kysely, sql } from 'kysely';

/**
 * The language of an account (issue 51, decision 0056): the one its registration page was in, Polish for
 * every account made before; the account service's e-mails and pages for it are written in it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table identity_accounts
    add column language text not null default 'pl' check (language in ('pl', 'en'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table identity_accounts drop column language`.execute(db);
}
