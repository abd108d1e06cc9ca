import { type Kysely, sql } from 'kysely';

/**
 * The user administration's list (issue 21): sorted by surname by default, its text filters matching
 * the start of a field, case aside. The indexes hold the lower-cased values byte-wise (collate "C"),
 * so a prefix is a range of each and a page of a filtered, sorted list reads about a page of entries.
 */
const indexes = {
  users_surname_order_idx: sql`(lower(surname) collate "C", lower(forename) collate "C", id)`,
  users_forename_order_idx: sql`(lower(forename) collate "C", lower(surname) collate "C", id)`,
  users_email_order_idx: sql`(lower(email) collate "C", id)`,
  users_identifier_order_idx: sql`(lower(identifier) collate "C", id)`,
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of Object.entries(indexes))
    await sql`create index ${sql.id(name)} on users ${columns}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(indexes)) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
