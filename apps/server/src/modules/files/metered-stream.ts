import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

/** A pass-through that counts and hashes the bytes going by: their size and SHA-256 once it has ended. */
export function meteredStream() {
  const hash = createHash('sha256');
  let size = 0;
  let digest = '';
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      digest = hash.digest('hex');
      done();
    },
  });
  return { stream, size: () => size, sha256: () => digest };
}
