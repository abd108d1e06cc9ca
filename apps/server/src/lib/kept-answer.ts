import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD } from '../plugins/compression.ts';

type Encoding = 'br' | 'gzip';

/**
 * A JSON answer kept to serve many requests alike (with ShortLivedCache): its bytes, and each
 * compressed form made once, on the first request that asks for it, with the settings of
 * plugins/compression.ts (which then lets the compressed answer through as it is).
 */
export class KeptAnswer {
  private readonly forms = new Map<Encoding, Buffer>();

  constructor(readonly bytes: Buffer) {}

  encoded(encoding: Encoding): Buffer {
    let form = this.forms.get(encoding);
    if (!form) {
      form =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
          : gzipSync(this.bytes, { level: 6 });
      this.forms.set(encoding, form);
    }
    return form;
  }
}

/** The encoding the client accepts, preferring brotli (a coding it turns down with q=0 is not used). */
function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Sends a kept JSON answer, compressed when the client accepts it (and it is worth it). */
export function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding =
    answer.bytes.length >= COMPRESS_THRESHOLD ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.bytes);
  return reply.header('content-encoding', encoding).send(answer.encoded(encoding));
}
