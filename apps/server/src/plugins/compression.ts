import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses text answers made at request time (API JSON, the page, login pages) with brotli, else
 * gzip, for clients that ask for it. Fast settings: these are compressed on every request (the web
 * app's files are compressed at build time with the best settings and sent as they are).
 * Binary types (attachments, zips, octet-stream) are never compressed here.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes:
      /^(?:text\/(?:html|css|javascript|plain|csv)|application\/(?:[\w.+-]+\+)?json|image\/svg\+xml)(?:;|$)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
