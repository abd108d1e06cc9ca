import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '../../lib/i18n.ts';
import { endOtherSessions } from '../auth/index.ts';
import { recordEvent } from '../events/index.ts';
import {
  activateAccount,
  destroyAccountSessions,
  EMBEDDED_ISSUER,
  hashPassword,
  lockAccount,
  setAccountPassword,
} from '../identity/index.ts';
import { accountMessageQueued } from '../mail/index.ts';
import { isSubjectBlocked, userOfSubject } from '../users/index.ts';
import { field } from './account-input.ts';
import { resetMail } from './account-mail-texts.ts';
import { spendLinks } from './accounts.repository.ts';
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
import { acceptMailRequest, type Client, type MailRequestResult } from './registration.service.ts';

export const BLOCKED_MESSAGE = /*i18n*/ {
  id: 'account.blocked',
  message: 'Konto zostało zablokowane. Skontaktuj się z administratorem Bazy Konkurencyjności.',
};

/**
 * 'Nie pamiętam hasła' (decision 0033): the same answer, in the same time, whether or not the address
 * has an account: the request is counted and queued, and the queue's job sends the link (sendReset).
 */
export async function requestReset(
  deps: AccountDeps,
  body: unknown,
  client: Client,
): Promise<MailRequestResult> {
  const request = await acceptMailRequest(deps, body, client);
  if ('refused' in request) return request.refused;
  await enqueueLinkRequest(deps, 'reset', request.email);
  return { ok: true, email: request.email };
}

/**
 * A reset link, valid for an hour and once, to a registered account that is not blocked. `key`: the
 * message's idempotency key (the job's), so that a job run again sends nothing more.
 */
export async function sendReset(
  deps: AccountDeps,
  account: { id: string; email: string; number: string; language: Locale },
  key: string,
) {
  if (await isSubjectBlocked(deps.db, EMBEDDED_ISSUER, account.id)) return;
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (await accountMessageQueued(trx, key)) return;
    await recordAndMailLink(trx, deps, {
      type: 'account.password_reset_requested',
      account,
      actor: visitor,
      purpose: 'reset',
      kind: 'account.reset',
      to: account.email,
      language: account.language,
      mail: resetMail,
      now,
      key,
    });
  });
}

/** Whether a reset link may still be used (the form is shown only then). */
export async function resetLinkState(deps: AccountDeps, token: string): Promise<LinkState> {
  return (await linkState(deps.db, token, 'reset', deps.clock.now())).state;
}

export type ResetResult =
  | { ok: true }
  | { ok: false; link: Exclude<LinkState, 'valid'> }
  | { ok: false; blocked: true }
  | { ok: false; password: MessageDescriptor };

/**
 * Sets the new password from a reset link: the link and every other open reset link of the account
 * are used up, the account becomes active (the link proved the address), and every session of the
 * account ends, in the portal and at the login service.
 */
export async function resetPassword(deps: AccountDeps, token: string, body: unknown): Promise<ResetResult> {
  const password = field(body, 'password');
  const now = deps.clock.now();
  const checked = await linkState(deps.db, token, 'reset', now);
  if (checked.state !== 'valid' || !checked.link)
    return { ok: false, link: checked.state as Exclude<LinkState, 'valid'> };
  const owner = await lockAccount(deps.db, checked.link.account_id);
  if (!owner) return { ok: false, link: 'invalid' };
  if (await isSubjectBlocked(deps.db, EMBEDDED_ISSUER, owner.id)) return { ok: false, blocked: true };
  const weak = await passwordProblem(password, {
    email: owner.email,
    givenName: owner.given_name,
    familyName: owner.family_name,
  });
  if (weak) return { ok: false, password: weak };
  const hash = await hashPassword(password);
  return deps.db.transaction().execute(async (trx): Promise<ResetResult> => {
    const { state, link } = await linkState(trx, token, 'reset', now);
    if (state !== 'valid' || !link) return { ok: false, link: state as Exclude<LinkState, 'valid'> };
    const account = await lockAccount(trx, link.account_id);
    if (!account) return { ok: false, link: 'invalid' };
    await spendLinks(trx, account.id, 'reset', now);
    await setAccountPassword(trx, account.id, hash, now);
    await activateAccount(trx, account.id, now);
    const user = await userOfSubject(trx, EMBEDDED_ISSUER, account.id);
    if (user) await endOtherSessions(trx, user.id, null, now);
    await destroyAccountSessions(trx, account.id);
    await recordEvent(trx, {
      type: 'account.password_reset',
      object: accountObject(account.number),
      actor: visitor,
      at: now,
    });
    return { ok: true };
  });
}
