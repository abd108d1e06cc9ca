import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import {
  ocdsMessages,
  ocdsPackageSchema,
  ocdsReleasesQuerySchema,
  ocidParams,
} from '@bk/contracts/open-data/ocds';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendError } from '../../plugins/errors.ts';
import { AddressLimit } from '../../plugins/public-rate-limit.ts';
import {
  bulkLines,
  bulkUntil,
  type OpenDataDeps,
  recordPackage,
  releasePackage,
} from './open-data.service.ts';

const tags = ['open data'];
const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer every visitor gets alike: cacheable a minute, and 304 when the caller has the same bytes. */
function sendCacheable(request: FastifyRequest, reply: FastifyReply, body: string, maxAge = 60) {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  reply
    .header('etag', etag)
    .header('cache-control', `public, max-age=${maxAge}`)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(JSON_TYPE).send(body);
}

/**
 * The OCDS endpoints (issue 36, decision 0036). Public, rate limited per address (120 a minute; the
 * bulk file 10 an hour), cacheable.
 */
export async function openDataRoutes(app: FastifyInstance, deps: OpenDataDeps) {
  const perMinute = new AddressLimit(120, 60_000, ocdsMessages.tooMany);
  const bulkPerHour = new AddressLimit(10, 3_600_000, ocdsMessages.tooMany);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/ocds/releases',
    {
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
    '/api/ocds/bulk.jsonl.gz',
    {
      preHandler: bulkPerHour.hook,
      schema: {
        tags,
        summary:
          'Every public OCDS release made before today (Warsaw time), oldest first, one JSON release a line, gzip: the same file all day',
        security: [],
      },
    },
    async (_request, reply) => {
      const until = bulkUntil(deps.clock.now());
      const day = until.toISOString().slice(0, 10);
      const lines = Readable.from(
        (async function* () {
          for await (const line of bulkLines(deps, until)) yield `${line}\n`;
        })(),
      );
      return reply
        .type('application/gzip')
        .header('content-disposition', `attachment; filename="ocds-baza-konkurencyjnosci-${day}.jsonl.gz"`)
        .header('cache-control', 'public, max-age=3600')
        .header('last-modified', until.toUTCString())
        .send(lines.pipe(createGzip({ level: 6 })));
    },
  );
}
