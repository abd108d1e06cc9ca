import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Transform } from 'node:stream';
import type { Kysely, Transaction } from 'kysely';
import type { DB, FileSealing } from '../../db/schema.ts';
import { gcmOpen, gcmSeal, keyContext } from './gcm.ts';
import { announcementKey, keepAnnouncementKey } from './keys.repository.ts';
import { KEY_BYTES, type KeyService, MasterKeyError } from './master-key.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Sealing at rest (issue 37, decision 0038): a value of an offer is kept as an envelope encrypted with
 * AES-256-GCM under its announcement's data key, a fresh nonce each time, with the announcement's id,
 * the offer set's id and the column as associated data: a value moved to another row, column or
 * announcement fails authentication instead of being shown.
 */
let service: KeyService | null = null;

/** Set at start (bootstrap.ts) once the master key is checked against the database. */
export function installKeyService(keys: KeyService): void {
  service = keys;
  dataKeys.clear();
}

function keys(): KeyService {
  if (!service) throw new MasterKeyError('No master key is loaded in this process.');
  return service;
}

/**
 * Unwrapped data keys by announcement, kept in this process's memory (as the master key is). The lookup
 * is kept while it runs, so the rows of one list opened together read and unwrap their key once.
 */
const dataKeys = new Map<number, Promise<Buffer>>();
const KEEP_KEYS = 20_000;

/** The announcement's data key; made (and kept wrapped in the database) on its first offer. */
function dataKey(db: Db, announcementId: number, create: boolean): Promise<Buffer> {
  const known = dataKeys.get(announcementId);
  if (known) return known;
  if (dataKeys.size >= KEEP_KEYS) dataKeys.delete(dataKeys.keys().next().value as number);
  const looked = lookUpDataKey(db, announcementId, create);
  dataKeys.set(announcementId, looked);
  // A failed lookup is not kept: the next one asks again.
  looked.catch(() => {
    if (dataKeys.get(announcementId) === looked) dataKeys.delete(announcementId);
  });
  return looked;
}

async function lookUpDataKey(db: Db, announcementId: number, create: boolean): Promise<Buffer> {
  const context = keyContext.announcement(announcementId);
  let row = await announcementKey(db, announcementId);
  if (!row) {
    if (!create) throw new SealedValueError(`announcement ${announcementId} has no data key`);
    const wrapped = await keys().wrap(randomBytes(KEY_BYTES), context);
    row = await keepAnnouncementKey(db, {
      announcement_id: announcementId,
      key_id: wrapped.keyId,
      wrapped_key: wrapped.wrapped,
      created_at: new Date(),
    });
    if (!row) throw new Error(`the data key of announcement ${announcementId} was not kept`);
  }
  return keys().unwrap(row.key_id, row.wrapped_key, context);
}

export class SealedValueError extends Error {
  override name = 'SealedValueError';
}

/** What a sealed value is bound to. */
type SealedPlace = { announcementId: number; offerSetId: number; column: string };
type Envelope = { $sealed: 'v1'; a: number; o: number; c: string };

const aad = (place: SealedPlace) => `bk/offer/${place.announcementId}/${place.offerSetId}/${place.column}`;

/** Whether a kept value is sealed (else it was written plain, before sealing). */
export function isSealed(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && (value as Envelope).$sealed === 'v1';
}

/** The JSON text of `json` (a JSON text) sealed in its place. */
export async function sealJson(db: Db, json: string, place: SealedPlace): Promise<string> {
  const key = await dataKey(db, place.announcementId, true);
  const envelope: Envelope = {
    $sealed: 'v1',
    a: place.announcementId,
    o: place.offerSetId,
    c: gcmSeal(key, aad(place), json).toString('base64'),
  };
  return JSON.stringify(envelope);
}

/**
 * The value kept in a row's column, opened: a sealed one must be sealed for this offer set and column and
 * authenticate under its announcement's key (else SealedValueError); a plain one (null, or written
 * before sealing) is given as it is.
 */
export async function openJson(
  db: Db,
  stored: unknown,
  offerSetId: number,
  column: string,
): Promise<unknown> {
  if (!isSealed(stored)) return stored;
  if (stored.o !== offerSetId)
    throw new SealedValueError(`a value of offer set ${stored.o} in offer set ${offerSetId}`);
  const place = { announcementId: stored.a, offerSetId, column };
  const key = await dataKey(db, stored.a, false);
  try {
    return JSON.parse(gcmOpen(key, aad(place), Buffer.from(stored.c, 'base64')).toString('utf8'));
  } catch {
    throw new SealedValueError(`the ${column} of offer set ${offerSetId} does not authenticate`);
  }
}

/** An offer set row with its sealed columns opened (those it has). */
export async function openOfferRow<R extends { id: number; content?: unknown; economic_subject?: unknown }>(
  db: Db,
  row: R,
): Promise<R> {
  const out = { ...row };
  if ('content' in row) out.content = await openJson(db, row.content, row.id, 'content');
  if ('economic_subject' in row)
    out.economic_subject = await openJson(db, row.economic_subject, row.id, 'economic_subject');
  return out;
}

export function openOfferRows<R extends { id: number; content?: unknown; economic_subject?: unknown }>(
  db: Db,
  rows: readonly R[],
): Promise<R[]> {
  return Promise.all(rows.map((row) => openOfferRow(db, row)));
}

/** What a file's row says of its plain bytes: kept sealed for an offer's file (issue 44, decision 0038). */
export type FileFacts = { name: string; sha256: string };
const FACTS_AAD = 'bk/file/facts';

const sealFacts = (key: Buffer, facts: FileFacts) =>
  gcmSeal(key, FACTS_AAD, JSON.stringify({ name: facts.name, sha256: facts.sha256 })).toString('base64');

function fileKey(sealing: FileSealing): Promise<Buffer> {
  return keys().unwrap(sealing.key_id, sealing.wrapped_key, keyContext.file(sealing.nonce));
}

/**
 * A file's bytes sealed on their way to storage: a fresh data key per file (the file is uploaded before
 * it belongs to an offer, so before its announcement is known; bytes moved to another file's place fail
 * under that file's key). `sealing(facts)` gives what to keep on the file's row once the stream has
 * ended: the wrapped key, nonce and tag, and the file's name and digest sealed under the same key.
 */
export async function sealingStream() {
  const key = randomBytes(KEY_BYTES);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from('bk/file'));
  const wrapped = await keys().wrap(key, keyContext.file(nonce.toString('base64')));
  return {
    stream: cipher as Transform,
    sealing: (facts: FileFacts): FileSealing => ({
      key_id: wrapped.keyId,
      wrapped_key: wrapped.wrapped,
      nonce: nonce.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      facts: sealFacts(key, facts),
    }),
  };
}

/**
 * A file's name and digest sealed after the fact (the one-off job of issue 44): under the file's own key
 * when its bytes are sealed, else under a new key of its own (a file stored plain before sealing: its
 * bytes stay as they are, `tag` absent).
 */
export async function sealFileFacts(sealing: FileSealing | null, facts: FileFacts): Promise<FileSealing> {
  if (sealing) return { ...sealing, facts: sealFacts(await fileKey(sealing), facts) };
  const key = randomBytes(KEY_BYTES);
  const nonce = randomBytes(12).toString('base64');
  const wrapped = await keys().wrap(key, keyContext.file(nonce));
  return { key_id: wrapped.keyId, wrapped_key: wrapped.wrapped, nonce, facts: sealFacts(key, facts) };
}

/** The sealed name and digest of a file, opened (SealedValueError when they do not authenticate). */
export async function openFileFacts(sealing: FileSealing & { facts: string }): Promise<FileFacts> {
  const key = await fileKey(sealing);
  try {
    const facts = JSON.parse(gcmOpen(key, FACTS_AAD, Buffer.from(sealing.facts, 'base64')).toString('utf8'));
    return { name: String(facts.name), sha256: String(facts.sha256) };
  } catch {
    throw new SealedValueError('the name of a sealed file does not authenticate');
  }
}

/** The stream that opens a sealed file's bytes (an altered file fails at its end: the tag). */
export async function openingStream(sealing: FileSealing & { tag: string }): Promise<Transform> {
  const key = await fileKey(sealing);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealing.nonce, 'base64'));
  decipher.setAAD(Buffer.from('bk/file'));
  decipher.setAuthTag(Buffer.from(sealing.tag, 'base64'));
  return decipher as Transform;
}

/**
 * A resumable upload's parts (issue 50): an offer's upload gets a data key of its own (wrapped by the
 * master key as a file's, its name sealed under it as a file's facts); each part is sealed under it with
 * a fresh nonce, bound to its upload and start (`place`), so parts cannot be swapped or moved.
 */
export const uploadSealing = (name: string) => sealFileFacts(null, { name, sha256: '' });

const partAad = (place: string) => Buffer.from(`bk/upload-part/${place}`);

/** The stream that seals one part on its way to storage; `seal()` once it ended: `nonce.tag` (base64). */
export async function partSealingStream(sealing: FileSealing, place: string) {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await fileKey(sealing), nonce);
  cipher.setAAD(partAad(place));
  return {
    stream: cipher as Transform,
    seal: () => `${nonce.toString('base64')}.${cipher.getAuthTag().toString('base64')}`,
  };
}

/** The stream that opens a sealed part (an altered or moved part fails at its end). */
export async function partOpeningStream(sealing: FileSealing, place: string, seal: string) {
  const [nonce = '', tag = ''] = seal.split('.');
  const decipher = createDecipheriv('aes-256-gcm', await fileKey(sealing), Buffer.from(nonce, 'base64'));
  decipher.setAAD(partAad(place));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return decipher as Transform;
}
