import { ACCOUNT_PAGE_PATH, LOGIN_BLOCKED_PATH } from '@bk/contracts/common/limits';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { type I18n, type Locale, serverI18n } from '../../lib/i18n.ts';
import { checkCredentials } from './login.service.ts';
import {
  loginWaitSeconds,
  recordLoginFailure,
  recordLoginSuccess,
  waitText,
} from './login-throttle.service.ts';
import { IDENTITY_MOUNT } from './provider.ts';
import {
  ACCOUNT_STYLESHEET_PATH,
  accountStylesheet,
  type DemoAccount,
  errorPage,
  loginPage,
  STYLESHEET_PATH,
  stylesheet,
} from './views.ts';

export type IdentityRouteOptions = {
  db: Kysely<DB>;
  clock: Clock;
  provider: Provider;
  demoAccounts: () => Promise<{ accounts: DemoAccount[]; password: string | null }>;
};

const hidden = { schema: { hide: true } };
const INVALID_LOGIN = /*i18n*/ { id: 'login.invalid', message: 'Nieprawidłowy adres e-mail lub hasło.' };
const INACTIVE_LOGIN = /*i18n*/ {
  id: 'login.inactive',
  message:
    'Konto nie zostało jeszcze aktywowane. Otwórz link aktywacyjny z wiadomości wysłanej po rejestracji albo poproś o nowy.',
};
const tooManyFailures = (i18n: I18n, seconds: number) =>
  i18n._({
    id: 'login.too-many',
    message: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za {wait}.',
    values: { wait: waitText(seconds) },
  });
const expired = (i18n: I18n) =>
  errorPage(
    i18n._({ id: 'login.expired', message: 'Sesja logowania wygasła. Spróbuj ponownie.' }),
    undefined,
  );

/** The language the portal asked the login pages to be in (`ui_locales`, issue 51); Polish by default. */
function interactionLocale(details: { params: Record<string, unknown> }): Locale {
  const asked = String(details.params.ui_locales ?? '').split(' ');
  return asked.includes('en') ? 'en' : 'pl';
}

/** The embedded identity service: its login pages, then everything else handed to oidc-provider. */
export async function identityRoutes(app: FastifyInstance, options: IdentityRouteOptions): Promise<void> {
  const { db, provider } = options;
  const throttle = { db, clock: options.clock };
  const callback = provider.callback();

  async function renderLogin(
    reply: FastifyReply,
    uid: string,
    email?: string,
    error?: string,
    waitSeconds = 0,
    refusal?: 'inactive',
    locale: Locale = 'pl',
  ) {
    const demo = await options.demoAccounts();
    if (waitSeconds > 0) reply.header('retry-after', String(waitSeconds));
    return reply
      .code(waitSeconds > 0 ? 429 : refusal ? 403 : error ? 401 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        loginPage({
          action: `${IDENTITY_MOUNT}/interaction/${uid}/login`,
          abortAction: `${IDENTITY_MOUNT}/interaction/${uid}/abort`,
          email,
          error,
          resendLink: refusal === 'inactive',
          demoAccounts: demo.accounts,
          demoPassword: demo.password,
          locale,
        }),
      );
  }

  app.get(STYLESHEET_PATH, hidden, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(stylesheet),
  );
  app.get(ACCOUNT_STYLESHEET_PATH, hidden, (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(accountStylesheet),
  );

  await app.register(async (interactions) => {
    await interactions.register(formbody);

    interactions.get<{ Params: { uid: string } }>(
      `${IDENTITY_MOUNT}/interaction/:uid`,
      hidden,
      async (request, reply) => {
        try {
          const details = await provider.interactionDetails(request.raw, reply.raw);
          if (details.prompt.name !== 'login') {
            // Consent is implied for the portal (see loadExistingGrant); finish any other prompt at once.
            reply.hijack();
            return provider.interactionFinished(
              request.raw,
              reply.raw,
              {},
              { mergeWithLastSubmission: true },
            );
          }
          return renderLogin(
            reply,
            request.params.uid,
            undefined,
            undefined,
            0,
            undefined,
            interactionLocale(details),
          );
        } catch {
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(expired(serverI18n('pl')));
        }
      },
    );

    interactions.post<{ Params: { uid: string }; Body: { email?: string; password?: string } }>(
      `${IDENTITY_MOUNT}/interaction/:uid/login`,
      hidden,
      async (request, reply) => {
        const uid = request.params.uid;
        let locale: Locale;
        try {
          locale = interactionLocale(await provider.interactionDetails(request.raw, reply.raw));
        } catch {
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(expired(serverI18n('pl')));
        }
        const i18n = serverI18n(locale);
        const email = String(request.body?.email ?? '').trim();
        const password = String(request.body?.password ?? '');
        const attempt = { email, address: request.ip };
        const wait = await loginWaitSeconds(throttle, attempt);
        if (wait > 0)
          return renderLogin(reply, uid, email, tooManyFailures(i18n, wait), wait, undefined, locale);
        const result = await checkCredentials(db, email, password);
        if (!result.ok && result.reason === 'invalid') {
          const locked = await recordLoginFailure(throttle, attempt);
          const invalid = i18n._(INVALID_LOGIN);
          const error = locked > 0 ? `${invalid} ${tooManyFailures(i18n, locked)}` : invalid;
          return renderLogin(reply, uid, email, error, locked, undefined, locale);
        }
        await recordLoginSuccess(throttle, attempt);
        // A blocked account is refused here, and told so on the portal's page that names whom to write
        // to (the same page a block found at the portal's callback leads to).
        if (!result.ok && result.reason === 'blocked') return reply.redirect(LOGIN_BLOCKED_PATH, 303);
        if (!result.ok) return renderLogin(reply, uid, email, i18n._(INACTIVE_LOGIN), 0, 'inactive', locale);
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, {
          login: { accountId: result.account.id },
        });
      },
    );

    interactions.post<{ Params: { uid: string } }>(
      `${IDENTITY_MOUNT}/interaction/:uid/abort`,
      hidden,
      async (request, reply) => {
        reply.hijack();
        await provider.interactionFinished(request.raw, reply.raw, {
          error: 'access_denied',
          error_description: 'Logowanie anulowane przez użytkownika.',
        });
      },
    );
  });

  // Everything else under /konto is the standard OpenID Connect provider; it reads the raw body itself.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      // The account pages the portal links to are not the provider's: the portal's 404 page answers them.
      const path = request.url.split('?')[0] ?? '';
      if (request.method === 'GET' && path === IDENTITY_MOUNT) return reply.redirect('/konto/panel', 302);
      if (request.method === 'GET' && ACCOUNT_PAGE_PATH.test(path)) return reply.callNotFound();
      reply.hijack();
      const req = request.raw as typeof request.raw & { originalUrl?: string };
      const url = req.url ?? '/';
      req.originalUrl = url;
      req.url = url.slice(IDENTITY_MOUNT.length) || '/';
      callback(req, reply.raw);
    };
    raw.all(IDENTITY_MOUNT, hidden, forward);
    raw.all(`${IDENTITY_MOUNT}/*`, hidden, forward);
  });
}
