import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { field } from './account-input.ts';
import { LOGIN_LINK } from './form-views.ts';
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
import { activate, register, resendActivation } from './registration.service.ts';
import { sendPage } from './send-page.ts';

export type AccountRouteOptions = AccountDeps & { secret: string };

const hidden = { schema: { hide: true } };

const queryToken = (request: FastifyRequest) => {
  const value = (request.query as Record<string, unknown>)?.token;
  return typeof value === 'string' ? value : '';
};

const loginLinks = `<p><a href="${LOGIN_LINK}">Zaloguj się</a></p>`;

/**
 * The embedded account service's own pages under /konto (issue 33, decision 0033): registration,
 * activation, password reset and the e-mail change's confirmation, then the account panel. Server
 * rendered, Polish, no scripts (the /konto pages' CSP); mounted only with the embedded login service.
 */
export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const deps: AccountDeps = { db: options.db, clock: options.clock, publicUrl: options.publicUrl };
  await app.register(async (pages) => {
    await pages.register(formbody, { bodyLimit: 16 * 1024 });
    const client = (request: FastifyRequest) => ({ address: request.ip });

    pages.get('/konto/rejestracja', hidden, (_request, reply) => sendPage(reply, registrationPage({})));
    pages.post('/konto/rejestracja', hidden, async (request, reply) => {
      const result = await register(deps, request.body, client(request));
      if (result.ok) return sendPage(reply, checkInboxPage(result.email, 'activation'));
      if (result.wait) reply.header('retry-after', String(result.wait));
      return sendPage(reply, registrationPage(result), result.wait ? 429 : 422);
    });

    const resend = (email?: string, error?: string, wait?: number) =>
      emailRequestPage({
        heading: 'Wyślij link aktywacyjny ponownie',
        intro:
          'Podaj adres e-mail podany przy rejestracji. Jeśli konto nie jest jeszcze aktywne, wyślemy nowy link aktywacyjny ważny przez 7 dni.',
        action: '/konto/aktywacja/ponownie',
        button: 'Wyślij link',
        email,
        error,
        wait,
      });
    pages.get('/konto/aktywacja/ponownie', hidden, (_request, reply) => sendPage(reply, resend()));
    pages.post('/konto/aktywacja/ponownie', hidden, async (request, reply) => {
      const result = await resendActivation(deps, request.body, client(request));
      if (result.ok) return sendPage(reply, checkInboxPage(result.email, 'activation'));
      if (result.wait) reply.header('retry-after', String(result.wait));
      return sendPage(
        reply,
        resend(result.email, result.error || undefined, result.wait),
        result.wait ? 429 : 422,
      );
    });

    pages.get('/konto/aktywacja', hidden, (request, reply) =>
      sendPage(
        reply,
        confirmLinkPage({
          heading: 'Aktywacja konta',
          text: 'Aby zakończyć rejestrację, aktywuj konto.',
          action: '/konto/aktywacja',
          token: queryToken(request),
          button: 'Aktywuj konto',
        }),
      ),
    );
    pages.post('/konto/aktywacja', hidden, async (request, reply) => {
      const state = await activate(deps, field(request.body, 'token'));
      if (state === 'active')
        return sendPage(
          reply,
          messagePage({
            heading: 'Konto aktywne',
            message: 'To konto jest już aktywne. Możesz się zalogować.',
            ok: true,
            links: loginLinks,
          }),
        );
      if (state === 'valid')
        return sendPage(
          reply,
          messagePage({
            heading: 'Konto aktywne',
            message: 'Konto zostało aktywowane. Możesz się zalogować.',
            ok: true,
            links: loginLinks,
          }),
        );
      return sendPage(
        reply,
        messagePage({
          heading: 'Aktywacja konta',
          message: linkStateMessages[state],
          ok: false,
          links: `<p><a href="/konto/aktywacja/ponownie">Wyślij link aktywacyjny ponownie</a></p>${loginLinks}`,
        }),
        state === 'invalid' ? 404 : 410,
      );
    });

    const forgot = (email?: string, error?: string, wait?: number) =>
      emailRequestPage({
        heading: 'Nie pamiętam hasła',
        intro:
          'Podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła, ważny przez 1 godzinę.',
        action: '/konto/haslo',
        button: 'Wyślij link',
        email,
        error,
        wait,
      });
    pages.get('/konto/haslo', hidden, (_request, reply) => sendPage(reply, forgot()));
    pages.post('/konto/haslo', hidden, async (request, reply) => {
      const result = await requestReset(deps, request.body, client(request));
      if (result.ok) return sendPage(reply, checkInboxPage(result.email, 'reset'));
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
        messagePage({
          heading: 'Nowe hasło',
          message: linkStateMessages[state],
          ok: false,
          links: '<p><a href="/konto/haslo">Poproś o nowy link</a></p>',
        }),
        state === 'invalid' ? 404 : 410,
      );
    pages.get('/konto/haslo/nowe', hidden, async (request, reply) => {
      const token = queryToken(request);
      const state = await resetLinkState(deps, token);
      if (state !== 'valid') return badResetLink(reply, state);
      return sendPage(reply, resetPasswordPage({ token }));
    });
    pages.post('/konto/haslo/nowe', hidden, async (request, reply) => {
      const token = field(request.body, 'token');
      const result = await resetPassword(deps, token, request.body);
      if (result.ok)
        return sendPage(
          reply,
          messagePage({
            heading: 'Hasło zmienione',
            message:
              'Nowe hasło zostało ustawione. Wszystkie sesje konta zostały zakończone; zaloguj się nowym hasłem.',
            ok: true,
            links: loginLinks,
          }),
        );
      if ('link' in result) return badResetLink(reply, result.link);
      if ('blocked' in result)
        return sendPage(
          reply,
          messagePage({ heading: 'Nowe hasło', message: BLOCKED_MESSAGE, ok: false }),
          403,
        );
      return sendPage(reply, resetPasswordPage({ token, error: result.password }), 422);
    });

    pages.get('/konto/email/potwierdz', hidden, async (request, reply) => {
      const token = queryToken(request);
      const { state, newEmail } = await emailLinkState(deps, token);
      if (state !== 'valid')
        return sendPage(
          reply,
          messagePage({ heading: 'Zmiana adresu e-mail', message: linkStateMessages[state], ok: false }),
          state === 'invalid' ? 404 : 410,
        );
      return sendPage(
        reply,
        confirmLinkPage({
          heading: 'Zmiana adresu e-mail',
          text: `Potwierdź, że nowym adresem e-mail konta ma być ${newEmail ?? ''}.`,
          action: '/konto/email/potwierdz',
          token,
          button: 'Potwierdź nowy adres',
        }),
      );
    });
    pages.post('/konto/email/potwierdz', hidden, async (request, reply) => {
      const result = await confirmEmailChange(deps, field(request.body, 'token'));
      if (result.ok)
        return sendPage(
          reply,
          messagePage({
            heading: 'Adres e-mail zmieniony',
            message: `Adres e-mail konta to teraz ${result.email}. Loguj się nim od tej chwili.`,
            ok: true,
            links: '<p><a href="/konto/panel">Przejdź do konta</a></p>',
          }),
        );
      if ('taken' in result)
        return sendPage(
          reply,
          messagePage({
            heading: 'Zmiana adresu e-mail',
            message: 'Ten adres e-mail jest już używany przez inne konto.',
            ok: false,
          }),
          409,
        );
      return sendPage(
        reply,
        messagePage({ heading: 'Zmiana adresu e-mail', message: linkStateMessages[result.link], ok: false }),
        result.link === 'invalid' ? 404 : 410,
      );
    });

    await panelRoutes(pages, { ...deps, secret: options.secret });
  });
}
