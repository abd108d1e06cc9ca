import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { idParams } from '@bk/contracts/common/input';
import {
  feedAddressSchema,
  feedMessages,
  feedRevokedSchema,
  feedTokenParams,
  ocdsMessages,
  ocdsPackageSchema,
  ocdsReleasesQuerySchema,
  ocidParams,
} from '@bk/contracts/open-data/ocds';
import { searchQuerySchema } from '@bk/contracts/search/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { sendCacheable } from '../../lib/cacheable.ts';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { openAccess } from '../../lib/open-access.ts';
import { PUBLIC, requireAuth } from '../../plugins/auth.ts';
import { sendError } from '../../plugins/errors.ts';
import { AddressLimit } from '../../plugins/public-rate-limit.ts';
import { filterFeed, followedCalendar, makeFeedAddress, revokeFeedAddress } from './feed-tokens.service.ts';
import { deadlineCalendar, searchFeed } from './feeds.service.ts';
import {
  BULK_PATH,
  bulkPackage,
  bulkTag,
  bulkUntil,
  type OpenDataDeps,
  recordPackage,
  releasePackage,
} from './open-data.service.ts';

const tags = ['open data'];

/**
 * The OCDS endpoints (issue 36, decision 0036). Public, rate limited per address (BK_OPEN_DATA_RATE_LIMIT
 * a minute, 120 by default; the bulk file 10 an hour), cacheable.
 */
export async function openDataRoutes(
  app: FastifyInstance,
  deps: OpenDataDeps & { ratePerMinute: number; searchDb: Kysely<DB> | null },
) {
  const perMinute = new AddressLimit(deps.ratePerMinute, 60_000, ocdsMessages.tooMany);
  const bulkPerHour = new AddressLimit(10, 3_600_000, ocdsMessages.tooMany);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/ocds/releases',
    {
      onRequest: openAccess,
      preHandler: perMinute.hook,
      schema: {
        tags,
        summary:
          'OCDS 1.1 release package of the public announcements, newest first: a release per published version (tender, tenderUpdate), cancellation (tenderCancellation) and settlement (award); `since` an ISO 8601 moment, `limit` up to 500, `links.next` the next page',
        security: [],
        querystring: ocdsReleasesQuerySchema,
        response: { 200: ocdsPackageSchema },
      },
    },
    async (request, reply) => sendCacheable(request, reply, await releasePackage(deps, request.query)),
  );
  r.get(
    '/api/ocds/records/:ocid',
    {
      onRequest: openAccess,
      preHandler: perMinute.hook,
      schema: {
        tags,
        summary:
          'OCDS 1.1 record package of one announcement: its releases and the compiled release (its state after all of them)',
        security: [],
        params: ocidParams,
        response: { 200: ocdsPackageSchema },
      },
    },
    async (request, reply) => {
      const body = await recordPackage(deps, request.params.ocid);
      if (body === null) return sendError(reply, 404, ocdsMessages.notFound);
      return sendCacheable(request, reply, body);
    },
  );
  r.get(
    '/api/feeds/search.atom',
    {
      onRequest: openAccess,
      preHandler: perMinute.hook,
      schema: {
        tags,
        summary:
          "Atom feed of a search: the first page of GET /api/search/announcements with the same parameters (the search page's address), as anyone sees it",
        security: [],
        querystring: searchQuerySchema,
      },
    },
    async (request, reply) => {
      const queryString = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const body = await searchFeed(
        { db: deps.db, searchDb: deps.searchDb, now: () => deps.clock.now() },
        request.query,
        queryString,
      );
      return sendCacheable(request, reply, body, 'application/atom+xml; charset=utf-8');
    },
  );
  r.get(
    '/api/announcements/:id/deadline.ics',
    {
      config: PUBLIC,
      onRequest: openAccess,
      preHandler: perMinute.hook,
      schema: {
        tags,
        summary:
          "The announcement's offer deadline as an iCalendar event with a reminder a day before ('Dodaj termin do kalendarza')",
        params: idParams,
      },
    },
    async (request, reply) => {
      const body = await deadlineCalendar(deps, request.auth?.userId ?? null, request.params.id);
      if (body === null) return sendError(reply, 404, ocdsMessages.noDeadline);
      reply.header('content-disposition', `attachment; filename="termin-${request.params.id}.ics"`);
      return sendCacheable(request, reply, body, 'text/calendar; charset=utf-8');
    },
  );
  // Private feeds: the secret address of a filter's Atom feed or of the user's calendar of deadlines.
  const ownFeed = (path: string, kind: 'filter' | 'calendar', what: string) => {
    r.post(
      path,
      okRoute(tags, `Makes a secret address of ${what} (a new one revokes the old)`, feedAddressSchema, {
        ...(kind === 'filter' ? { params: idParams } : {}),
      }),
      async (request) => {
        const filterId = kind === 'filter' ? (request.params as { id: number }).id : null;
        return ok(await makeFeedAddress(deps, requireAuth(request).userId, kind, filterId));
      },
    );
    r.delete(
      path,
      okRoute(tags, `Revokes the secret address of ${what}`, feedRevokedSchema, {
        ...(kind === 'filter' ? { params: idParams } : {}),
      }),
      async (request) => {
        const filterId = kind === 'filter' ? (request.params as { id: number }).id : null;
        return ok(await revokeFeedAddress(deps, requireAuth(request).userId, kind, filterId));
      },
    );
  };
  ownFeed('/api/newsletter-filters/:id/feed', 'filter', "a saved newsletter filter's Atom feed");
  ownFeed(
    '/api/feeds/calendar',
    'calendar',
    "the user's calendar of the deadlines of their favourites and offers",
  );
  // The private feeds themselves, by their secret addresses.
  for (const feed of [
    {
      path: '/api/feeds/filters/:token.atom',
      summary: "A saved filter's newest matches as Atom, by the filter's secret address",
      build: filterFeed,
      type: 'application/atom+xml; charset=utf-8',
    },
    {
      path: '/api/feeds/calendar/:token.ics',
      summary:
        "The deadlines of a user's favourites and offers as iCalendar, by the calendar's secret address",
      build: followedCalendar,
      type: 'text/calendar; charset=utf-8',
    },
  ])
    r.get(
      feed.path,
      {
        preHandler: perMinute.hook,
        schema: { tags, summary: feed.summary, security: [], params: feedTokenParams },
      },
      async (request, reply) => {
        const body = await feed.build(deps, request.params.token);
        if (body === null) return sendError(reply, 404, feedMessages.unknownFeed);
        return sendCacheable(request, reply, body, feed.type, 60, 'private');
      },
    );
  r.get(
    BULK_PATH,
    {
      onRequest: openAccess,
      preHandler: bulkPerHour.hook,
      schema: {
        tags,
        summary:
          'Every public OCDS release made before today (Warsaw time) as one release package (publisher, licence, extensions, publishedDate), oldest first, a release a line, gzip: the same file all day; ETag answered 304',
        security: [],
      },
    },
    async (request, reply) => {
      const until = bulkUntil(deps.clock.now());
      const day = until.toISOString().slice(0, 10);
      const etag = await bulkTag(deps, until);
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=3600')
        .header('last-modified', until.toUTCString());
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const body = Readable.from(bulkPackage(deps, until));
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="ocds-baza-konkurencyjnosci-${day}.json.gz"`)
        .send(body.pipe(createGzip({ level: 6 })));
    },
  );
  // The bulk file's address until issue 44 (JSON Lines of releases): moved to the release package.
  app.get(
    '/api/ocds/bulk.jsonl.gz',
    { config: PUBLIC, onRequest: openAccess, schema: { hide: true } },
    (_request, reply) => reply.redirect(BULK_PATH, 301),
  );
}
