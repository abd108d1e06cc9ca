import { okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { FILE_MAX_BYTES } from '@bk/contracts/files/limits';
import {
  OFFSET_OCTET_STREAM,
  resumableMessages,
  TUS_EXTENSIONS,
  TUS_VERSION,
  UPLOADS_PATH,
} from '@bk/contracts/files/resumable';
import { createUploadQuerySchema, uploadParamsSchema } from '@bk/contracts/files/resumable-schemas';
import { uploadResultSchema } from '@bk/contracts/files/upload';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { ok } from '../../lib/ok-route.ts';
import { openToAll, requireAuth } from '../../plugins/auth.ts';
import type { FilesDeps } from './files.service.ts';
import {
  appendToUpload,
  createUpload,
  OffsetMismatch,
  terminateUpload,
  uploadedFileOf,
  uploadState,
} from './resumable.service.ts';

/**
 * The tus protocol's wire (issue 50, decision 0051): its headers in and out; the service decides. Every
 * request but OPTIONS names the protocol's version (412 otherwise); an upload's address is its random
 * token, and only its uploader reaches it (404 for anyone else).
 */

/** The tus Upload-Metadata header: comma-separated `key base64value` pairs; null when malformed. */
export function parseUploadMetadata(header: string | undefined): Map<string, string> | null {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const pair of header.split(',')) {
    const [key, value, ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || out.has(key)) return null;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return null;
    out.set(key, value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8'));
  }
  return out;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A non-negative whole number from a header (tus: Upload-Length, Upload-Offset), else 400. */
function count(request: FastifyRequest, name: string): number {
  const value = header(request, name);
  if (!value || !/^\d{1,15}$/.test(value)) throw badRequest(resumableMessages.badRequest);
  return Number(value);
}

/** Every answer names the protocol's version. */
async function tusHeaders(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Tus-Resumable', TUS_VERSION);
}

/**
 * A request must name the version it speaks (412 otherwise, with the one this server does). Checked once
 * the address is (a malformed token is the 404 of any unknown address).
 */
async function tusVersion(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (header(request, 'tus-resumable') !== TUS_VERSION) {
    reply.header('Tus-Version', TUS_VERSION);
    throw new AppError(412, resumableMessages.version);
  }
}

const noBody = z.null().describe('No body (tus)');
const tags = ['files'];

export function resumableRoutes(app: FastifyInstance, deps: FilesDeps): void {
  // A PATCH's body is read by the service as it streams to storage, never buffered here.
  app.addContentTypeParser(OFFSET_OCTET_STREAM, (_request, _payload, done) => done(null));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const expires = (reply: FastifyReply, at: Date) => reply.header('Upload-Expires', at.toUTCString());

  r.options(
    UPLOADS_PATH,
    openToAll({
      onRequest: tusHeaders,
      schema: {
        tags,
        summary: 'The resumable uploads (tus 1.0.0) this server takes',
        security: [],
        response: { 204: noBody },
      },
    }),
    async (_request, reply) =>
      reply
        .header('Tus-Version', TUS_VERSION)
        .header('Tus-Extension', TUS_EXTENSIONS)
        .header('Tus-Max-Size', String(FILE_MAX_BYTES))
        .code(204)
        .send(null),
  );

  r.post(
    UPLOADS_PATH,
    {
      onRequest: [requireAuthHook, tusHeaders],
      preHandler: tusVersion,
      schema: {
        tags,
        summary:
          'Create a resumable upload (tus creation: Upload-Length, at most 25 MB; the name as `filename` in Upload-Metadata); 201 with its address in Location',
        querystring: createUploadQuerySchema,
        response: {
          201: okEnvelopeSchema(z.object({ token: z.string(), expires_at: z.string() })),
        },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const length = count(request, 'upload-length');
      const metadata = parseUploadMetadata(header(request, 'upload-metadata'));
      if (!metadata) throw badRequest(resumableMessages.badRequest);
      const created = await createUpload(deps, {
        userId: auth.userId,
        context: request.query.context,
        length,
        name: metadata.get('filename') ?? '',
      });
      expires(reply, created.expiresAt);
      return reply
        .header('Location', `${UPLOADS_PATH}/${created.token}`)
        .code(201)
        .send(ok({ token: created.token, expires_at: created.expiresAt.toISOString() }));
    },
  );

  r.route({
    method: 'HEAD',
    url: `${UPLOADS_PATH}/:token`,
    onRequest: [requireAuthHook, tusHeaders],
    preHandler: tusVersion,
    schema: {
      tags,
      summary: 'Where a resumable upload stands (tus: Upload-Offset and Upload-Length)',
      params: uploadParamsSchema,
    },
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const state = await uploadState(deps, request.params.token, auth.userId);
      expires(reply, state.expiresAt);
      return reply
        .header('Upload-Offset', String(state.offset))
        .header('Upload-Length', String(state.length))
        .header('Cache-Control', 'no-store')
        .code(200)
        .send();
    },
  });

  r.patch(
    `${UPLOADS_PATH}/:token`,
    {
      onRequest: [requireAuthHook, tusHeaders],
      preHandler: tusVersion,
      schema: {
        tags,
        summary:
          'Append bytes to a resumable upload at Upload-Offset (body application/offset+octet-stream); the last byte stores the file, checked as a plain upload (its refusal answered here)',
        params: uploadParamsSchema,
        response: { 204: noBody },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const offset = count(request, 'upload-offset');
      if (header(request, 'content-type')?.split(';')[0]?.trim() !== OFFSET_OCTET_STREAM) {
        request.raw.resume();
        throw new AppError(415, resumableMessages.mediaType);
      }
      try {
        const after = await appendToUpload(deps, {
          token: request.params.token,
          userId: auth.userId,
          offset,
          body: request.raw,
        });
        expires(reply, after.expiresAt);
        return reply.header('Upload-Offset', String(after.offset)).code(204).send(null);
      } catch (error) {
        if (error instanceof OffsetMismatch) reply.header('Upload-Offset', String(error.received));
        throw error;
      }
    },
  );

  r.get(
    `${UPLOADS_PATH}/:token`,
    {
      exposeHeadRoute: false,
      onRequest: requireAuthHook,
      schema: {
        tags,
        summary:
          'The file a whole resumable upload became (409 while bytes are missing or it is being checked; its refusal as answered)',
        params: uploadParamsSchema,
        response: { 200: okEnvelopeSchema(uploadResultSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await uploadedFileOf(deps, request.params.token, auth.userId));
    },
  );

  r.delete(
    `${UPLOADS_PATH}/:token`,
    {
      onRequest: [requireAuthHook, tusHeaders],
      preHandler: tusVersion,
      schema: {
        tags,
        summary: 'Abandon a resumable upload (tus termination): its bytes are removed',
        params: uploadParamsSchema,
        response: { 204: noBody },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await terminateUpload(deps, request.params.token, auth.userId);
      return reply.code(204).send(null);
    },
  );
}

async function requireAuthHook(request: FastifyRequest): Promise<void> {
  requireAuth(request);
}
