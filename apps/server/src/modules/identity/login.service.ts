import { hasForbiddenCharacter } from '@bk/contracts/common/input';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findAccountByEmail } from './accounts.repository.ts';
import { verifyPassword } from './passwords.ts';

/** The account an e-mail address and password sign in to, or undefined when they match none. */
export async function accountForCredentials(db: Kysely<DB>, email: string, password: string) {
  // No account has an address with a NUL or a lone surrogate (PostgreSQL would refuse the query).
  const account = email && !hasForbiddenCharacter(email) ? await findAccountByEmail(db, email) : undefined;
  if (!account || !(await verifyPassword(password, account.password_hash))) return undefined;
  return account;
}
