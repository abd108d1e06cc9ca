import { randomBytes } from 'node:crypto';
import { PassThrough, pipeline, Readable } from 'node:stream';
import { messages } from '@bk/contracts/common/messages';
import { cleanFileName, hasBlockedExtension } from '@bk/contracts/files/file-name';
import { FILE_MAX_BYTES, type FileContext } from '@bk/contracts/files/limits';
import { fileMessages } from '@bk/contracts/files/messages';
import { resumableMessages, UPLOAD_EXPIRY_MS } from '@bk/contracts/files/resumable';
import type { UploadedFile } from '@bk/contracts/files/upload';
import type { UploadRefusal } from '../../db/schema.ts';
import { AppError, notFound, unprocessable } from '../../lib/errors.ts';
import { recordEvent, userActor } from '../events/index.ts';
import { enqueueJob, type JobHandler } from '../jobs/index.ts';
import { openFileFacts, partOpeningStream, partSealingStream, uploadSealing } from '../keys/index.ts';
import type { FileStorage } from './file-storage.ts';
import { type FilesDeps, presentStoredFile, uploadFile } from './files.service.ts';
import { isPictureName } from './picture-check.ts';
import {
  addPart,
  claimChecking,
  claimWriting,
  decideUpload,
  deleteParts,
  deleteUpload,
  expiredUploads,
  findUpload,
  holdWriting,
  insertUpload,
  releaseChecking,
  type UploadRow,
  uploadParts,
} from './resumable.repository.ts';
import { SEALED_CONTEXT } from './seal-names.ts';

/**
 * Resumable uploads (issue 50, decision 0051): the tus protocol's creation, appending and termination,
 * and the check of a whole upload by the plain upload's own path (`uploadFile`: the same limits, content
 * checks, sealing and digest). What a dropped connection had delivered is kept as a part, so the client
 * resumes from there.
 */

export const UPLOAD_EXPIRY_QUEUE = 'files.upload-expiry';
/** A PATCH holds its upload this long at a time, extended every third of it while its body streams. */
const WRITE_HOLD_MS = 30_000;
/** How long a HEAD waits for a PATCH in flight (a dropped one is stored within moments). */
const HEAD_WAIT_MS = 5_000;
/** How long a process holds the check of a whole upload before another may take it over. */
const CHECK_HOLD_MS = 5 * 60_000;

const missing = () => notFound(resumableMessages.missing);
const mismatch = (received: number) => new OffsetMismatch(received);

/** The client's offset is not where the upload is (tus: 409, with the offset to resume from). */
export class OffsetMismatch extends AppError {
  constructor(readonly received: number) {
    super(409, resumableMessages.offsetMismatch);
  }
}

/** Creates an upload of `length` bytes named `name`, refusing at once what the whole file would be refused for. */
export async function createUpload(
  deps: FilesDeps,
  input: { userId: number; context: FileContext; length: number; name: string },
): Promise<{ token: string; expiresAt: Date }> {
  if (input.name.trim() === '') throw unprocessable({ file: [messages.required] });
  const name = cleanFileName(input.name);
  if (hasBlockedExtension(name)) {
    const message = fileMessages.blockedExtension(name);
    throw unprocessable({ file: [message] }, message);
  }
  if (input.context === 'help' && !isPictureName(name))
    throw unprocessable({ file: [fileMessages.notPicture] }, fileMessages.notPicture);
  if (input.length === 0)
    throw unprocessable({ file: [fileMessages.emptyFileServer] }, fileMessages.emptyFileServer);
  if (input.length > FILE_MAX_BYTES)
    throw new AppError(413, fileMessages.tooLarge, { file: [fileMessages.tooLarge] });
  // An offer's upload keeps neither its name nor a byte plain (decision 0038).
  const sealing = input.context === SEALED_CONTEXT ? await uploadSealing(name) : null;
  const token = randomBytes(16).toString('hex');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + UPLOAD_EXPIRY_MS);
  await deps.db.transaction().execute(async (trx) => {
    const { id } = await insertUpload(trx, {
      token,
      user_id: input.userId,
      context: input.context,
      name: sealing ? null : name,
      length: input.length,
      sealing: sealing ? JSON.stringify(sealing) : null,
      created_at: now,
      expires_at: expiresAt,
    });
    await enqueueJob(trx, { queue: UPLOAD_EXPIRY_QUEUE, key: `upload:${id}`, runAt: expiresAt }, now);
    // The size and what it is for; an offer's upload names no file (its name is sealed).
    await recordEvent(trx, {
      type: 'upload.started',
      object: { kind: 'upload', id },
      actor: userActor(input.userId),
      at: now,
      payload: { context: input.context, length: input.length },
    });
  });
  return { token, expiresAt };
}

async function theUpload(deps: FilesDeps, token: string, userId: number): Promise<UploadRow> {
  const upload = await findUpload(deps.db, token, userId, deps.clock.now());
  if (!upload) throw missing();
  return upload;
}

/**
 * Where an upload stands (tus HEAD). While a PATCH still streams into it (a connection that just dropped
 * is being stored) the answer waits for it a few seconds, so the client resumes from what was kept.
 */
export async function uploadState(deps: FilesDeps, token: string, userId: number) {
  let upload = await theUpload(deps, token, userId);
  const until = Date.now() + HEAD_WAIT_MS;
  while (upload.writing_until && new Date(upload.writing_until) > deps.clock.now() && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    upload = await theUpload(deps, token, userId);
  }
  return { offset: upload.received, length: upload.length, expiresAt: new Date(upload.expires_at) };
}

/** Runs `write` holding the upload (extended as it goes); 423 while another request holds it. */
async function holding<T>(deps: FilesDeps, id: number, body: Readable, write: () => Promise<T>): Promise<T> {
  const later = () => new Date(deps.clock.now().getTime() + WRITE_HOLD_MS);
  if (!(await claimWriting(deps.db, id, deps.clock.now(), later()))) {
    body.resume();
    throw new AppError(423, resumableMessages.locked);
  }
  const heartbeat = setInterval(() => {
    holdWriting(deps.db, id, later()).catch(() => undefined);
  }, WRITE_HOLD_MS / 3);
  try {
    return await write();
  } finally {
    clearInterval(heartbeat);
    await holdWriting(deps.db, id, null);
  }
}

/**
 * The request's body as a stream that ends, rather than fails, when the client goes away: what arrived
 * until then is kept as a part. `overflow()` tells that the body brought more than `room` bytes (the
 * stream ends at `room`).
 */
function keptBody(body: Readable, room: number) {
  const out = new PassThrough();
  let size = 0;
  let overflow = false;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    body.unpipe(out);
    out.end();
  };
  body.on('data', (chunk: Buffer) => {
    if (ended) return;
    if (size + chunk.length > room) {
      overflow = true;
      end();
      body.resume();
      return;
    }
    size += chunk.length;
    if (!out.write(chunk)) {
      body.pause();
      out.once('drain', () => body.resume());
    }
  });
  body.once('end', end);
  body.once('error', end);
  body.once('close', end);
  return { stream: out, size: () => size, overflow: () => overflow };
}

/**
 * Appends the request's body at `offset` (tus PATCH): stored as one part (sealed for an offer), counted
 * only if the upload had received exactly `offset` bytes. When the last byte is in, the whole file is
 * checked and stored as a plain upload would be; its refusal is this request's answer.
 */
export async function appendToUpload(
  deps: FilesDeps,
  input: { token: string; userId: number; offset: number; body: Readable },
): Promise<{ offset: number; expiresAt: Date }> {
  const upload = await theUpload(deps, input.token, input.userId);
  const expiresAt = new Date(upload.expires_at);
  if (input.offset !== upload.received) {
    input.body.resume();
    throw mismatch(upload.received);
  }
  if (upload.state !== 'receiving' || upload.received === upload.length) {
    input.body.resume();
    if (upload.state === 'refused') throw refusalError(upload.refusal);
    return { offset: upload.received, expiresAt };
  }
  return holding(deps, upload.id, input.body, () => appendPart(deps, upload, input));
}

async function appendPart(
  deps: FilesDeps,
  upload: UploadRow,
  input: { token: string; userId: number; body: Readable },
): Promise<{ offset: number; expiresAt: Date }> {
  const expiresAt = new Date(upload.expires_at);
  const body = keptBody(input.body, upload.length - upload.received);
  const place = `${upload.id}/${upload.received}`;
  const sealed = upload.sealing ? await partSealingStream(upload.sealing, place) : null;
  const source = sealed ? pipeline(body.stream, sealed.stream, () => undefined) : body.stream;
  const received = await deps.storage.receive(source);
  if (body.overflow() || body.size() === 0) {
    await received.discard();
    if (body.overflow()) throw new AppError(413, fileMessages.tooLarge, { file: [fileMessages.tooLarge] });
    return { offset: upload.received, expiresAt };
  }
  await received.commit();
  const part = {
    upload_id: upload.id,
    start: upload.received,
    size: body.size(),
    storage_key: received.key,
    seal: sealed ? sealed.seal() : null,
  };
  const counted = await deps.db
    .transaction()
    .execute(async (trx) => {
      if (!(await addPart(trx, part))) return false;
      // Evidence of what arrived and when (by the server's clock), whatever happens to the connection.
      await recordEvent(trx, {
        type: 'upload.part_received',
        object: { kind: 'upload', id: upload.id },
        actor: userActor(upload.user_id),
        at: deps.clock.now(),
        payload: { start: part.start, size: part.size, length: upload.length },
      });
      return true;
    })
    .catch(async (error: unknown) => {
      await deps.storage.remove(received.key);
      throw error;
    });
  if (!counted) {
    await deps.storage.remove(received.key);
    throw mismatch((await theUpload(deps, input.token, input.userId)).received);
  }
  const offset = part.start + part.size;
  if (offset === upload.length) await checkWhole(deps, { ...upload, received: offset });
  return { offset, expiresAt };
}

function refusalError(refusal: UploadRefusal | null): AppError {
  if (!refusal) return new AppError(500, fileMessages.unexpected);
  return new AppError(refusal.status, refusal.message, refusal.errors);
}

/** The bytes of an upload's parts in order, each opened when sealed (a part altered or moved fails). */
function wholeBytes(storage: FileStorage, upload: UploadRow, parts: Awaited<ReturnType<typeof uploadParts>>) {
  async function* bytes() {
    let at = 0;
    for (const part of parts) {
      if (part.start !== at) throw new Error(`upload ${upload.id}: a part missing at ${at}`);
      const stored = await storage.open(part.storage_key);
      const opened =
        upload.sealing && part.seal
          ? pipeline(
              stored,
              await partOpeningStream(upload.sealing, `${upload.id}/${part.start}`, part.seal),
              () => undefined,
            )
          : stored;
      yield* opened;
      at += part.size;
    }
    if (at !== upload.length) throw new Error(`upload ${upload.id}: ${at} of ${upload.length} bytes`);
  }
  return Readable.from(bytes(), { objectMode: false });
}

/**
 * Checks and stores a whole upload once (claimed for a while, so two requests or processes do not both):
 * through `uploadFile`, as a plain upload. Its refusal (4xx) is kept and given to whoever asks; a failure
 * of the server leaves it to be checked again.
 */
async function checkWhole(deps: FilesDeps, upload: UploadRow): Promise<void> {
  const now = deps.clock.now();
  if (!(await claimChecking(deps.db, upload.id, now, new Date(now.getTime() + CHECK_HOLD_MS)))) return;
  const name = upload.sealing?.facts
    ? (await openFileFacts({ ...upload.sealing, facts: upload.sealing.facts })).name
    : (upload.name ?? '');
  const parts = await uploadParts(deps.db, upload.id);
  let outcome: { file_id: number } | { refusal: UploadRefusal };
  try {
    const { file } = await uploadFile(deps, {
      userId: upload.user_id,
      context: upload.context as FileContext,
      file: {
        fieldName: 'file',
        fileName: name,
        stream: wholeBytes(deps.storage, upload, parts),
        truncated: () => false,
        aborted: () => false,
      },
    });
    outcome = { file_id: file.id };
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500) {
      await releaseChecking(deps.db, upload.id);
      throw error;
    }
    outcome = { refusal: { status: error.statusCode, message: error.message, errors: error.errors } };
  }
  const keys = await deps.db.transaction().execute(async (trx) => {
    await decideUpload(trx, upload.id, outcome);
    return deleteParts(trx, upload.id);
  });
  await removeStored(deps.storage, keys);
  if ('refusal' in outcome) throw refusalError(outcome.refusal);
}

async function removeStored(storage: FileStorage, keys: readonly string[]) {
  for (const key of keys) await storage.remove(key);
}

/**
 * The stored file of a whole upload (GET /api/uploads/{token}): checks it now if no one has (a process
 * that died before or while checking), 409 while another checks it or bytes are missing, the refusal as
 * it was answered.
 */
export async function uploadedFileOf(
  deps: FilesDeps,
  token: string,
  userId: number,
): Promise<{ file: UploadedFile }> {
  let upload = await theUpload(deps, token, userId);
  if (upload.received < upload.length) throw new AppError(409, resumableMessages.notFinished);
  if (upload.state === 'receiving' || upload.state === 'checking') {
    await checkWhole(deps, upload);
    upload = await theUpload(deps, token, userId);
  }
  if (upload.state === 'refused') throw refusalError(upload.refusal);
  if (upload.state !== 'done') throw new AppError(409, resumableMessages.checking);
  if (upload.file_id === null) throw missing();
  return { file: await presentStoredFile(deps.db, upload.file_id) };
}

/** Abandons an upload (tus DELETE): its parts go; a file it became stays. */
export async function terminateUpload(deps: FilesDeps, token: string, userId: number): Promise<void> {
  const upload = await theUpload(deps, token, userId);
  if (upload.state === 'checking') throw new AppError(409, resumableMessages.checking);
  const keys = await deps.db.transaction().execute(async (trx) => {
    const removed = await deleteUpload(trx, upload.id);
    await recordEvent(trx, {
      type: 'upload.abandoned',
      object: { kind: 'upload', id: upload.id },
      actor: userActor(userId),
      at: deps.clock.now(),
      payload: { received: upload.received, length: upload.length },
    });
    return removed;
  });
  await removeStored(deps.storage, keys);
}

let configured: { storage: FileStorage } | null = null;

/** Set at start (bootstrap.ts): the storage the expiry job removes parts from. */
export function configureUploads(settings: { storage: FileStorage }): void {
  configured = settings;
}

/** The job at an upload's expiry: every upload past its expiry goes, with its parts. */
export const uploadExpiryJob: JobHandler = async (_job, { db, clock }) => {
  if (!configured) throw new Error('resumable uploads: no storage configured');
  for (;;) {
    const batch = await expiredUploads(db, clock.now(), 100);
    for (const { id } of batch)
      await removeStored(configured.storage, await db.transaction().execute((trx) => deleteUpload(trx, id)));
    if (batch.length < 100) return;
  }
};
