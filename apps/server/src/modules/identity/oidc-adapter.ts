import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DB } from '../../db/schema.ts';
import {
  consumeOidcPayload,
  deleteOidcPayload,
  deleteOidcPayloadsOfGrant,
  findOidcPayload,
  upsertOidcPayload,
} from './oidc-payloads.repository.ts';

export { destroyAccountSessions } from './oidc-payloads.repository.ts';

/** oidc-provider storage in the database, so several server processes share logins and codes. */
export function createOidcAdapter(db: Kysely<DB>) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      await upsertOidcPayload(db, {
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      });
    }

    async #findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const row = await findOidcPayload(db, this.model, column, value);
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
      await consumeOidcPayload(db, this.model, id);
    }

    async destroy(id: string): Promise<void> {
      await deleteOidcPayload(db, this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await deleteOidcPayloadsOfGrant(db, grantId);
    }
  };
}
