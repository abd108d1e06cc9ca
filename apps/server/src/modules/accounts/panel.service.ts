import { endOtherSessions, endSessionOfUser, sessionsOfUser } from '../auth/index.ts';
import { recordEvent, userActor } from '../events/index.ts';
import {
  destroyAccountSessions,
  EMBEDDED_ISSUER,
  emailTaken,
  findAccountById,
  hashPassword,
  lockAccount,
  loginWaitSeconds,
  recordLoginFailure,
  recordLoginSuccess,
  setAccountEmail,
  setAccountName,
  setAccountPassword,
  takeMailRequest,
  verifyPassword,
  waitText,
} from '../identity/index.ts';
import { queueAccountMessage } from '../mail/index.ts';
import { syncAccountProfile, userById } from '../users/index.ts';
import { emailProblem, field, inputMessages, nameProblem, normalizeEmail } from './account-input.ts';
import { pageLang, type Text } from './account-language.ts';
import {
  emailChangedMail,
  emailChangeMail,
  emailInUseMail,
  passwordChangedMail,
} from './account-mail-texts.ts';
import { spendLinks } from './accounts.repository.ts';
import {
  type AccountDeps,
  accountObject,
  type LinkState,
  linkState,
  recordAndMailLink,
  visitor,
} from './links.ts';
import { passwordProblem } from './password-policy.ts';

/** The signed-in user of the account panel: the portal session and its embedded account. */
export type PanelUser = { userId: number; sessionId: number };

export const PANEL_PATH = '/konto/panel';

const TOO_MANY = /*i18n*/ {
  id: 'panel.too-many',
  message: 'Zbyt wiele nieudanych prób. Spróbuj ponownie za {wait}.',
};
const TOO_MANY_CHANGES = /*i18n*/ {
  id: 'panel.too-many-changes',
  message: 'Zbyt wiele próśb o zmianę adresu e-mail. Spróbuj ponownie za {wait}.',
};

export const panelMessages = {
  wrongPassword: /*i18n*/ { id: 'panel.wrong-password', message: 'Obecne hasło jest nieprawidłowe.' },
  currentRequired: /*i18n*/ { id: 'panel.current-required', message: 'Podaj obecne hasło.' },
  sameEmail: /*i18n*/ { id: 'panel.same-email', message: 'To jest obecny adres e-mail konta.' },
  tooMany: (seconds: number): Text => ({ ...TOO_MANY, values: { wait: waitText(seconds) } }),
  tooManyChanges: (seconds: number): Text => ({ ...TOO_MANY_CHANGES, values: { wait: waitText(seconds) } }),
};

/** The panel's account, or undefined when the user's account is not the embedded service's. */
export async function panelAccount(deps: AccountDeps, panel: PanelUser) {
  const user = await userById(deps.db, panel.userId);
  if (!user || user.oidc_issuer !== EMBEDDED_ISSUER) return undefined;
  const account = await findAccountById(deps.db, user.oidc_subject);
  if (!account) return undefined;
  const sessions = await sessionsOfUser(deps, panel.userId);
  return { user, account, sessions };
}

type Account = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

/** The current password, checked with the login's throttling (a stolen session cannot guess it). */
async function checkCurrentPassword(deps: AccountDeps, account: Account, password: string, address: string) {
  const attempt = { email: account.email, address };
  const wait = await loginWaitSeconds(deps, attempt);
  if (wait > 0) return { error: panelMessages.tooMany(wait), wait };
  if (!password) return { error: panelMessages.currentRequired };
  if (!(await verifyPassword(password, account.password_hash))) {
    const locked = await recordLoginFailure(deps, attempt);
    return { error: locked > 0 ? panelMessages.tooMany(locked) : panelMessages.wrongPassword, wait: locked };
  }
  await recordLoginSuccess(deps, attempt);
  return null;
}

export type FormResult =
  | { ok: true; notice: Text }
  | { ok: false; errors: Record<string, Text>; wait?: number };

export async function changeName(
  deps: AccountDeps,
  panel: PanelUser,
  account: Account,
  body: unknown,
): Promise<FormResult> {
  const given = field(body, 'given_name').trim();
  const family = field(body, 'family_name').trim();
  const errors: Record<string, Text> = {};
  const g = nameProblem(given, inputMessages.givenNameRequired);
  if (g) errors.given_name = g;
  const f = nameProblem(family, inputMessages.familyNameRequired);
  if (f) errors.family_name = f;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await setAccountName(trx, account.id, { given_name: given, family_name: family });
    await syncAccountProfile(trx, EMBEDDED_ISSUER, account.id, { forename: given, surname: family });
    await recordEvent(trx, {
      type: 'account.name_changed',
      object: accountObject(account.number),
      actor: userActor(panel.userId),
      at: now,
    });
  });
  return { ok: true, notice: /*i18n*/ { id: 'panel.name.saved', message: 'Zapisano imię i nazwisko.' } };
}

/**
 * An e-mail change: a confirmation link goes to the new address; nothing changes until it is opened.
 * The answer is the same whether or not the address is another account's (issue 44): that account's
 * owner is told instead that someone tried to use it, with no link. Counted like every request that
 * sends an e-mail, by the address, the client and the account asking.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  panel: PanelUser,
  account: Account,
  body: unknown,
  address: string,
): Promise<FormResult> {
  const email = normalizeEmail(field(body, 'new_email'));
  const problem = emailProblem(email);
  if (problem) return { ok: false, errors: { new_email: problem } };
  if (email.toLowerCase() === account.email.toLowerCase())
    return { ok: false, errors: { new_email: panelMessages.sameEmail } };
  const wrong = await checkCurrentPassword(deps, account, field(body, 'current_password'), address);
  if (wrong) return { ok: false, errors: { email_password: wrong.error }, wait: wrong.wait };
  const wait = await takeMailRequest(deps, { email, address, sender: account.id });
  if (wait > 0) return { ok: false, errors: { new_email: panelMessages.tooManyChanges(wait) }, wait };
  const taken = await emailTaken(deps.db, email, account.id);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (taken) {
      const event = await recordEvent(trx, {
        type: 'account.email_change_requested',
        object: accountObject(account.number),
        actor: userActor(panel.userId),
        at: now,
      });
      await queueAccountMessage(trx, {
        kind: 'account.email_in_use',
        key: `account:email-in-use:${event.id}`,
        to: email,
        // The owner of that address is not looked up: Polish, the portal's first language.
        ...emailInUseMail(pageLang('pl'), `${deps.publicUrl}/konto/haslo`),
        locale: 'pl',
        eventId: event.id,
        publicUrl: deps.publicUrl,
        now,
      });
      return;
    }
    await recordAndMailLink(trx, deps, {
      type: 'account.email_change_requested',
      account,
      actor: userActor(panel.userId),
      purpose: 'email',
      kind: 'account.email_change',
      to: email,
      newEmail: email,
      language: account.language,
      mail: (lang, url) => emailChangeMail(lang, url, email),
      now,
    });
  });
  return {
    ok: true,
    notice: /*i18n*/ {
      id: 'panel.email.sent',
      message:
        'Wysłaliśmy wiadomość na adres {email}. Adres konta zmieni się po otwarciu linku z tej wiadomości (link jest ważny 24 godziny).',
      values: { email },
    },
  };
}

export async function emailLinkState(deps: AccountDeps, token: string) {
  const { state, link } = await linkState(deps.db, token, 'email', deps.clock.now());
  return { state, newEmail: link?.new_email ?? null };
}

export type EmailConfirmResult =
  | { ok: true; email: string }
  | { ok: false; link: Exclude<LinkState, 'valid'> }
  | { ok: false; taken: true };

/** Opens an e-mail confirmation link: the account (and its portal user) takes the new address. */
export async function confirmEmailChange(deps: AccountDeps, token: string): Promise<EmailConfirmResult> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx): Promise<EmailConfirmResult> => {
    const { state, link } = await linkState(trx, token, 'email', now);
    if (state !== 'valid' || !link?.new_email)
      return { ok: false, link: state === 'valid' ? 'invalid' : state };
    const account = await lockAccount(trx, link.account_id);
    if (!account) return { ok: false, link: 'invalid' };
    await spendLinks(trx, account.id, 'email', now);
    const changed = await setAccountEmail(trx, account.id, link.new_email);
    if (!changed) return { ok: false, taken: true };
    await syncAccountProfile(trx, EMBEDDED_ISSUER, account.id, { email: link.new_email });
    const event = await recordEvent(trx, {
      type: 'account.email_changed',
      object: accountObject(account.number),
      actor: visitor,
      at: now,
    });
    const notice = emailChangedMail(
      pageLang(account.language),
      link.new_email,
      `${deps.publicUrl}${PANEL_PATH}`,
    );
    await queueAccountMessage(trx, {
      kind: 'account.email_changed',
      key: `account:email-changed:${event.id}`,
      to: account.email,
      ...notice,
      locale: account.language,
      eventId: event.id,
      publicUrl: deps.publicUrl,
      now,
    });
    return { ok: true, email: link.new_email };
  });
}

/** A password change: the current one checked; every other session of the account ends. */
export async function changePassword(
  deps: AccountDeps,
  panel: PanelUser,
  account: Account,
  body: unknown,
  address: string,
): Promise<FormResult> {
  const wrong = await checkCurrentPassword(deps, account, field(body, 'current_password'), address);
  if (wrong) return { ok: false, errors: { current_password: wrong.error }, wait: wrong.wait };
  const password = field(body, 'new_password');
  const weak = await passwordProblem(password, {
    email: account.email,
    givenName: account.given_name,
    familyName: account.family_name,
  });
  if (weak) return { ok: false, errors: { new_password: weak } };
  const hash = await hashPassword(password);
  const now = deps.clock.now();
  const ended = await deps.db.transaction().execute(async (trx) => {
    await setAccountPassword(trx, account.id, hash, now);
    const count = await endOtherSessions(trx, panel.userId, panel.sessionId, now);
    await destroyAccountSessions(trx, account.id);
    const event = await recordEvent(trx, {
      type: 'account.password_changed',
      object: accountObject(account.number),
      actor: userActor(panel.userId),
      at: now,
      payload: { sessions_ended: count },
    });
    await queueAccountMessage(trx, {
      kind: 'account.password_changed',
      key: `account:password-changed:${event.id}`,
      to: account.email,
      ...passwordChangedMail(pageLang(account.language), `${deps.publicUrl}${PANEL_PATH}`),
      locale: account.language,
      eventId: event.id,
      publicUrl: deps.publicUrl,
      now,
    });
    return count;
  });
  return {
    ok: true,
    notice:
      ended === 0
        ? /*i18n*/ { id: 'panel.password.changed', message: 'Hasło zostało zmienione.' }
        : /*i18n*/ {
            id: 'panel.password.changed-sessions',
            message: 'Hasło zostało zmienione. Zakończono pozostałe sesje ({count}).',
            values: { count: ended },
          },
  };
}

/** Signs out one of the user's other sessions. */
export async function endSession(deps: AccountDeps, panel: PanelUser, sessionId: number): Promise<boolean> {
  return endSessionOfUser(deps, panel.userId, sessionId);
}
