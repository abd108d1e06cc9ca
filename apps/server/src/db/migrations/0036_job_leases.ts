import { type Kysely, sql } from 'kysely';

/**
 * Job leases (issue 46, decision 0046): a claim writes a random `lease_token`; completing, failing or
 * extending a job updates it only while the job is running under that token, so a runner whose lease
 * ran out and was taken over cannot overwrite the result of the runner that holds it now.
 *
 * Master keys get a number (`number`): the event log names its objects by number, and the
 * registration and rotation of a master key are recorded in it (the object: the key by its number).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column lease_token uuid`.execute(db);
  await sql`alter table master_keys add column number serial not null`.execute(db);
  await sql`create unique index master_keys_number_idx on master_keys (number)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists master_keys_number_idx`.execute(db);
  await sql`alter table master_keys drop column if exists number`.execute(db);
  await sql`alter table jobs drop column if exists lease_token`.execute(db);
}
