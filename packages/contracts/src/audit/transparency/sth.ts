import { z } from 'zod';
import { fromBase64, fromHex, toHex, utf8 } from './encoding.ts';
import { nobleSha256, type Sha256 } from './hash.ts';

/**
 * Signed tree heads (issue 47): the log's size and root at a time, signed with Ed25519 by the server
 * (node:crypto) and verified anywhere with WebCrypto (Node 22+, current browsers).
 *
 * Public keys travel as the base64 (standard, padded) of the 32 raw Ed25519 public key bytes; a key's id
 * is keyIdOf(key): the first 16 hex digits of SHA-256 of those 32 bytes. Signatures are the base64 of the
 * 64 raw Ed25519 signature bytes, over treeHeadMessage(head).
 */
export type TreeHead = {
  /** The number of leaves. */
  size: number;
  /** MTH of the leaves: 64 lowercase hex digits. */
  root: string;
  /** When the head was signed: ISO 8601 UTC, as Date.prototype.toISOString writes it. */
  timestamp: string;
  /** keyIdOf the signing key: 16 lowercase hex digits. */
  key_id: string;
  /** Ed25519 signature of treeHeadMessage(head), base64. */
  signature: string;
};

export type UnsignedTreeHead = Omit<TreeHead, 'signature'>;

export const TREE_HEAD_VERSION = 'bk-tree-head/v1';

const ROOT = /^[0-9a-f]{64}$/;
const KEY_ID = /^[0-9a-f]{16}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;

/** The shape of a tree head on the wire (fields as treeHeadMessage accepts them). */
export const treeHeadSchema = z.object({
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  root: z.string().regex(ROOT),
  timestamp: z
    .string()
    .regex(TIMESTAMP)
    .refine((value) => !Number.isNaN(Date.parse(value))),
  key_id: z.string().regex(KEY_ID),
  signature: z.string().min(1),
});

/**
 * The exact bytes signed for a tree head: the UTF-8 of
 *   "bk-tree-head/v1\n" + size + "\n" + root + "\n" + timestamp + "\n" + key_id + "\n"
 * with size in decimal (no sign, no leading zeros), root in lowercase hex, timestamp as given (ISO 8601
 * UTC). Throws a TypeError for a field outside those forms, so no two heads share a message.
 */
export function treeHeadMessage(head: UnsignedTreeHead): Uint8Array<ArrayBuffer> {
  const { size, root, timestamp, key_id } = head;
  if (!Number.isSafeInteger(size) || size < 0) throw new TypeError(`Invalid tree head size: ${size}`);
  if (!ROOT.test(root)) throw new TypeError('Invalid tree head root: 64 lowercase hex digits expected');
  if (!TIMESTAMP.test(timestamp) || Number.isNaN(Date.parse(timestamp))) {
    throw new TypeError('Invalid tree head timestamp: ISO 8601 UTC expected');
  }
  if (!KEY_ID.test(key_id)) throw new TypeError('Invalid tree head key id: 16 lowercase hex digits expected');
  return utf8(`${TREE_HEAD_VERSION}\n${size}\n${root}\n${timestamp}\n${key_id}\n`);
}

/** A key's id: the first 16 hex digits of SHA-256 of the raw 32-byte public key (bytes or its base64). */
export function keyIdOf(publicKeyRaw: Uint8Array | string, sha256: Sha256 = nobleSha256): string {
  const raw = typeof publicKeyRaw === 'string' ? fromBase64(publicKeyRaw) : publicKeyRaw;
  return toHex(sha256(raw)).slice(0, 16);
}

/** The DER prefix of an Ed25519 SubjectPublicKeyInfo (RFC 8410), before the 32 raw key bytes. */
const SPKI_PREFIX = '302a300506032b6570032100';

/**
 * The raw 32-byte key inside an Ed25519 SPKI DER (what node:crypto's
 * `publicKey.export({ type: 'spki', format: 'der' })` gives); throws a TypeError for anything else.
 */
export function rawPublicKeyFromSpki(der: Uint8Array): Uint8Array {
  if (der.length !== 44 || toHex(der.subarray(0, 12)) !== SPKI_PREFIX) {
    throw new TypeError('Not an Ed25519 SubjectPublicKeyInfo');
  }
  return der.slice(12);
}

/**
 * Whether `signature` (base64 of 64 bytes) is a valid Ed25519 signature of `message` by `publicKey`
 * (base64 of the 32 raw bytes), through WebCrypto. Never throws: malformed input is false.
 */
export async function verifyEd25519(
  publicKey: string,
  message: Uint8Array,
  signature: string,
): Promise<boolean> {
  try {
    const raw = fromBase64(publicKey);
    const sig = fromBase64(signature);
    if (raw.length !== 32 || sig.length !== 64) return false;
    const subtle = globalThis.crypto.subtle;
    const key = await subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
    return await subtle.verify({ name: 'Ed25519' }, key, sig, new Uint8Array(message));
  } catch {
    return false;
  }
}

/**
 * Whether the tree head is well formed and signed by the key `publicKeys[head.key_id]` (base64 raw), whose
 * keyIdOf must equal head.key_id. Never throws.
 */
export async function verifyTreeHead(head: TreeHead, publicKeys: Record<string, string>): Promise<boolean> {
  try {
    if (!treeHeadSchema.safeParse(head).success) return false;
    if (!Object.hasOwn(publicKeys, head.key_id)) return false;
    const publicKey = publicKeys[head.key_id] as string;
    if (keyIdOf(publicKey) !== head.key_id) return false;
    return await verifyEd25519(publicKey, treeHeadMessage(head), head.signature);
  } catch {
    return false;
  }
}

/** The root of a tree head as bytes (for verifyInclusion and verifyConsistency). */
export function treeHeadRoot(head: Pick<TreeHead, 'root'>): Uint8Array {
  return fromHex(head.root);
}
