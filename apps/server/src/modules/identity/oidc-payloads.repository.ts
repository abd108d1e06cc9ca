import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** oidc-provider's stored payloads (logins, codes, sessions), one row per model and id. */
export type OidcPayloadRow = {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
};

export async function upsertOidcPayload(db: Kysely<DB>, row: OidcPayloadRow): Promise<void> {
  await db
    .insertInto('oidc_payloads')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['model', 'id']).doUpdateSet({
        payload: row.payload,
        grant_id: row.grant_id,
        user_code: row.user_code,
        uid: row.uid,
        expires_at: row.expires_at,
      }),
    )
    .execute();
}

export function findOidcPayload(
  db: Kysely<DB>,
  model: string,
  column: 'id' | 'uid' | 'user_code',
  value: string,
) {
  return db
    .selectFrom('oidc_payloads')
    .select(['payload', 'consumed_at', 'expires_at'])
    .where('model', '=', model)
    .where(column, '=', value)
    .executeTakeFirst();
}

export async function consumeOidcPayload(db: Kysely<DB>, model: string, id: string): Promise<void> {
  await db
    .updateTable('oidc_payloads')
    .set({ consumed_at: new Date() })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function deleteOidcPayload(db: Kysely<DB>, model: string, id: string): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
}

export async function deleteOidcPayloadsOfGrant(db: Kysely<DB>, grantId: string): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
}

/** Ends every identity-service session of one account (used when the portal logs a user out). */
export async function destroyAccountSessions(db: Kysely<DB>, accountId: string): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where('model', '=', 'Session')
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .execute();
}
