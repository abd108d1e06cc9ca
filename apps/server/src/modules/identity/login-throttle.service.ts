import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import {
  countFailure,
  deleteForgotten,
  forgetKey,
  latestLockEnd,
  lockKey,
} from './login-throttle.repository.ts';

/**
 * Throttling of wrong passwords at the embedded login (decision 0015), kept in the database so that
 * every server process sees the same counts. A few failures are free; each further one locks the key
 * for a time that doubles up to a ceiling. The account's ceiling is short (an attacker can keep a real
 * user waiting at most a few minutes at a time, and the user is told how long), the address's longer
 * (it only stops the one who guesses). Failures are forgotten 15 minutes after the last one and the
 * end of its lock; a successful login forgets its account's failures, not the address's.
 */
export const THROTTLE_RULES = {
  account: { freeFailures: 5, firstLockSeconds: 30, maxLockSeconds: 5 * 60 },
  address: { freeFailures: 20, firstLockSeconds: 60, maxLockSeconds: 15 * 60 },
} as const;
export const FORGET_FAILURES_SECONDS = 15 * 60;
/**
 * Requests that send an e-mail (registration, a new activation link, a password reset, an e-mail
 * change) from the account service's pages (decision 0033): five to one address go at once, then it
 * waits; an address of the Internet gets more; a signed-in account asking (the e-mail change) as many
 * as one target address, whatever the addresses it names. Counted whether or not the address has an
 * account, so the wait reveals nothing.
 */
export const MAIL_REQUEST_RULES = {
  account: { freeFailures: 4, firstLockSeconds: 60, maxLockSeconds: 15 * 60 },
  address: { freeFailures: 20, firstLockSeconds: 60, maxLockSeconds: 15 * 60 },
  sender: { freeFailures: 4, firstLockSeconds: 60, maxLockSeconds: 15 * 60 },
} as const;

type Rule = { freeFailures: number; firstLockSeconds: number; maxLockSeconds: number };
export type LoginAttempt = { email: string; address: string };
/** A request for an e-mail: its target address, the client's address, the signed-in account asking. */
export type MailRequest = LoginAttempt & { sender?: string };
export type ThrottleDeps = { db: Kysely<DB>; clock: Clock };

/** How long a key is locked after its `failures`-th failure in a row, in seconds (0: not locked). */
export function lockSeconds(rule: Rule, failures: number): number {
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(rule.firstLockSeconds * 2 ** Math.min(over - 1, 30), rule.maxLockSeconds);
}

function key(kind: string, value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex');
}

function keysOf(attempt: LoginAttempt) {
  return {
    account: key('account', attempt.email.trim().toLowerCase()),
    address: key('address', attempt.address),
  };
}

function secondsUntil(end: Date, now: Date): number {
  return Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000));
}

/** Seconds until this account may be tried again from this address; 0 when it may be tried now. */
export async function loginWaitSeconds(deps: ThrottleDeps, attempt: LoginAttempt): Promise<number> {
  const now = deps.clock.now();
  const keys = keysOf(attempt);
  const end = await latestLockEnd(deps.db, [keys.account, keys.address], now);
  return end ? secondsUntil(end, now) : 0;
}

/** Counts one try under each key; locks a key whose count passed its rule. The longest wait (0: none). */
async function countAndLock<K extends string>(
  deps: ThrottleDeps,
  keys: Partial<Record<K, string>>,
  rules: Record<K, Rule>,
): Promise<number> {
  const now = deps.clock.now();
  const forgetBefore = new Date(now.getTime() - FORGET_FAILURES_SECONDS * 1000);
  await deleteForgotten(deps.db, forgetBefore);
  let wait = 0;
  for (const kind of Object.keys(rules) as K[]) {
    const key = keys[kind];
    if (key === undefined) continue;
    const count = await countFailure(deps.db, key, now, forgetBefore);
    const seconds = lockSeconds(rules[kind], count);
    if (seconds > 0) {
      await lockKey(deps.db, key, new Date(now.getTime() + seconds * 1000));
      wait = Math.max(wait, seconds);
    }
  }
  return wait;
}

/** Counts a wrong password for the account and the address; returns the wait it now imposes (0: none). */
export function recordLoginFailure(deps: ThrottleDeps, attempt: LoginAttempt): Promise<number> {
  return countAndLock(deps, keysOf(attempt), THROTTLE_RULES);
}

const mailKeysOf = (attempt: MailRequest) => ({
  account: key('mail-to', attempt.email.trim().toLowerCase()),
  address: key('mail-from', attempt.address),
  ...(attempt.sender === undefined ? {} : { sender: key('mail-by', attempt.sender) }),
});

/**
 * A request that sends an e-mail, counted: the seconds to wait when this address, client or asking
 * account is locked (nothing is counted then), else 0 once the request is counted.
 */
export async function takeMailRequest(deps: ThrottleDeps, attempt: MailRequest): Promise<number> {
  const now = deps.clock.now();
  const keys = mailKeysOf(attempt);
  const end = await latestLockEnd(deps.db, Object.values(keys), now);
  if (end) return secondsUntil(end, now);
  await countAndLock(deps, keys, MAIL_REQUEST_RULES);
  return 0;
}

/** A successful login forgets the account's failures. */
export async function recordLoginSuccess(deps: ThrottleDeps, attempt: LoginAttempt): Promise<void> {
  await forgetKey(deps.db, keysOf(attempt).account);
}

/** '30 s', '2 min': the wait as the login page says it. */
export function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
}
