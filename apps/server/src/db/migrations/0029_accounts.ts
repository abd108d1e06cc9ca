import { type Kysely, sql } from 'kysely';

/**
 * The embedded account service (issue 33, decision 0033): registration with consents and activation,
 * password reset, e-mail change and the account panel. An account is active once its activation link
 * was opened (the accounts made before this migration were active from the start). A link is kept as a
 * hash of its token only, with its purpose, its end and the moment it was used (single use).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table identity_accounts
    add column number bigserial unique,
    add column activated_at timestamptz,
    add column terms_accepted_at timestamptz,
    add column privacy_accepted_at timestamptz,
    add column password_changed_at timestamptz`.execute(db);
  await sql`update identity_accounts set activated_at = created_at`.execute(db);
  // One account per address whatever its letter case (the login looks addresses up by lower()).
  await sql`create unique index identity_accounts_email_lower_idx on identity_accounts (lower(email))`.execute(
    db,
  );
  await sql`create table identity_links (
    token_hash text primary key,
    account_id text not null references identity_accounts (id) on delete cascade,
    purpose text not null check (purpose in ('activation', 'reset', 'email')),
    new_email text,
    created_at timestamptz not null,
    expires_at timestamptz not null,
    used_at timestamptz
  )`.execute(db);
  await sql`create index identity_links_account_idx on identity_links (account_id, purpose)`.execute(db);
  // The account panel lists a user's sessions with the browser and address they started from.
  await sql`alter table sessions add column user_agent text, add column address text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column user_agent, drop column address`.execute(db);
  await sql`drop table identity_links`.execute(db);
  await sql`drop index identity_accounts_email_lower_idx`.execute(db);
  await sql`alter table identity_accounts
    drop column number, drop column activated_at, drop column terms_accepted_at,
    drop column privacy_accepted_at, drop column password_changed_at`.execute(db);
}
