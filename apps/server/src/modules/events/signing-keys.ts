import { createHash, createHmac, createPrivateKey, createPublicKey, randomBytes, sign } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AuditKeySettings } from '../../config.ts';

/**
 * The log's signing keys (issue 47, decision 0048): Ed25519 keys that live outside the database, in the
 * file BK_AUDIT_KEY_FILE (made beside the data directory outside production), one key a line as
 * `ed25519:<base64 of its 32-byte seed>`; the first line signs, the lines after it are earlier keys kept
 * for checking what they signed. From each key come:
 * - its MAC key, with which every event is MACed as it is written (so a row slipped in with plain SQL has
 *   no valid MAC and is not sealed);
 * - its signature of the log's tree heads and of the offers' receipts, checked with its public part alone
 *   (published at /api/audit/heads).
 * A database administrator holds neither: the database keeps only the key ids and public parts.
 */

export type SigningKey = {
  /** First 16 hex digits of SHA-256 over the raw 32-byte public key. */
  keyId: string;
  /** The raw 32-byte public key, base64. */
  publicKey: string;
  macKey: Buffer;
  sign(message: Uint8Array): string;
};

const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');
const LINE = /^ed25519:([A-Za-z0-9+/]{43}=)$/;

export class AuditKeyError extends Error {
  override name = 'AuditKeyError';
}

export function keyFromSeed(seed: Buffer): SigningKey {
  if (seed.length !== 32) throw new AuditKeyError('An audit signing key is 32 bytes.');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const raw = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32);
  return {
    keyId: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    publicKey: raw.toString('base64'),
    macKey: createHmac('sha256', seed).update('bk-event-mac/v1').digest(),
    sign: (message) => sign(null, message, privateKey).toString('base64'),
  };
}

/** The keys of one file: the first signs and MACs, all of them check. */
export class AuditKeyRing {
  readonly current: SigningKey;
  readonly #byId: Map<string, SigningKey>;

  constructor(readonly keys: SigningKey[]) {
    if (keys.length === 0) throw new AuditKeyError('The audit key file holds no key.');
    this.current = keys[0] as SigningKey;
    this.#byId = new Map(keys.map((key) => [key.keyId, key]));
  }

  get(keyId: string): SigningKey | undefined {
    return this.#byId.get(keyId);
  }

  /** An event's MAC under the current key (hex), over its canonical text without its position. */
  mac(text: string): { keyId: string; mac: string } {
    return { keyId: this.current.keyId, mac: macWith(this.current, text) };
  }

  /** Whether `mac` is the MAC of `text` under the key `keyId` of this ring. */
  checkMac(keyId: string | null, mac: string | null, text: string): boolean {
    const key = keyId ? this.#byId.get(keyId) : undefined;
    if (!key || !mac) return false;
    return macWith(key, text) === mac;
  }

  /** Every public part, the current first: what is published. */
  publicKeys(): { key_id: string; public_key: string; current: boolean }[] {
    return this.keys.map((key, i) => ({ key_id: key.keyId, public_key: key.publicKey, current: i === 0 }));
  }
}

const macWith = (key: SigningKey, text: string) =>
  createHmac('sha256', key.macKey).update(text).digest('hex');

export function parseKeyFile(text: string, where: string): AuditKeyRing {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return new AuditKeyRing(
    lines.map((line) => {
      const match = LINE.exec(line);
      if (!match)
        throw new AuditKeyError(`A line of ${where} is not 'ed25519:' and a 32-byte key in base64.`);
      return keyFromSeed(Buffer.from(match[1] as string, 'base64'));
    }),
  );
}

const newLine = () => `ed25519:${randomBytes(32).toString('base64')}\n`;

/** Writes `text` to `file` through a file aside, renamed into place (never half a file), owner-only. */
function writeWhole(file: string, text: string, exclusive: boolean) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, text, { mode: 0o600, flag: 'wx' });
  try {
    if (exclusive) fs.linkSync(aside, file);
    else fs.renameSync(aside, file);
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/** Reads the key file, making the default one when allowed (two processes starting together read one). */
export function loadAuditKeys(settings: AuditKeySettings): AuditKeyRing {
  if (settings.inline) return parseKeyFile(settings.inline.replaceAll('\\n', '\n'), 'BK_AUDIT_KEY');
  if (!fs.existsSync(settings.file)) {
    if (!settings.generate)
      throw new AuditKeyError(
        `The audit key file ${settings.file} does not exist (BK_AUDIT_KEY_FILE): make one with npm run audit:rotate-key.`,
      );
    try {
      writeWhole(
        settings.file,
        `# The event log's signing keys (decision 0048): the first signs.\n${newLine()}`,
        true,
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  let text: string;
  try {
    text = fs.readFileSync(settings.file, 'utf8');
  } catch {
    throw new AuditKeyError(`The audit key file ${settings.file} cannot be read (BK_AUDIT_KEY_FILE).`);
  }
  return parseKeyFile(text, `the file ${settings.file}`);
}

/**
 * Rotation: a new key becomes the first line (it signs from the next start); the earlier ones stay
 * below it, so what they signed and MACed is still checked. Returns the new key's id.
 */
export function rotateKeyFile(file: string): string {
  const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const line = newLine();
  const kept = before
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => `${l.trim()}\n`)
    .join('');
  writeWhole(file, `# The event log's signing keys (decision 0048): the first signs.\n${line}${kept}`, false);
  return parseKeyFile(line, 'the new key').current.keyId;
}

let installed: AuditKeyRing | null = null;

/** The process's keys, installed once at start (bootstrap) before anything records an event. */
export function installAuditKeys(ring: AuditKeyRing): void {
  installed = ring;
}

export function auditKeys(): AuditKeyRing {
  if (!installed) throw new AuditKeyError('The audit keys are not loaded (bootstrap installs them).');
  return installed;
}
