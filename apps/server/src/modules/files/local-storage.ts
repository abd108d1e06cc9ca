import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, ReceivedFile } from './file-storage.ts';
import { meteredStream } from './metered-stream.ts';

const KEY_PATTERN = /^[0-9a-f]{32}$/;
const TEMPORARY_DIR = '.tmp';

/** A storage key as `receive` makes them (32 hex digits); anything else never reaches a path or URL. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
  return key;
}

/**
 * Files in a local directory, under random keys (`<root>/ab/ab12...`): a user's file name never
 * reaches a path. Uploads stream into `<root>/.tmp` (same file system) and are renamed into place
 * only when complete, so a reader never sees a partial file.
 */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  get temporaryDir(): string {
    return path.join(this.root, TEMPORARY_DIR);
  }

  /** Where an upload waits until it is committed or discarded. */
  temporaryPathOf(key: string): string {
    return path.join(this.temporaryDir, `${checkedKey(key)}.part`);
  }

  pathOf(key: string): string {
    return path.join(this.root, checkedKey(key).slice(0, 2), key);
  }

  async receive(source: Readable): Promise<ReceivedFile> {
    await mkdir(this.temporaryDir, { recursive: true });
    const key = randomBytes(16).toString('hex');
    const temporary = this.temporaryPathOf(key);
    const meter = meteredStream();
    try {
      await pipeline(source, meter.stream, createWriteStream(temporary, { flags: 'wx' }));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    const final = this.pathOf(key);
    return {
      key,
      size: meter.size(),
      sha256: meter.sha256(),
      commit: async () => {
        await mkdir(path.dirname(final), { recursive: true });
        await rename(temporary, final);
      },
      discard: () => rm(temporary, { force: true }),
    };
  }

  async open(key: string): Promise<ReadStream> {
    const stream = createReadStream(this.pathOf(key));
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', reject);
    });
    return stream;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Younger temporary files may belong to an upload in progress in another server process. */
  async sweepTemporary(olderThanMs: number): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.temporaryDir);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.temporaryDir, name);
      const info = await stat(file).catch(() => null);
      // File system times are real times, so this compares with the real clock, not the server clock.
      if (info?.isFile() && Date.now() - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
