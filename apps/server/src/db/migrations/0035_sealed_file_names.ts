import { type Kysely, sql } from 'kysely';

/**
 * The names and digests of offer files sealed (issue 44, decision 0038): kept in `files.sealing.facts`
 * under the file's own data key, the plain columns null. The rows written before are sealed once by a
 * job (modules/files/seal-names.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files alter column name drop not null`.execute(db);
  await sql`alter table files alter column sha256 drop not null`.execute(db);
  await sql`alter table files add constraint files_facts_ck
    check ((name is not null and sha256 is not null) or sealing ? 'facts')`.execute(db);
  await sql`insert into jobs (queue, key, payload, run_at, created_at)
    values ('files.seal-names', 'files.seal-names', '{}'::jsonb, now(), now())`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files drop constraint if exists files_facts_ck`.execute(db);
}
