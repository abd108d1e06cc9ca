import { type Kysely, sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DB } from '../../db/schema.ts';

/** oidc-provider storage in the database, so several server processes share logins and codes. */
export function createOidcAdapter(db: Kysely<DB>) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
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

    async #findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_payloads')
        .select(['payload', 'consumed_at', 'expires_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .executeTakeFirst();
      if (!row) return undefined;
      if (row.expires_at && new Date(row.expires_at).getTime() < Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumed_at
        ? { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) }
        : payload;
    }

    find(id: string) {
      return this.#findBy('id', id);
    }

    findByUid(uid: string) {
      return this.#findBy('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.#findBy('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: new Date() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    }
  };
}

/** Ends every identity-service session of one account (used when the portal logs a user out). */
export async function destroyAccountSessions(db: Kysely<DB>, accountId: string): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where('model', '=', 'Session')
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .execute();
}
