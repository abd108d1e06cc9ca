import { LOCALES } from '@bk/contracts/common/locale';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { field } from './account-input.ts';
import { loginLink, type PageLang, pageLang, type Text } from './account-language.ts';
import type { AccountDeps } from './links.ts';
import { linkStateMessages } from './links.ts';
import { panelRoutes } from './panel.routes.ts';
import { confirmEmailChange, emailLinkState } from './panel.service.ts';
import {
  checkInboxPage,
  confirmLinkPage,
  emailRequestPage,
  messagePage,
  registrationPage,
  resetPasswordPage,
} from './public-views.ts';
import { BLOCKED_MESSAGE, requestReset, resetLinkState, resetPassword } from './recovery.service.ts';
import { activate, type Client, register, resendActivation } from './registration.service.ts';
import { sendPage } from './send-page.ts';

export type AccountRouteOptions = AccountDeps & { secret: string };

const hidden = { schema: { hide: true } };

const queryToken = (request: FastifyRequest) => {
  const value = (request.query as Record<string, unknown>)?.token;
  return typeof value === 'string' ? value : '';
};

/**
 * The embedded account service's own pages under /konto (issue 33, decision 0033): registration,
 * activation, password reset and the e-mail change's confirmation, then the account panel. Server
 * rendered, in Polish at /konto and in English at /en/konto (issue 51), no scripts (the /konto pages' CSP);
 * mounted only with the embedded login service.
 */
export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const deps: AccountDeps = { db: options.db, clock: options.clock, publicUrl: options.publicUrl };
  await app.register(async (pages) => {
    await pages.register(formbody, { bodyLimit: 16 * 1024 });
    const client = (request: FastifyRequest) => ({ address: request.ip });

    for (const locale of LOCALES) localePages(pages, deps, pageLang(locale), client);
    await panelRoutes(pages, { ...deps, secret: options.secret });
  });
}

function localePages(
  pages: FastifyInstance,
  deps: AccountDeps,
  lang: PageLang,
  client: (request: FastifyRequest) => Client,
) {
  const { i18n, base } = lang;
  const loginLinks = `<p><a href="${loginLink(lang)}">${i18n._({ id: 'account.log-in', message: 'Zaloguj się' })}</a></p>`;
  pages.get(`${base}/konto/rejestracja`, hidden, (_request, reply) =>
    sendPage(reply, registrationPage(lang, {})),
  );
  pages.post(`${base}/konto/rejestracja`, hidden, async (request, reply) => {
    const result = await register(deps, request.body, client(request), lang.locale);
    if (result.ok) return sendPage(reply, checkInboxPage(lang, result.email, 'activation'));
    if (result.wait) reply.header('retry-after', String(result.wait));
    return sendPage(reply, registrationPage(lang, result), result.wait ? 429 : 422);
  });

  const resend = (email?: string, error?: Text, wait?: number) =>
    emailRequestPage(lang, {
      heading: i18n._({ id: 'account.resend.heading', message: 'Wyślij link aktywacyjny ponownie' }),
      intro: i18n._({
        id: 'account.resend.intro',
        message:
          'Podaj adres e-mail podany przy rejestracji. Jeśli konto nie jest jeszcze aktywne, wyślemy nowy link aktywacyjny ważny przez 7 dni.',
      }),
      action: `${base}/konto/aktywacja/ponownie`,
      button: i18n._({ id: 'account.send-link', message: 'Wyślij link' }),
      email,
      error,
      wait,
    });
  pages.get(`${base}/konto/aktywacja/ponownie`, hidden, (_request, reply) => sendPage(reply, resend()));
  pages.post(`${base}/konto/aktywacja/ponownie`, hidden, async (request, reply) => {
    const result = await resendActivation(deps, request.body, client(request));
    if (result.ok) return sendPage(reply, checkInboxPage(lang, result.email, 'activation'));
    if (result.wait) reply.header('retry-after', String(result.wait));
    return sendPage(
      reply,
      resend(result.email, result.error || undefined, result.wait),
      result.wait ? 429 : 422,
    );
  });

  pages.get(`${base}/konto/aktywacja`, hidden, (request, reply) =>
    sendPage(
      reply,
      confirmLinkPage(lang, {
        heading: i18n._({ id: 'account.activation.heading', message: 'Aktywacja konta' }),
        text: i18n._({ id: 'account.activation.text', message: 'Aby zakończyć rejestrację, aktywuj konto.' }),
        action: `${base}/konto/aktywacja`,
        token: queryToken(request),
        button: i18n._({ id: 'account.activation.button', message: 'Aktywuj konto' }),
      }),
    ),
  );
  pages.post(`${base}/konto/aktywacja`, hidden, async (request, reply) => {
    const state = await activate(deps, field(request.body, 'token'));
    if (state === 'active')
      return sendPage(
        reply,
        messagePage(lang, {
          heading: i18n._({ id: 'account.activation.done', message: 'Konto aktywne' }),
          message: i18n._({
            id: 'account.activation.already',
            message: 'To konto jest już aktywne. Możesz się zalogować.',
          }),
          ok: true,
          links: loginLinks,
        }),
      );
    if (state === 'valid')
      return sendPage(
        reply,
        messagePage(lang, {
          heading: i18n._({ id: 'account.activation.done', message: 'Konto aktywne' }),
          message: i18n._({
            id: 'account.activation.activated',
            message: 'Konto zostało aktywowane. Możesz się zalogować.',
          }),
          ok: true,
          links: loginLinks,
        }),
      );
    return sendPage(
      reply,
      messagePage(lang, {
        heading: i18n._({ id: 'account.activation.heading', message: 'Aktywacja konta' }),
        message: linkStateMessages[state],
        ok: false,
        links: `<p><a href="${base}/konto/aktywacja/ponownie">${i18n._({ id: 'account.resend.heading', message: 'Wyślij link aktywacyjny ponownie' })}</a></p>${loginLinks}`,
      }),
      state === 'invalid' ? 404 : 410,
    );
  });

  const forgot = (email?: string, error?: Text, wait?: number) =>
    emailRequestPage(lang, {
      heading: i18n._({ id: 'account.forgot.heading', message: 'Nie pamiętam hasła' }),
      intro: i18n._({
        id: 'account.forgot.intro',
        message:
          'Podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła, ważny przez 1 godzinę.',
      }),
      action: `${base}/konto/haslo`,
      button: i18n._({ id: 'account.send-link', message: 'Wyślij link' }),
      email,
      error,
      wait,
    });
  pages.get(`${base}/konto/haslo`, hidden, (_request, reply) => sendPage(reply, forgot()));
  pages.post(`${base}/konto/haslo`, hidden, async (request, reply) => {
    const result = await requestReset(deps, request.body, client(request));
    if (result.ok) return sendPage(reply, checkInboxPage(lang, result.email, 'reset'));
    if (result.wait) reply.header('retry-after', String(result.wait));
    return sendPage(
      reply,
      forgot(result.email, result.error || undefined, result.wait),
      result.wait ? 429 : 422,
    );
  });

  const badResetLink = (reply: FastifyReply, state: keyof typeof linkStateMessages) =>
    sendPage(
      reply,
      messagePage(lang, {
        heading: i18n._({ id: 'account.reset.title', message: 'Nowe hasło' }),
        message: linkStateMessages[state],
        ok: false,
        links: `<p><a href="${base}/konto/haslo">${i18n._({ id: 'account.ask-new-link', message: 'Poproś o nowy link' })}</a></p>`,
      }),
      state === 'invalid' ? 404 : 410,
    );
  pages.get(`${base}/konto/haslo/nowe`, hidden, async (request, reply) => {
    const token = queryToken(request);
    const state = await resetLinkState(deps, token);
    if (state !== 'valid') return badResetLink(reply, state);
    return sendPage(reply, resetPasswordPage(lang, { token }));
  });
  pages.post(`${base}/konto/haslo/nowe`, hidden, async (request, reply) => {
    const token = field(request.body, 'token');
    const result = await resetPassword(deps, token, request.body);
    if (result.ok)
      return sendPage(
        reply,
        messagePage(lang, {
          heading: i18n._({ id: 'account.reset.done', message: 'Hasło zmienione' }),
          message: i18n._({
            id: 'account.reset.done-text',
            message:
              'Nowe hasło zostało ustawione. Wszystkie sesje konta zostały zakończone; zaloguj się nowym hasłem.',
          }),
          ok: true,
          links: loginLinks,
        }),
      );
    if ('link' in result) return badResetLink(reply, result.link);
    if ('blocked' in result)
      return sendPage(
        reply,
        messagePage(lang, {
          heading: i18n._({ id: 'account.reset.title', message: 'Nowe hasło' }),
          message: BLOCKED_MESSAGE,
          ok: false,
        }),
        403,
      );
    return sendPage(reply, resetPasswordPage(lang, { token, error: result.password }), 422);
  });

  pages.get(`${base}/konto/email/potwierdz`, hidden, async (request, reply) => {
    const token = queryToken(request);
    const { state, newEmail } = await emailLinkState(deps, token);
    if (state !== 'valid')
      return sendPage(
        reply,
        messagePage(lang, {
          heading: i18n._({ id: 'account.email-change.heading', message: 'Zmiana adresu e-mail' }),
          message: linkStateMessages[state],
          ok: false,
        }),
        state === 'invalid' ? 404 : 410,
      );
    return sendPage(
      reply,
      confirmLinkPage(lang, {
        heading: i18n._({ id: 'account.email-change.heading', message: 'Zmiana adresu e-mail' }),
        text: i18n._({
          id: 'account.email-change.confirm',
          message: 'Potwierdź, że nowym adresem e-mail konta ma być {email}.',
          values: { email: newEmail ?? '' },
        }),
        action: `${base}/konto/email/potwierdz`,
        token,
        button: i18n._({ id: 'account.email-change.button', message: 'Potwierdź nowy adres' }),
      }),
    );
  });
  pages.post(`${base}/konto/email/potwierdz`, hidden, async (request, reply) => {
    const result = await confirmEmailChange(deps, field(request.body, 'token'));
    if (result.ok)
      return sendPage(
        reply,
        messagePage(lang, {
          heading: i18n._({ id: 'account.email-change.done', message: 'Adres e-mail zmieniony' }),
          message: i18n._({
            id: 'account.email-change.done-text',
            message: 'Adres e-mail konta to teraz {email}. Loguj się nim od tej chwili.',
            values: { email: result.email },
          }),
          ok: true,
          links: `<p><a href="/konto/panel">${i18n._({ id: 'account.go-to-account', message: 'Przejdź do konta' })}</a></p>`,
        }),
      );
    if ('taken' in result)
      return sendPage(
        reply,
        messagePage(lang, {
          heading: i18n._({ id: 'account.email-change.heading', message: 'Zmiana adresu e-mail' }),
          message: i18n._({
            id: 'account.email-change.taken',
            message: 'Ten adres e-mail jest już używany przez inne konto.',
          }),
          ok: false,
        }),
        409,
      );
    return sendPage(
      reply,
      messagePage(lang, {
        heading: i18n._({ id: 'account.email-change.heading', message: 'Zmiana adresu e-mail' }),
        message: linkStateMessages[result.link],
        ok: false,
      }),
      result.link === 'invalid' ? 404 : 410,
    );
  });
}
