import { type Kysely, sql } from 'kysely';

/**
 * The reason of a version made by the deadline-extension action (issue 50, decision 0053): the advertiser
 * says why the deadline moved (a declared failure of the portal, say), and the version shows it to all.
 * Versions made by editing the announcement have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table announcement_versions add column change_reason text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table announcement_versions drop column change_reason`.execute(db);
}
