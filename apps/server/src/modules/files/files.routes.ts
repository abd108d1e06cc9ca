import type { Readable } from 'node:stream';
import { errorEnvelopeSchema, okEnvelopeSchema } from '@bk/contracts/common/envelope';
import { messages } from '@bk/contracts/common/messages';
import { FILE_MAX_BYTES } from '@bk/contracts/files/limits';
import { fileMessages } from '@bk/contracts/files/messages';
import { fileIdParamsSchema, uploadQuerySchema, uploadResultSchema } from '@bk/contracts/files/upload';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, badRequest, unprocessable } from '../../lib/errors.ts';
import { ok } from '../../lib/ok-route.ts';
import { openToAll, requireAuth } from '../../plugins/auth.ts';
import { attachmentDisposition } from './content-types.ts';
import type { FileStorage } from './file-storage.ts';
import { type FilesDeps, openFileForDownload, uploadFile } from './files.service.ts';
import { resumableRoutes } from './resumable.routes.ts';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Temporary files older than this are left over from a process that died mid-upload. */
const STALE_TEMPORARY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs before any of the body is read: an anonymous upload gets 401 and a body that announces more
 * than 25 MB gets 413 at once. Bodies without a length are cut while streaming (busboy `fileSize`).
 */
async function checkBeforeReading(request: FastifyRequest): Promise<void> {
  requireAuth(request);
  const length = Number(request.headers['content-length']);
  if (length > FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new AppError(413, fileMessages.tooLarge, { file: [fileMessages.tooLarge] });
  }
}

/**
 * Busboy's own failures (no boundary, data cut short) are a malformed request, not a server fault;
 * the multipart plugin's limits keep their 4xx status (their Polish message comes from errors.ts).
 */
function malformedMultipart(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? error : badRequest();
}

/**
 * Whether the file's stream failed because of what the client sent: busboy destroys it with its own
 * error when the multipart data breaks off ('Unexpected end of multipart data'). A failure of the
 * storage (a system error, with its syscall) also reaches this stream through the pipeline, and stays
 * a server error.
 */
function brokenInput(stream: Readable): boolean {
  const error = stream.errored;
  return error !== null && !('syscall' in error);
}

export async function filesRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; clock: Clock; storage: FileStorage },
): Promise<void> {
  const { storage } = deps;
  const filesDeps: FilesDeps = { db: deps.db, clock: deps.clock, storage };
  storage.sweepTemporary(STALE_TEMPORARY_MS).catch((error: unknown) => {
    app.log.warn({ err: error }, 'could not sweep temporary upload files');
  });
  // Registered in this plugin only: the multipart parser applies to these routes and no others.
  // It only marks the request; the body is read when the handler asks for the file.
  await app.register(multipart, { throwFileSizeLimit: false });
  // Resumable uploads (tus, issue 50): the same checks once the whole file is in.
  resumableRoutes(app, filesDeps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/files',
    {
      onRequest: checkBeforeReading,
      schema: {
        tags: ['files'],
        summary: 'Upload a file (multipart field `file`, at most 25 MB, no exe)',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: {
          200: okEnvelopeSchema(uploadResultSchema),
          413: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!request.isMultipart()) throw unprocessable({ file: [messages.required] });
      const part = await request
        .file({
          limits: {
            fileSize: FILE_MAX_BYTES,
            files: 1,
            fields: 10,
            fieldSize: 1024,
            parts: 11,
            headerPairs: 50,
          },
        })
        .catch((error: unknown) => {
          throw malformedMultipart(error);
        });
      const data = await uploadFile(filesDeps, {
        userId: auth.userId,
        context: request.query.context,
        file: part && {
          fieldName: part.fieldname,
          fileName: part.filename,
          stream: part.file,
          truncated: () => part.file.truncated,
          aborted: () => brokenInput(part.file) || (request.raw.destroyed && !request.raw.readableEnded),
        },
      });
      return ok(data);
    },
  );

  r.get(
    '/api/files/:id/download',
    openToAll({
      schema: {
        tags: ['files'],
        summary: 'Download a file (404 when it does not exist or may not be read)',
        params: fileIdParamsSchema,
      },
    }),
    async (request, reply) => {
      const { file, stream } = await openFileForDownload(filesDeps, request.params.id, request.auth);
      return reply
        .header('content-type', file.content_type)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stream);
    },
  );
}
