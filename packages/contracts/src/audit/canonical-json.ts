import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';

/**
 * The one canonical JSON of the portal (decisions 0030 and 0047): the event log's chain hashes events
 * in it, and a document an event vouches for (a published version, a settlement, an offer's receipt)
 * is digested in it, so the procedure file's checker can compare a document's bytes with its event.
 */

/** JSON with object keys sorted at every level: the same value gives the same text whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) text += (i > 0 ? ',' : '') + canonicalJson(value[i]);
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  let text = '{';
  for (const key of Object.keys(record).sort()) {
    const item = record[key];
    if (item === undefined) continue;
    text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(item)}`;
  }
  return `${text}}`;
}

/** SHA-256 (hex) of bytes. */
export function sha256Hex(bytes: Uint8Array): string {
  return bytesToHex(sha256(bytes));
}

/** The bytes of a document as the procedure file holds it: its canonical JSON in UTF-8. */
export function documentBytes(value: unknown): Uint8Array {
  return new TextEncoder().encode(canonicalJson(value));
}

/** The digest an event carries of a document (`content_sha256`, `receipt_sha256`). */
export function documentDigest(value: unknown): string {
  return sha256Hex(documentBytes(value));
}

/** An event as the log's canonical text covers it (its position `seq` once sealed). */
export type CanonicalEventFields = {
  id: number;
  type: string;
  object_kind: string;
  object_id: number;
  actor_kind: string;
  actor_id: number | null;
  occurred_at: Date | string;
  payload: unknown;
  seq?: number;
};

/**
 * The canonical text of one event (decisions 0030 and 0048): canonicalJson of its fields written out in
 * their sorted order. With its position, what the chain hashes and the Merkle tree's leaf holds; without
 * it, what the event's MAC covers when it is written. The server, the commands and the procedure file's
 * checker in the browser share it.
 */
export function canonicalEventText(event: CanonicalEventFields): string {
  const at = event.occurred_at instanceof Date ? event.occurred_at : new Date(event.occurred_at);
  const seq = event.seq === undefined ? '' : `"seq":${event.seq},`;
  return `{"actor_id":${event.actor_id ?? 'null'},"actor_kind":${JSON.stringify(event.actor_kind)},"id":${event.id},"object_id":${event.object_id},"object_kind":${JSON.stringify(event.object_kind)},"occurred_at":"${at.toISOString()}","payload":${canonicalJson(event.payload)},${seq}"type":${JSON.stringify(event.type)}}`;
}
