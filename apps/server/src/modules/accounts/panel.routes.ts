import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { hasPermission, permissionsOf } from '../users/index.ts';
import { pageLang, type Text } from './account-language.ts';
import type { AccountDeps } from './links.ts';
import {
  changeName,
  changePassword,
  endSession,
  type FormResult,
  PANEL_PATH,
  panelAccount,
  requestEmailChange,
} from './panel.service.ts';
import { formAllowed, type PanelSession, panelSession, toLogin } from './panel-auth.ts';
import { mayListPanelUsers, panelUser, panelUsers, setPanelUserBlocked } from './panel-users.service.ts';
import { panelPage, panelUserPage, panelUsersPage } from './panel-views.ts';
import { messagePage } from './public-views.ts';
import { sendPage } from './send-page.ts';

const hidden = { schema: { hide: true } };
/** The panel is in Polish (its English version is still to come, issue 51). */
const pl = pageLang('pl');

const FORBIDDEN_PAGE = messagePage(pl, {
  heading: 'Wystąpił błąd',
  message: 'Nie masz uprawnień do przeglądania tej strony.',
  ok: false,
  links: `<p><a href="${PANEL_PATH}">Wróć do panelu konta</a></p>`,
});
const REFUSED_FORM = messagePage(pl, {
  heading: 'Wystąpił błąd',
  message: 'Formularz wygasł albo został wysłany z innej strony. Wróć do panelu konta i spróbuj ponownie.',
  ok: false,
  links: `<p><a href="${PANEL_PATH}">Wróć do panelu konta</a></p>`,
});
const NOT_EMBEDDED = messagePage(pl, {
  heading: 'Wystąpił błąd',
  message: 'To konto nie jest prowadzone przez usługę logowania Bazy Konkurencyjności.',
  ok: false,
});

type Handler = (request: FastifyRequest, reply: FastifyReply, session: PanelSession) => Promise<unknown>;

/** The account panel (/konto/panel): the signed-in user's account; the account list for administrators. */
export async function panelRoutes(app: FastifyInstance, deps: AccountDeps & { secret: string }) {
  const signedIn =
    (handler: Handler, post = false) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await panelSession(deps, deps.secret, request);
      if (!session) {
        if (post) return sendPage(reply, REFUSED_FORM, 403);
        return toLogin(reply, request.url);
      }
      if (post && !formAllowed(deps, session, request)) return sendPage(reply, REFUSED_FORM, 403);
      return handler(request, reply, session);
    };

  const renderPanel = async (
    reply: FastifyReply,
    session: PanelSession,
    extra: {
      notice?: Text;
      errors?: Record<string, Text>;
      values?: Record<string, string>;
      form?: 'dane' | 'email' | 'haslo' | 'sesje';
    } = {},
    status = 200,
  ) => {
    const found = await panelAccount(deps, session);
    if (!found) return sendPage(reply, NOT_EMBEDDED, 404);
    return sendPage(
      reply,
      panelPage({
        csrf: session.csrf,
        account: found.account,
        sessions: found.sessions,
        currentSessionId: session.sessionId,
        mayListUsers: await mayListPanelUsers(deps, session.userId),
        ...extra,
      }),
      status,
    );
  };

  app.get('/konto/', hidden, (_request, reply) => reply.redirect(PANEL_PATH, 302));
  app.get(
    PANEL_PATH,
    hidden,
    signedIn((_request, reply, session) => renderPanel(reply, session)),
  );

  const formRoute = (
    path: string,
    form: 'dane' | 'email' | 'haslo',
    run: (
      session: PanelSession,
      account: NonNullable<Awaited<ReturnType<typeof panelAccount>>>['account'],
      request: FastifyRequest,
    ) => Promise<FormResult>,
    keep: string[],
  ) =>
    app.post(
      path,
      hidden,
      signedIn(async (request, reply, session) => {
        const found = await panelAccount(deps, session);
        if (!found) return sendPage(reply, NOT_EMBEDDED, 404);
        const result = await run(session, found.account, request);
        if (result.ok) return renderPanel(reply, session, { notice: result.notice });
        if (result.wait) reply.header('retry-after', String(result.wait));
        const body = request.body as Record<string, unknown>;
        const values = Object.fromEntries(
          keep.map((k) => [k, typeof body?.[k] === 'string' ? (body[k] as string) : '']),
        );
        return renderPanel(reply, session, { errors: result.errors, values, form }, result.wait ? 429 : 422);
      }, true),
    );
  formRoute(`${PANEL_PATH}/dane`, 'dane', (s, a, r) => changeName(deps, s, a, r.body), [
    'given_name',
    'family_name',
  ]);
  formRoute(`${PANEL_PATH}/email`, 'email', (s, a, r) => requestEmailChange(deps, s, a, r.body, r.ip), [
    'new_email',
  ]);
  formRoute(`${PANEL_PATH}/haslo`, 'haslo', (s, a, r) => changePassword(deps, s, a, r.body, r.ip), []);

  app.post<{ Params: { id: string } }>(
    `${PANEL_PATH}/sesje/:id/zakoncz`,
    hidden,
    signedIn(async (request, reply, session) => {
      const id = Number((request.params as { id: string }).id);
      const ended =
        Number.isSafeInteger(id) &&
        id > 0 &&
        id !== session.sessionId &&
        (await endSession(deps, session, id));
      if (ended)
        return renderPanel(reply, session, {
          notice: /*i18n*/ { id: 'panel.session.ended', message: 'Sesja została zakończona.' },
        });
      return renderPanel(
        reply,
        session,
        {
          errors: {
            session: /*i18n*/ { id: 'panel.session.none', message: 'Nie ma takiej aktywnej sesji.' },
          },
          form: 'sesje',
        },
        404,
      );
    }, true),
  );

  const pageNumber = (value: unknown) => {
    const n = Number(value);
    return Number.isSafeInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
  };

  app.get(
    `${PANEL_PATH}/uzytkownicy`,
    hidden,
    signedIn(async (request, reply, session) => {
      if (!(await mayListPanelUsers(deps, session.userId))) return sendPage(reply, FORBIDDEN_PAGE, 403);
      const query = request.query as Record<string, unknown>;
      const q =
        typeof query.q === 'string' && query.q.trim()
          ? query.q.trim().slice(0, 200).replaceAll('\0', '')
          : null;
      const page = pageNumber(query.strona);
      const list = await panelUsers(deps, { q, page });
      return sendPage(reply, panelUsersPage({ ...list, page, q }));
    }),
  );
  app.get(`${PANEL_PATH}/uzytkownicy/`, hidden, (request, reply) =>
    reply.redirect(
      `${PANEL_PATH}/uzytkownicy${request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''}`,
      302,
    ),
  );

  const userPage = async (
    reply: FastifyReply,
    session: PanelSession,
    id: unknown,
    extra: { notice?: string; error?: string } = {},
    status = 200,
  ) => {
    if (!(await mayListPanelUsers(deps, session.userId))) return sendPage(reply, FORBIDDEN_PAGE, 403);
    const userId = Number(id);
    const user =
      Number.isSafeInteger(userId) && userId > 0 && userId < 2 ** 31
        ? await panelUser(deps, userId)
        : undefined;
    if (!user)
      return sendPage(
        reply,
        messagePage(pl, { heading: 'Error 404', message: 'Strona nie istnieje', ok: false }),
        404,
      );
    const mayBlock = hasPermission(
      await permissionsOf(deps.db, session.userId),
      'usersAdministration',
      'blockingUsers',
    );
    return sendPage(
      reply,
      panelUserPage({ csrf: session.csrf, user, mayBlock: mayBlock && userId !== session.userId, ...extra }),
      status,
    );
  };
  app.get(
    `${PANEL_PATH}/uzytkownicy/:id`,
    hidden,
    signedIn((request, reply, session) => userPage(reply, session, (request.params as { id: string }).id)),
  );
  app.post(
    `${PANEL_PATH}/uzytkownicy/:id/blokada`,
    hidden,
    signedIn(async (request, reply, session) => {
      const id = (request.params as { id: string }).id;
      const blocked = (request.body as Record<string, unknown>)?.zablokowane === 'tak';
      const userId = Number(id);
      if (!Number.isSafeInteger(userId) || userId <= 0 || userId >= 2 ** 31)
        return userPage(reply, session, id);
      try {
        await setPanelUserBlocked(deps, session.userId, Number(id), blocked);
      } catch (error) {
        if (error instanceof AppError)
          return userPage(reply, session, id, { error: error.message }, error.statusCode);
        throw error;
      }
      return userPage(reply, session, id, {
        notice: blocked ? 'Konto zostało zablokowane.' : 'Konto zostało odblokowane.',
      });
    }, true),
  );
}
