import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { hashToken } from '../src/modules/auth/auth.service.ts';
import { demoNip } from '../src/seed/demo-profiles.ts';

/** A live session of `userId` until `expiresAt`, written in the database; returns its token. */
export async function insertSession(db: Kysely<DB>, userId: number, now: Date, expiresAt: Date) {
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: expiresAt })
    .execute();
  return token;
}

/**
 * `count` bidders, each a user with an economic subject (a valid NIP) and a live session, written
 * straight into the database (logging in hundreds of users through the login pages would only slow a
 * test or a benchmark down). `prefix` keeps the users of several calls apart.
 */
export async function insertBidders(
  db: Kysely<DB>,
  count: number,
  options: { prefix: string; now?: Date; expiresAt?: Date; nipBase?: number },
): Promise<{ id: number; token: string }[]> {
  const now = options.now ?? new Date();
  const expiresAt = options.expiresAt ?? new Date(now.getTime() + 7_200_000);
  const nipBase = options.nipBase ?? 400000000;
  const out: { id: number; token: string }[] = [];
  for (let i = 0; i < count; i++) {
    const user = await db
      .insertInto('users')
      .values({
        oidc_issuer: 'bench',
        oidc_subject: `${options.prefix}-${i}`,
        email: `${options.prefix}${i}@bk.example`,
        forename: 'Oferent',
        surname: `Nr ${i}`,
        identifier: `${options.prefix}-${i}`,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let nip = '';
    for (let k = 0; !nip; k++) {
      try {
        nip = demoNip(String(nipBase + i * 1000 + k));
      } catch {
        // control digit 10: try the next
      }
    }
    await db
      .insertInto('economic_subjects')
      .values({
        user_id: user.id,
        name: `Wykonawca ${i} sp. z o.o.`,
        address_kind: 'poland',
        identification_type: 'nip',
        identification_number: nip,
        country: 'PL',
        locality: 'Kraków',
        postcode: '30-001',
        house_number: '1',
        created_at: now,
      })
      .execute();
    out.push({ id: user.id, token: await insertSession(db, user.id, now, expiresAt) });
  }
  return out;
}
