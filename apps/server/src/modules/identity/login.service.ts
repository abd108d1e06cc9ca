import { hasForbiddenCharacter } from '@bk/contracts/common/input';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { isSubjectBlocked } from '../users/index.ts';
import { findAccountByEmail, replacePasswordHash } from './accounts.repository.ts';
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from './passwords.ts';

/** The issuer key of the embedded service's accounts among the portal's users. */
export const EMBEDDED_ISSUER = 'embedded';

export type Credentials =
  | { ok: true; account: NonNullable<Awaited<ReturnType<typeof findAccountByEmail>>> }
  | { ok: false; reason: 'invalid' | 'inactive' | 'blocked' };

/**
 * What an e-mail address and password sign in to. Only the right password learns that its account is
 * not active yet or blocked; an unknown address costs a verification's time like a wrong password.
 */
export async function checkCredentials(
  db: Kysely<DB>,
  email: string,
  password: string,
): Promise<Credentials> {
  // No account has an address with a NUL or a lone surrogate (PostgreSQL would refuse the query).
  const account = email && !hasForbiddenCharacter(email) ? await findAccountByEmail(db, email) : undefined;
  if (!account || hasForbiddenCharacter(password)) {
    await verifyDecoy(password.replaceAll('\0', ''));
    return { ok: false, reason: 'invalid' };
  }
  if (!(await verifyPassword(password, account.password_hash))) return { ok: false, reason: 'invalid' };
  if (!account.activated_at) return { ok: false, reason: 'inactive' };
  if (await isSubjectBlocked(db, EMBEDDED_ISSUER, account.id)) return { ok: false, reason: 'blocked' };
  if (needsRehash(account.password_hash))
    await replacePasswordHash(db, account.id, account.password_hash, await hashPassword(password));
  return { ok: true, account };
}
