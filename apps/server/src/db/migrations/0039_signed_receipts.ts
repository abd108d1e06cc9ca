import { type Kysely, sql } from 'kysely';

/**
 * Signed receipts (issue 47, decision 0049): a submission's receipt is signed with the log's Ed25519 key
 * in the write that submits it, and the signature is kept with the offer set: `receipt_signature`
 * (base64), `receipt_key_id` (the key's id; its public part is in the key file and `log_keys`) and
 * `receipt_portal` (the portal's public address then, part of what was signed). Every other field of the
 * receipt is already kept (the announcement, the bidder, the economic subject's name, submitted_at,
 * receipt_sha256). Offer sets submitted before this migration have no signature.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table offer_sets
    add column receipt_signature text,
    add column receipt_key_id text,
    add column receipt_portal text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table offer_sets
    drop column receipt_signature,
    drop column receipt_key_id,
    drop column receipt_portal`.execute(db);
}
