import { errorEnvelopeSchema } from '@bk/contracts/common/envelope';
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAddressLimitHook } from '../../plugins/public-rate-limit.ts';
import { EXTRA_REFUSALS, fileMediaType, REDIRECTS, SESSION_OPTIONAL } from './operation-facts.ts';

/**
 * The OpenAPI description's completion (issue 44 item 16, decision 0042), done once for every
 * route rather than in each: an operationId from the method and address, the refusals each operation
 * gives declared with the one error envelope (401 where a session is needed, 403 where a policy or
 * the CSRF check applies, 404 where the address names a row or a signed-in call changes one, 409 where a state may forbid the
 * change, 422 where input is checked, 429 and 304 where the open data's per-address limit and ETag
 * apply), the media types of files, feeds, calendars and CSV, the servers and the licence.
 */

type Transform = typeof jsonSchemaTransform;
type RouteSchema = Record<string, unknown> & { security?: unknown[]; hide?: boolean };
type Facts = { refusals: number[]; notModified: boolean; media: string | null; redirect: boolean };
type Response = { description?: string; content?: Record<string, unknown>; $ref?: string };
type Operation = Record<string, unknown> & { responses?: Record<string, Response>; 'x-bk-facts'?: Facts };
type Document = Record<string, unknown> & {
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
};

const FACTS = 'x-bk-facts';

/** `GET /api/announcements/:id/versions/:versionId` -> `getAnnouncementsByIdVersionsByVersionId` */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) =>
      segment.split(/[^A-Za-z0-9:]+/).map((word) => (word.startsWith(':') ? `by-${word.slice(1)}` : word)),
    )
    .flatMap((word) => word.split('-'))
    .filter(Boolean);
  const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return method.toLowerCase() + words.map(cap).join('');
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function factsOf(method: string, url: string, schema: RouteSchema, preHandler: unknown): Facts {
  const name = `${method} ${openApiPath(url)}`;
  const open = schema.security?.length === 0 || SESSION_OPTIONAL.has(name);
  const changes = method !== 'GET';
  const limited = [preHandler].flat().some(isAddressLimitHook);
  const refusals = new Set<number>(EXTRA_REFUSALS[name] ?? []);
  if (!open) refusals.add(401);
  if (!open || changes) refusals.add(403);
  // A row named by the address, or by the body of a signed-in change, may be missing or hidden.
  if (url.includes(':') || (changes && !open)) refusals.add(404);
  if (changes && !open) refusals.add(409);
  if (schema.body || schema.querystring) refusals.add(422);
  if (limited) refusals.add(429);
  return {
    refusals: [...refusals].sort(),
    notModified: limited && method === 'GET',
    media: fileMediaType(url),
    redirect: REDIRECTS.has(name),
  };
}

/** The swagger `transform`: zod to JSON Schema, then the operation's id, session and facts. */
export function describeRoute(input: Parameters<Transform>[0]): ReturnType<Transform> {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as RouteSchema | undefined;
  // The web app's pages (/, its assets; registered only where the build is) are no part of the API.
  if (!input.url.startsWith('/api/')) return { ...out, schema: { ...out.schema, hide: true } };
  if (!schema || schema.hide) return out;
  const method = [input.route.method].flat()[0] ?? 'GET';
  const name = `${method} ${openApiPath(input.url)}`;
  return {
    ...out,
    schema: {
      ...schema,
      operationId: operationIdOf(method, input.url),
      // Anyone may call it; a session, when sent, is used.
      ...(SESSION_OPTIONAL.has(name) && !schema.security ? { security: [{}, { token: [] }] } : {}),
      [FACTS]: factsOf(method, input.url, schema, input.route.preHandler),
    } as FastifySchema,
  };
}

const errorAnswer = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});
const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
};

/** Shared answers: the error envelope with the Polish message, by status. */
const RESPONSES: Record<string, Record<string, unknown>> = {
  NotModified: { description: 'Not Modified: the copy named by If-None-Match (its ETag) is current' },
  Unauthorized: errorAnswer('No session, the session is over, or the account is blocked'),
  Forbidden: errorAnswer(
    'Not allowed: the policy refuses the signed-in user, or a cookie session sent no X-Requested-With',
  ),
  NotFound: errorAnswer('Nothing there, or nothing the caller may see'),
  Conflict: errorAnswer('The object is not in a state that allows it (the message says why)'),
  UnprocessableContent: errorAnswer('The input breaks a rule: Polish messages keyed by field path'),
  TooManyRequests: errorAnswer('Over the per-address limit', retryAfter),
  ClientError: errorAnswer(
    'Another client error: 400 malformed request, 405, 413 too large, 415 media type, 431 headers too large',
  ),
  ServerError: errorAnswer(
    'A server error: 500; 503 with Retry-After while the database does not answer or the server stops',
    retryAfter,
  ),
};
const REFUSAL_NAMES: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  422: 'UnprocessableContent',
  429: 'TooManyRequests',
};
const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

function completeOperation(operation: Operation): void {
  const facts = operation[FACTS];
  delete operation[FACTS];
  if (!facts) return;
  const responses = operation.responses ?? {};
  const ok = responses['200'];
  if (facts.redirect) {
    delete responses['200'];
    responses['302'] = {
      description: 'Found: on to the address in Location',
      headers: { Location: { schema: { type: 'string' } } },
    } as Response;
  } else if (ok && facts.media) {
    const text = facts.media.startsWith('text/') || facts.media.endsWith('+xml');
    ok.description = 'OK';
    ok.content = {
      [facts.media]: { schema: text ? { type: 'string' } : { type: 'string', format: 'binary' } },
    };
  } else if (ok?.description === 'Default Response') {
    ok.description = 'OK';
  }
  if (facts.notModified) responses['304'] = ref('NotModified');
  for (const status of facts.refusals) {
    const name = REFUSAL_NAMES[status];
    if (name && !responses[String(status)]) responses[String(status)] = ref(name);
  }
  responses['4XX'] = ref('ClientError');
  responses['5XX'] = ref('ServerError');
  operation.responses = responses;
}

/** `anyOf` of one schema is that schema (zod's optional-nullable leaves such a wrapper). */
function flattenLoneAnyOf(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) flattenLoneAnyOf(item);
    return;
  }
  const record = node as Record<string, unknown>;
  const anyOf = record.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 1 && anyOf[0] && typeof anyOf[0] === 'object') {
    delete record.anyOf;
    Object.assign(record, anyOf[0]);
  }
  for (const value of Object.values(record)) flattenLoneAnyOf(value);
}

function envelopeSchema(): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(errorEnvelopeSchema, { target: 'draft-2020-12' });
  return schema;
}

/** The swagger `transformObject`: servers, licence, shared answers, each operation completed. */
export function completeDescription(origin: string): SwaggerTransformObject {
  return (input) => {
    const document = ('openapiObject' in input
      ? input.openapiObject
      : input.swaggerObject) as unknown as Document;
    document.servers = [{ url: origin, description: 'This portal' }];
    document.info.license = {
      name: 'CC BY 4.0 (the open data)',
      url: 'https://creativecommons.org/licenses/by/4.0/',
    };
    document.components ??= {};
    const components = document.components;
    components.schemas = {
      ...components.schemas,
      ErrorEnvelope: envelopeSchema(),
    };
    components.responses = RESPONSES;
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) completeOperation(operation);
    }
    flattenLoneAnyOf(document.paths);
    return document as unknown as ReturnType<SwaggerTransformObject>;
  };
}
