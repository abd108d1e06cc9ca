import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { demoNip } from '../src/db/seed/demo-profiles.ts';
import { hashToken } from '../src/modules/auth/auth.service.ts';

/**
 * `count` bidders for a benchmark, each a user with an economic subject (a valid NIP) and a live
 * session (its token), written straight into the database (logging in 200 users through the login
 * pages would take minutes). `prefix` keeps the users of several calls apart.
 */
export async function benchBidders(db: Kysely<DB>, count: number, prefix = 'b') {
  const now = new Date();
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await db
      .insertInto('users')
      .values({
        oidc_issuer: 'bench',
        oidc_subject: `${prefix}${i}`,
        email: `${prefix}${i}@bk.example`,
        forename: 'Oferent',
        surname: String(i),
        identifier: `bench-${prefix}-${i}`,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let nip = '';
    for (let k = 0; !nip; k++) {
      try {
        nip = demoNip(String(400000000 + i * 100 + k));
      } catch {
        // control digit 10
      }
    }
    await db
      .insertInto('economic_subjects')
      .values({
        user_id: user.id,
        name: `Wykonawca ${i}`,
        address_kind: 'poland',
        identification_type: 'nip',
        identification_number: nip,
        country: 'PL',
        locality: 'Łódź',
        postcode: '90-001',
        house_number: '1',
        created_at: now,
      })
      .execute();
    const token = randomBytes(24).toString('base64url');
    await db
      .insertInto('sessions')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        created_at: now,
        expires_at: new Date(now.getTime() + 7_200_000),
      })
      .execute();
    tokens.push(token);
  }
  return tokens;
}
