import { createHash, randomBytes } from 'node:crypto';
import type { MessageDescriptor } from '@lingui/core';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import type { Locale } from '../../lib/i18n.ts';
import { type Actor, type EventType, recordEvent } from '../events/index.ts';
import { enqueueJob } from '../jobs/index.ts';
import { type AccountMailContent, queueAccountMessage } from '../mail/index.ts';
import { type PageLang, pageLang } from './account-language.ts';
import { insertLink, lockLink } from './accounts.repository.ts';

export type AccountDeps = { db: Kysely<DB>; clock: Clock; publicUrl: string };
export type LinkPurpose = 'activation' | 'reset' | 'email';

/** How long each kind of link may be used (the issue: activation 7 days, reset 1 hour). */
export const LINK_SECONDS: Record<LinkPurpose, number> = {
  activation: 7 * 24 * 3600,
  reset: 3600,
  email: 24 * 3600,
};

export const LINK_PATHS: Record<LinkPurpose, string> = {
  activation: '/konto/aktywacja',
  reset: '/konto/haslo/nowe',
  email: '/konto/email/potwierdz',
};

export const linkHash = (token: string) => createHash('sha256').update(`bk-link:${token}`).digest('hex');

/** A new single-use link: only its hash is stored; the address (with the token) goes in the e-mail. */
export async function issueLink(
  trx: Transaction<DB>,
  deps: AccountDeps,
  accountId: string,
  purpose: LinkPurpose,
  now: Date,
  newEmail: string | null = null,
  base = '',
) {
  const token = randomBytes(32).toString('base64url');
  const hash = linkHash(token);
  await insertLink(trx, {
    token_hash: hash,
    account_id: accountId,
    purpose,
    new_email: newEmail,
    created_at: now,
    expires_at: new Date(now.getTime() + LINK_SECONDS[purpose] * 1000),
  });
  return { url: `${deps.publicUrl}${base}${LINK_PATHS[purpose]}?token=${token}`, key: hash.slice(0, 32) };
}

export type LinkState = 'valid' | 'used' | 'expired' | 'invalid';

/** A link's state; `lock` in a transaction that will use it. */
export async function linkState(
  db: Kysely<DB> | Transaction<DB>,
  token: string,
  purpose: LinkPurpose,
  now: Date,
) {
  if (!token || token.length > 100 || !/^[A-Za-z0-9_-]+$/.test(token))
    return { state: 'invalid' as LinkState, link: undefined };
  const link = await lockLink(db, linkHash(token), purpose);
  if (!link) return { state: 'invalid' as LinkState, link };
  if (link.used_at) return { state: 'used' as LinkState, link };
  if (new Date(link.expires_at) <= now) return { state: 'expired' as LinkState, link };
  return { state: 'valid' as LinkState, link };
}

export const linkStateMessages: Record<Exclude<LinkState, 'valid'>, MessageDescriptor> = {
  used: /*i18n*/ {
    id: 'account.link.used',
    message: 'Ten link został już użyty. Każdego linku można użyć tylko raz.',
  },
  expired: /*i18n*/ { id: 'account.link.expired', message: 'Ten link wygasł.' },
  invalid: /*i18n*/ {
    id: 'account.link.invalid',
    message: 'Ten link jest nieprawidłowy. Sprawdź, czy skopiowano cały adres z wiadomości.',
  },
};

/** The actor of what a visitor does from an e-mail's link or a public form (not signed in). */
export const visitor: Actor = { kind: 'anonymous' };

export const accountObject = (number: string | number) => ({ kind: 'account', id: Number(number) });

/**
 * Records the event of a request for a link, makes the link and queues its e-mail to `to`, all in the
 * caller's transaction (the message's idempotency key is `key`, else the link's).
 */
export async function recordAndMailLink(
  trx: Transaction<DB>,
  deps: AccountDeps,
  input: {
    type: EventType;
    account: { id: string; number: string };
    actor: Actor;
    purpose: LinkPurpose;
    kind: `account.${string}`;
    to: string;
    newEmail?: string;
    /** The account's language: the e-mail's, and its link's page's. */
    language: Locale;
    mail: (lang: PageLang, url: string) => { subject: string; content: AccountMailContent };
    now: Date;
    key?: string;
  },
) {
  const event = await recordEvent(trx, {
    type: input.type,
    object: accountObject(input.account.number),
    actor: input.actor,
    at: input.now,
  });
  const lang = pageLang(input.language);
  const link = await issueLink(
    trx,
    deps,
    input.account.id,
    input.purpose,
    input.now,
    input.newEmail ?? null,
    lang.base,
  );
  await queueAccountMessage(trx, {
    kind: input.kind,
    key: input.key ?? `account:${input.purpose}:${link.key}`,
    to: input.to,
    ...input.mail(lang, link.url),
    locale: input.language,
    eventId: event.id,
    publicUrl: deps.publicUrl,
    now: input.now,
  });
}

/** The queue of the e-mails that requests by address may lead to (a new activation link, a reset). */
export const LINK_REQUEST_QUEUE = 'account.link-request';
export type LinkRequest = { purpose: 'activation' | 'reset'; email: string; publicUrl: string };

/**
 * A request by address for a link, left to the job queue (issue 44): the request writes the same one
 * row whether or not the address has an account, and the answer goes out before the account is looked
 * at (its link and e-mail are made after the answer, by link-requests.ts), so its time says nothing.
 */
export async function enqueueLinkRequest(deps: AccountDeps, purpose: LinkRequest['purpose'], email: string) {
  const now = deps.clock.now();
  const payload: LinkRequest = { purpose, email, publicUrl: deps.publicUrl };
  await enqueueJob(deps.db, { queue: LINK_REQUEST_QUEUE, runAt: now, payload, maxAttempts: 5 }, now);
}
