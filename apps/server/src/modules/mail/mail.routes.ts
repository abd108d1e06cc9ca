import { idParams } from '@bk/contracts/common/input';
import { outboxPageSchema, outboxQuerySchema } from '@bk/contracts/mail/outbox';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { optOut } from '../newsletter/index.ts';
import { demoMessage, demoMessages, outboxPage } from './mail.service.ts';
import { MESSAGE_HTML_CSP, mailboxMessagePage, mailboxPage } from './mailbox-views.ts';

export type MailRouteOptions = {
  db: Kysely<DB>;
  clock: Clock;
  /** The demo accounts' addresses while demo data is on (the demo mailbox), else an empty list. */
  demoAddresses: () => Promise<string[]>;
};

const hidden = { schema: { hide: true } };
/** A one-click opt-out's body: 'List-Unsubscribe=One-Click', in either encoding. */
const ONE_CLICK_BODY_LIMIT = 16 * 1024;

/** The outbox for administrators, the demo mailbox, and the one-click opt-out of the e-mails' header. */
export async function mailRoutes(app: FastifyInstance, options: MailRouteOptions) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/outbox',
    okRoute(
      ['mail'],
      'The e-mail outbox (auditLog): every message with its state, parts and headers; 50 a page, newest first, by keyset (before)',
      outboxPageSchema,
      { querystring: outboxQuerySchema },
    ),
    async (request) => ok(await outboxPage(db, requireAuth(request).userId, request.query)),
  );

  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  const addressesOrNotFound = async (reply: FastifyReply) => {
    const addresses = await options.demoAddresses();
    if (addresses.length === 0) {
      reply.callNotFound();
      return null;
    }
    return addresses;
  };

  app.get('/konto/poczta', hidden, async (_request, reply) => {
    const addresses = await addressesOrNotFound(reply);
    if (addresses) return html(reply, mailboxPage(await demoMessages(db, addresses)));
  });
  r.get('/konto/poczta/:id', { schema: { hide: true, params: idParams } }, async (request, reply) => {
    const addresses = await addressesOrNotFound(reply);
    if (!addresses) return;
    const message = await demoMessage(db, addresses, request.params.id);
    if (!message) return reply.callNotFound();
    return html(reply, mailboxMessagePage(message));
  });
  r.get('/konto/poczta/:id/html', { schema: { hide: true, params: idParams } }, async (request, reply) => {
    const addresses = await addressesOrNotFound(reply);
    if (!addresses) return;
    const message = await demoMessage(db, addresses, request.params.id);
    if (!message) return reply.callNotFound();
    return html(reply.header('content-security-policy', MESSAGE_HTML_CSP), message.html);
  });

  // RFC 8058: a mail client's one-click opt-out posts 'List-Unsubscribe=One-Click' to the address of
  // the List-Unsubscribe header, the /subskrypcje page's own address with its token, as
  // multipart/form-data (what the RFC asks of mail providers) or urlencoded. The token is all that
  // counts, so the body is read (within a small limit) and not looked into. Sent again (a retry), it
  // answers as the first time.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: ONE_CLICK_BODY_LIMIT });
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, _body, done) => done(null, {}),
    );
    scope.post<{ Querystring: { token?: string } }>('/subskrypcje', hidden, async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      if (token.length === 0 || token.length > 200) return reply.code(404).send();
      try {
        await optOut({ db, clock: options.clock }, token, { repeatable: true });
      } catch {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('Link jest nieprawidłowy lub został już użyty.');
      }
      return reply.type('text/plain; charset=utf-8').send('Newsletter i powiadomienia są wyłączone');
    });
  });
}
