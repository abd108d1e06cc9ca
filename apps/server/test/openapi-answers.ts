import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AUTH_TOKEN_COOKIE, AUTH_TOKEN_HEADER } from '@bk/contracts/common/limits';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every answer of a test server checked against the OpenAPI description it serves (issue 44 item 16):
 * the operation is described, the status is declared (the 2xx, 304 and the refusals 401, 403, 404,
 * 409, 422 and 429 by name; other errors may fall to the 4XX or 5XX range), a signed-out call answered with
 * success only where the operation needs no session, the content type is one the answer declares,
 * and a JSON body matches the declared schema. A problem does not change the answer: it is collected,
 * and the test server's close() fails with the list (so the test file fails).
 */

type Schema = Record<string, unknown>;
type Response = { $ref?: string; description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = { responses?: Record<string, Response>; security?: Record<string, string[]>[] };
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
  security?: Record<string, string[]>[];
};

/** Statuses that must be declared by name, besides every 2xx and 3xx (any other error may fall to the 4XX or 5XX range). */
const NAMED = new Set([304, 401, 403, 404, 409, 422, 429]);

const ajv = new Ajv2020({ strict: false, validateFormats: true });
addFormats(ajv);
/** Compiled once per process: the description is the same code on every test server. */
const compiled = new Map<string, ValidateFunction>();

/** `/api/announcements/:id/deadline.ics` -> `/api/announcements/{id}/deadline.ics` */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function hasSession(request: FastifyRequest): boolean {
  return Boolean(request.headers[AUTH_TOKEN_HEADER.toLowerCase()] || request.cookies?.[AUTH_TOKEN_COOKIE]);
}

function mediaTypeOf(reply: FastifyReply): string | null {
  const value = reply.getHeader('content-type');
  return typeof value === 'string' ? (value.split(';')[0]?.trim().toLowerCase() ?? null) : null;
}

/** The body as text (a kept answer may be sent already compressed), or null for a stream. */
function bodyText(payload: unknown, reply: FastifyReply): string | null {
  if (typeof payload === 'string') return payload;
  if (!Buffer.isBuffer(payload)) return null;
  const encoding = reply.getHeader('content-encoding');
  if (encoding === 'gzip') return gunzipSync(payload).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(payload).toString('utf8');
  return payload.toString('utf8');
}

function validatorFor(key: string, schema: Schema, components: Document['components']): ValidateFunction {
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, $id: `answer:${compiled.size}`, components });
    compiled.set(key, validate);
  }
  return validate;
}

/** Installs the check on `app` (before its other hooks, so bodies are seen before compression). */
export function checkAnswersAgainstDescription(app: FastifyInstance, problems: string[]): void {
  let document: Document | null = null;
  const report = (problem: string) => {
    if (!problems.includes(problem)) problems.push(problem);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      check(request, reply, payload);
    } catch (error) {
      report(`${request.method} ${request.url}: the check failed: ${String(error)}`);
    }
    return payload;
  });
  const check = (request: FastifyRequest, reply: FastifyReply, payload: unknown): void => {
    const url = request.routeOptions.url;
    if (!url || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if ((request.routeOptions.schema as { hide?: boolean } | undefined)?.hide) return;
    document ??= app.swagger() as Document;
    const path = openApiPath(url);
    const method = request.method.toLowerCase();
    const operation = document.paths?.[path]?.[method];
    const name = `${request.method} ${path}`;
    if (!operation) {
      if (url.startsWith('/api/')) report(`${name}: not in the description`);
      return;
    }
    const status = reply.statusCode;
    const responses = operation.responses ?? {};
    const named =
      responses[String(status)] ??
      (NAMED.has(status) || status < 400 ? undefined : responses[`${String(status)[0]}XX`]);
    const response = named?.$ref
      ? (document.components?.responses?.[named.$ref.split('/').pop() ?? ''] as Response | undefined)
      : named;
    if (!response) {
      report(`${name}: answered ${status}, which the description does not declare`);
      return;
    }
    const security = operation.security ?? document.security ?? [];
    const open = security.length === 0 || security.some((entry) => Object.keys(entry).length === 0);
    if (!open && status < 400 && !hasSession(request))
      report(`${name}: answered ${status} without a session, but the description requires one`);
    const text = bodyText(payload, reply);
    const content = response.content ?? {};
    const empty = payload === undefined || payload === null || text === '';
    if (status === 304 || status === 204 || (empty && Object.keys(content).length === 0)) return;
    const media = mediaTypeOf(reply);
    const declared = media
      ? (content[media] ?? content[`${media.split('/')[0]}/*`] ?? content['*/*'])
      : undefined;
    if (!media || !declared) {
      report(
        `${name}: ${status} answered as ${media}, declared ${Object.keys(content).join(', ') || 'nothing'}`,
      );
      return;
    }
    if (media !== 'application/json' || text === null || !declared.schema) return;
    const validate = validatorFor(`${name} ${status} ${media}`, declared.schema, document.components);
    if (!validate(JSON.parse(text))) {
      const errors = (validate.errors ?? [])
        .slice(0, 3)
        .map((e) => `${e.instancePath || '/'} ${e.message}`)
        .join('; ');
      report(`${name}: ${status} body does not match the description: ${errors}`);
    }
  };
}
