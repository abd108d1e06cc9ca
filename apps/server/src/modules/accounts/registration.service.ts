import { randomUUID } from 'node:crypto';
import type { MessageDescriptor } from '@lingui/core';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Locale } from '../../lib/i18n.ts';
import { recordEvent } from '../events/index.ts';
import {
  activateAccount,
  EMBEDDED_ISSUER,
  findAccountByEmail,
  hashPassword,
  insertRegisteredAccount,
  lockAccount,
  takeMailRequest,
} from '../identity/index.ts';
import { accountMessageQueued } from '../mail/index.ts';
import { accountOfLogin } from '../users/index.ts';
import { emailProblem, field, inputMessages, nameProblem, normalizeEmail } from './account-input.ts';
import { activationMail } from './account-mail-texts.ts';
import { deleteOldLinks, spendLinks } from './accounts.repository.ts';
import {
  type AccountDeps,
  accountObject,
  enqueueLinkRequest,
  type LinkState,
  linkState,
  recordAndMailLink,
  visitor,
} from './links.ts';
import { passwordProblem } from './password-policy.ts';

export type RegistrationFields = {
  email: string;
  given_name: string;
  family_name: string;
  terms: boolean;
  privacy: boolean;
};
export type FieldErrors = Partial<Record<keyof RegistrationFields | 'password', MessageDescriptor>>;
export type Client = { address: string };

export type RegistrationResult =
  | { ok: true; email: string }
  | { ok: false; fields: RegistrationFields; errors: FieldErrors; wait?: number };

/**
 * Registration (decision 0033): the fields checked, then the same answer whether or not the address
 * has an account already: a new account gets its activation link; an address with an account that is
 * not active gets a new one; an active account gets nothing (its owner signs in or resets the password).
 */
export async function register(
  deps: AccountDeps,
  body: unknown,
  client: Client,
  language: Locale = 'pl',
): Promise<RegistrationResult> {
  const fields: RegistrationFields = {
    email: normalizeEmail(field(body, 'email')),
    given_name: field(body, 'given_name').trim(),
    family_name: field(body, 'family_name').trim(),
    terms: field(body, 'terms') === 'tak',
    privacy: field(body, 'privacy') === 'tak',
  };
  const password = field(body, 'password');
  const errors: FieldErrors = {};
  const email = emailProblem(fields.email);
  if (email) errors.email = email;
  const given = nameProblem(fields.given_name, inputMessages.givenNameRequired);
  if (given) errors.given_name = given;
  const family = nameProblem(fields.family_name, inputMessages.familyNameRequired);
  if (family) errors.family_name = family;
  const weak = await passwordProblem(password, {
    email: fields.email,
    givenName: fields.given_name,
    familyName: fields.family_name,
  });
  if (weak) errors.password = weak;
  if (!fields.terms) errors.terms = inputMessages.terms;
  if (!fields.privacy) errors.privacy = inputMessages.privacy;
  if (Object.keys(errors).length > 0) return { ok: false, fields, errors };

  const wait = await takeMailRequest(deps, { email: fields.email, address: client.address });
  if (wait > 0) return { ok: false, fields, errors: {}, wait };

  // Hashed whether or not the address is taken: the answer takes as long either way.
  const passwordHash = await hashPassword(password);
  const existing = await findAccountByEmail(deps.db, fields.email);
  if (existing) {
    if (!existing.activated_at) await sendActivation(deps, existing);
    return { ok: true, email: fields.email };
  }
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const account = await insertRegisteredAccount(trx, {
      id: randomUUID(),
      email: fields.email,
      password_hash: passwordHash,
      given_name: fields.given_name,
      family_name: fields.family_name,
      created_at: now,
      terms_accepted_at: now,
      privacy_accepted_at: now,
      language,
    });
    // Registered by another request a moment ago: the same answer, nothing more.
    if (account) await mailActivation(trx, deps, account, 'account.registered', now);
  });
  return { ok: true, email: fields.email };
}

/** The event of a registration or of a request for a new link, and the activation link's e-mail. */
function mailActivation(
  trx: Transaction<DB>,
  deps: AccountDeps,
  account: { id: string; email: string; number: string; language: Locale },
  type: 'account.registered' | 'account.activation_sent',
  now: Date,
  key?: string,
) {
  return recordAndMailLink(trx, deps, {
    key,
    type,
    account,
    actor: visitor,
    purpose: 'activation',
    kind: 'account.activation',
    to: account.email,
    language: account.language,
    mail: activationMail,
    now,
  });
}

/** A new activation link; `key`: the message's idempotency key when a job sends it (sent once). */
export async function sendActivation(
  deps: AccountDeps,
  account: { id: string; email: string; number: string; language: Locale },
  key?: string,
) {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (key && (await accountMessageQueued(trx, key))) return;
    await mailActivation(trx, deps, account, 'account.activation_sent', now, key);
  });
}

export type MailRequestResult =
  | { ok: true; email: string }
  | { ok: false; error: MessageDescriptor | ''; email: string; wait?: number };

/**
 * The start of every request for an e-mail by address (a new activation link, a reset): the address
 * checked, the request counted and throttled whether or not it has an account. Its account is looked
 * at only by the job that sends the e-mail (link-requests.ts), after the answer.
 */
export async function acceptMailRequest(
  deps: AccountDeps,
  body: unknown,
  client: Client,
): Promise<{ refused: MailRequestResult } | { email: string }> {
  const email = normalizeEmail(field(body, 'email'));
  const problem = emailProblem(email);
  if (problem) return { refused: { ok: false, error: problem, email } };
  const wait = await takeMailRequest(deps, { email, address: client.address });
  if (wait > 0) return { refused: { ok: false, error: '', email, wait } };
  return { email };
}

/**
 * A new activation link: the same answer, in the same time, for every valid address; the job sends it
 * only to a registered, inactive account.
 */
export async function resendActivation(
  deps: AccountDeps,
  body: unknown,
  client: Client,
): Promise<MailRequestResult> {
  const request = await acceptMailRequest(deps, body, client);
  if ('refused' in request) return request.refused;
  await enqueueLinkRequest(deps, 'activation', request.email);
  return { ok: true, email: request.email };
}

/** An activation link's outcome: 'active' when its account was active already (a second click). */
export type ActivationState = LinkState | 'active';

/**
 * Opens an activation link: the account becomes active and gets its user in the portal (so that the
 * portal's administrators see, and may block, every account that can sign in). Single use; a used or
 * expired link of an account that is active by now says so (its holder only has to sign in).
 */
export async function activate(deps: AccountDeps, token: string): Promise<ActivationState> {
  const now = deps.clock.now();
  await deleteOldLinks(deps.db, new Date(now.getTime() - 7 * 24 * 3600 * 1000));
  return deps.db.transaction().execute(async (trx): Promise<ActivationState> => {
    const { state, link } = await linkState(trx, token, 'activation', now);
    if (!link) return state;
    if (state !== 'valid') {
      const account = await lockAccount(trx, link.account_id);
      return account?.activated_at ? 'active' : state;
    }
    await spendLinks(trx, link.account_id, 'activation', now);
    const activated = await activateAccount(trx, link.account_id, now);
    const account = await lockAccount(trx, link.account_id);
    if (!account) return 'invalid';
    if (!activated) return 'active';
    await accountOfLogin(trx, {
      issuer: EMBEDDED_ISSUER,
      subject: account.id,
      preferredName: account.email.split('@')[0]?.replace(/[^\p{L}\p{N}._-]/gu, '') || 'uzytkownik',
      profile: { email: account.email, forename: account.given_name, surname: account.family_name },
      at: now,
      language: account.language,
    });
    await recordEvent(trx, {
      type: 'account.activated',
      object: accountObject(account.number),
      actor: visitor,
      at: now,
    });
    return 'valid';
  });
}
