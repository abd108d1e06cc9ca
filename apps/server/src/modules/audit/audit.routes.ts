import {
  auditEventsSchema,
  auditQuerySchema,
  chainStateSchema,
  deadLetterRetrySchema,
  deadLettersSchema,
  offerAccessQuerySchema,
  offerAccessSchema,
} from '@bk/contracts/audit/audit';
import {
  consistencyQuerySchema,
  consistencySchema,
  integritySchema,
  treeHeadsSchema,
} from '@bk/contracts/audit/integrity';
import { idParams } from '@bk/contracts/common/input';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { type AuditDeps, chainState, listEvents, offerAccess } from './audit.service.ts';
import { ChainWatch } from './chain-watch.ts';
import { listDeadLetters, retryParkedEvent } from './dead-letters.service.ts';
import { consistency, integrity, treeHeads } from './integrity.service.ts';

const tags = ['audit'];

/** The event log's view (issue 31, decision 0031): the log, its chain's state, an announcement's offer access. */
export async function auditRoutes(app: FastifyInstance, deps: AuditDeps) {
  const watch = new ChainWatch(deps.db, (error) => app.log.error(error));
  app.addHook('onClose', async () => watch.stop());
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/audit/events',
    okRoute(
      tags,
      'The event log (auditLog): filters by object, actor (id or e-mail), types and Warsaw days; 50 a page, newest first, by keyset (before/after)',
      auditEventsSchema,
      { querystring: auditQuerySchema },
    ),
    async (request) => ok(await listEvents(deps.db, requireAuth(request).userId, request.query)),
  );
  r.get(
    '/api/admin/audit/chain',
    okRoute(
      tags,
      "The hash chain's state (auditLog): verified incrementally, the whole chain again every 10 minutes",
      chainStateSchema,
    ),
    async (request) => ok(await chainState(deps, watch, requireAuth(request).userId)),
  );
  r.get(
    '/api/admin/audit/integrity',
    okRoute(
      tags,
      "The log's integrity (auditLog): the latest signed head, the last verification, the events the sealer left out (their MAC does not hold)",
      integritySchema,
    ),
    async (request) => ok(await integrity(deps, requireAuth(request).userId)),
  );
  r.get(
    '/api/audit/heads',
    okRoute(
      tags,
      "The log's signed tree heads (public; RFC 9162 roots signed with Ed25519), the latest 100 newest first, and the public keys that sign them: keep them, and check the log against them later",
      treeHeadsSchema,
      { security: [] },
    ),
    async () => ok(await treeHeads(deps)),
  );
  r.get(
    '/api/audit/consistency',
    okRoute(
      tags,
      'The RFC 9162 consistency proof from the tree of `from` entries to the tree of `to` entries (public; 400 from > to, 404 beyond the log)',
      consistencySchema,
      { security: [], querystring: consistencyQuerySchema },
    ),
    async (request) => ok(await consistency(deps, request.query.from, request.query.to)),
  );
  r.get(
    '/api/admin/audit/dead-letters',
    okRoute(
      tags,
      "The events the log's consumers parked after their attempts (auditLog), newest first, 100 at most",
      deadLettersSchema,
    ),
    async (request) => ok(await listDeadLetters(deps, requireAuth(request).userId)),
  );
  r.post(
    '/api/admin/audit/dead-letters/:id/retry',
    okRoute(
      tags,
      'Retries one parked event through its consumer (auditLog; 404 unknown, 409 resolved already): resolved, or parked still with the new error',
      deadLetterRetrySchema,
      { params: idParams },
    ),
    async (request) =>
      ok(
        await retryParkedEvent(
          { ...deps, log: (error) => request.log.warn(error) },
          requireAuth(request).userId,
          request.params.id,
        ),
      ),
  );
  r.get(
    '/api/announcements/:id/offer-access',
    okRoute(
      tags,
      "Who opened the announcement's offers and when, refused attempts included (those who may list its offers; 409 before the deadline)",
      offerAccessSchema,
      { params: idParams, querystring: offerAccessQuerySchema },
    ),
    async (request) =>
      ok(await offerAccess(deps, requireAuth(request).userId, request.params.id, request.query.page)),
  );
}
