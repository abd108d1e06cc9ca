import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MasterKeySettings } from '../../config.ts';
import { gcmOpen, gcmSeal } from './gcm.ts';

/**
 * The master key (issue 37, decision 0038): 32 random bytes that live outside the database, in the file
 * BK_MASTER_KEY_FILE (or base64 in BK_MASTER_KEY); for the embedded default, a file made on first start
 * beside the data directory. It only wraps and unwraps the data keys. A KeyService is the one interface
 * the rest of the portal sees, so an external key service (KMS, HSM) can take its place: it would wrap
 * and unwrap by a call instead of here.
 */
export interface KeyService {
  /** The id of the key that wraps new data keys. */
  readonly currentKeyId: string;
  /** The ids of every key this process can unwrap with (the current one and a previous one in rotation). */
  readonly keyIds: readonly string[];
  wrap(dataKey: Buffer, context: string): Promise<{ keyId: string; wrapped: string }>;
  unwrap(keyId: string, wrapped: string, context: string): Promise<Buffer>;
}

export const KEY_BYTES = 32;

/** A key's id: the first 16 hex digits of its SHA-256 (never the key itself). */
export const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** Reads a key file: 32 bytes as base64 (a line), or refuses with what is wrong. */
export function readKeyFile(file: string): Buffer {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new MasterKeyError(`The master key file ${file} cannot be read (BK_MASTER_KEY_FILE).`);
  }
  return parseKey(text.trim(), `the file ${file}`);
}

export function parseKey(text: string, where: string): Buffer {
  const key = Buffer.from(text, 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64') !== text) {
    throw new MasterKeyError(`The master key in ${where} is not 32 bytes in base64.`);
  }
  return key;
}

/**
 * Writes a new random key file, readable by its owner only; refuses to overwrite one. Written aside and
 * linked into place, so a process reading it at the same moment never finds half a key.
 */
export function writeNewKeyFile(file: string): Buffer {
  const key = randomBytes(KEY_BYTES);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(aside, file);
  } finally {
    fs.rmSync(aside, { force: true });
  }
  return key;
}

/** Makes the key file, or reads the one another process made at the same moment. */
function makeOrReadKeyFile(file: string): Buffer {
  try {
    return writeNewKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readKeyFile(file);
    throw error;
  }
}

export class MasterKeyError extends Error {
  override name = 'MasterKeyError';
}

/** Wraps with AES-256-GCM under the master key: base64 of nonce (12) | tag (16) | wrapped key. */
export class LocalKeyService implements KeyService {
  readonly currentKeyId: string;
  readonly keyIds: readonly string[];
  readonly #keys: Map<string, Buffer>;

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    this.currentKeyId = keyIdOf(current);
    this.#keys = new Map([current, ...previous].map((key) => [keyIdOf(key), key]));
    this.keyIds = [...this.#keys.keys()];
  }

  async wrap(dataKey: Buffer, context: string) {
    const key = this.#keys.get(this.currentKeyId) as Buffer;
    return {
      keyId: this.currentKeyId,
      wrapped: gcmSeal(key, `bk/data-key/${context}`, dataKey).toString('base64'),
    };
  }

  async unwrap(keyId: string, wrapped: string, context: string) {
    const key = this.#keys.get(keyId);
    if (!key) throw new MasterKeyError(`The master key ${keyId} is not known to this process.`);
    return gcmOpen(key, `bk/data-key/${context}`, Buffer.from(wrapped, 'base64'));
  }
}

/** The process's key service from its settings (the key file made on first start where allowed). */
export function loadKeyService(settings: MasterKeySettings): LocalKeyService {
  let current: Buffer;
  if (settings.inline) current = parseKey(settings.inline, 'BK_MASTER_KEY');
  else if (fs.existsSync(settings.file)) current = readKeyFile(settings.file);
  else if (settings.named)
    throw new MasterKeyError(
      `No master key: the file ${settings.file} named by BK_MASTER_KEY_FILE does not exist.`,
    );
  else if (settings.generate) current = makeOrReadKeyFile(settings.file);
  else
    throw new MasterKeyError(
      `No master key: set BK_MASTER_KEY_FILE to the key file (${settings.file} does not exist) or BK_MASTER_KEY.`,
    );
  const previous = settings.previousFile ? [readKeyFile(settings.previousFile)] : [];
  return new LocalKeyService(current, previous);
}
