import { pipeline, type Readable } from 'node:stream';
import { messages } from '@bk/contracts/common/messages';
import { cleanFileName, fileExtension, hasBlockedExtension } from '@bk/contracts/files/file-name';
import type { FileContext } from '@bk/contracts/files/limits';
import { fileMessages } from '@bk/contracts/files/messages';
import { fileDownloadUri, type UploadedFile } from '@bk/contracts/files/upload';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB, FileSealing } from '../../db/schema.ts';
import { AppError, badRequest, notFound, unprocessable } from '../../lib/errors.ts';
import type { Authenticated } from '../auth/index.ts';
import { recordEvent, userActor } from '../events/index.ts';
import { openFileFacts, openingStream, sealingStream } from '../keys/index.ts';
import { CONTENT_HEAD_BYTES, checkContent } from './content-check.ts';
import { contentTypeOf } from './content-types.ts';
import { canReadFile } from './file-access.ts';
import type { FileStorage } from './file-storage.ts';
import {
  duplicateFiles,
  findFileById,
  findFilesWithUploader,
  findOwnerFileIds,
  findStoredFiles,
  insertFile,
  linkUnattachedFiles,
  SEALED_CONTENT_TYPE,
} from './files.repository.ts';
import { meteredStream } from './metered-stream.ts';
import { headKeeper, isPictureName, pictureMatches } from './picture-check.ts';
import { SEALED_CONTEXT } from './seal-names.ts';

export type FilesDeps = { db: Kysely<DB>; clock: Clock; storage: FileStorage };

/** The file part of a multipart upload, as the route hands it over. */
export type IncomingFile = {
  fieldName: string;
  fileName: string;
  stream: Readable;
  /** True when the stream was cut at the size limit. */
  truncated(): boolean;
  /** True when the body did not come whole: the client went away or the multipart data broke off. */
  aborted(): boolean;
};

/** A file row as read, its name and digest possibly sealed (an offer's file; issue 44). */
export type FileWithUploader = Awaited<ReturnType<typeof findFilesWithUploader>>[number];

type FactsRow = { name: string | null; sha256: string | null; sealing: FileSealing | null };
type Opened<R> = Omit<R, 'name' | 'sha256'> & { name: string; sha256: string };

/**
 * A file row with the name and the digest of its bytes as uploaded: opened under the file's own key when
 * sealed (decision 0038, issue 44). Called only once the reader may read the file.
 */
async function openFacts<R extends FactsRow>(row: R): Promise<Opened<R>> {
  const facts = row.sealing?.facts;
  if (row.sealing && facts) return { ...row, ...(await openFileFacts({ ...row.sealing, facts })) };
  if (row.name === null || row.sha256 === null) throw new Error('a file without its name or sealed facts');
  return { ...row, name: row.name, sha256: row.sha256 };
}

const openAll = <R extends FactsRow>(rows: readonly R[]) => Promise.all(rows.map(openFacts));

function present(file: Opened<FileWithUploader>): UploadedFile {
  return {
    id: file.id,
    uri: fileDownloadUri(file.id),
    name: file.name,
    created_at: new Date(file.created_at).toISOString(),
    created_by: { forename: file.forename, surname: file.surname },
  };
}

/** A stored file as the API presents it (its sealed name opened for the answer to its uploader). */
export async function presentStoredFile(db: Kysely<DB>, id: number): Promise<UploadedFile> {
  const [stored] = await openAll(await findFilesWithUploader(db, [id]));
  if (!stored) throw notFound();
  return present(stored);
}

/** For other modules: files checked by `attachableOf`, as the API presents them, with their SHA-256. */
export async function presentWithDigest(rows: readonly FileWithUploader[]) {
  return (await openAll(rows)).map((f) => ({ ...present(f), sha256: f.sha256 }));
}

/** Refuses an upload before storing anything; the rest of the part is drained so the answer gets through. */
function refuse(file: IncomingFile, error: AppError): never {
  file.stream.resume();
  throw error;
}

/**
 * Stores an uploaded file for the user: refuses exe (any case) and empty files, cuts the name to 100
 * characters keeping the extension, streams the bytes to storage (SHA-256 and size computed on the
 * way), refuses a program whatever its name and content that is not what the name says
 * (content-check.ts), and records the file, attached to nothing yet. A refused or broken upload
 * leaves nothing.
 */
export async function uploadFile(
  deps: FilesDeps,
  input: { userId: number; context: FileContext; file: IncomingFile | undefined },
): Promise<{ file: UploadedFile }> {
  const { file } = input;
  if (!file) throw unprocessable({ file: [messages.required] });
  if (file.fieldName !== 'file') refuse(file, unprocessable({ file: [messages.required] }));
  const name = cleanFileName(file.fileName);
  if (hasBlockedExtension(name)) {
    const message = fileMessages.blockedExtension(name);
    refuse(file, unprocessable({ file: [message] }, message));
  }
  const picture = input.context === 'help';
  const notPicture = () => unprocessable({ file: [fileMessages.notPicture] }, fileMessages.notPicture);
  if (picture && !isPictureName(name)) refuse(file, notPicture());

  // The first bytes are kept on the way to storage, to check that they are what the name says.
  const keeper = headKeeper(CONTENT_HEAD_BYTES);
  let source: Readable = pipeline(file.stream, keeper, () => undefined);
  // An offer's file is sealed on its way (decision 0038): its digest and size are the bytes' own.
  const sealed = SEALED_CONTEXTS.has(input.context) ? await sealingStream() : null;
  const plain = sealed ? meteredStream() : null;
  if (sealed && plain) source = pipeline(source, plain.stream, sealed.stream, () => undefined);
  const received = await deps.storage.receive(source).catch((error: unknown) => {
    // The temporary file is gone already; a client that went away is no server error.
    throw file.aborted() ? badRequest() : error;
  });
  if (file.truncated()) {
    await received.discard();
    throw new AppError(413, fileMessages.tooLarge, { file: [fileMessages.tooLarge] });
  }
  if (received.size === 0) {
    await received.discard();
    throw unprocessable({ file: [fileMessages.emptyFileServer] }, fileMessages.emptyFileServer);
  }
  if (picture && !pictureMatches(name, keeper.head())) {
    await received.discard();
    throw notPicture();
  }
  const verdict = await checkContent(name, keeper.head());
  if (verdict !== 'ok') {
    await received.discard();
    const message =
      verdict === 'executable'
        ? fileMessages.executable(name)
        : fileMessages.contentMismatch(name, fileExtension(name));
    throw unprocessable({ file: [message] }, message);
  }
  await received.commit().catch(async (error: unknown) => {
    await received.discard();
    throw error;
  });
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      // An offer's file keeps its name and digest sealed with its bytes' key (issue 44), its type
      // (which would tell the name's extension) as a plain byte stream.
      const inserted = await insertFile(trx, {
        storage_key: received.key,
        name: sealed ? null : name,
        size: plain ? plain.size() : received.size,
        sha256: sealed ? null : received.sha256,
        sealing: sealed && plain ? JSON.stringify(sealed.sealing({ name, sha256: plain.sha256() })) : null,
        content_type: sealed ? SEALED_CONTENT_TYPE : contentTypeOf(name),
        context: input.context,
        uploaded_by: input.userId,
        created_at: now,
      });
      // Neither the name nor the digest: an offer's file stays sealed until the deadline.
      await recordEvent(trx, {
        type: 'file.uploaded',
        object: { kind: 'file', id: inserted.id },
        actor: userActor(input.userId),
        at: now,
        payload: { context: input.context, size: received.size },
      });
      return inserted.id;
    });
    return { file: await presentStoredFile(deps.db, id) };
  } catch (error) {
    await deps.storage.remove(received.key);
    throw error;
  }
}

/**
 * A file to download, when the access policy lets `auth` read it (file-access.ts). Refusal and
 * absence answer the same 404, so the answer never tells that a file exists.
 */
export async function openFileForDownload(deps: FilesDeps, id: number, auth: Authenticated | null) {
  const found = await findFileById(deps.db, id);
  if (!found || !(await canReadFile(found, auth, deps))) throw notFound();
  const file = await openFacts(found);
  // A sealed name's type is told by the name once opened.
  const contentType = found.sealing?.facts ? contentTypeOf(file.name) : file.content_type;
  return { file: { ...file, content_type: contentType }, stream: await openStoredFile(deps.storage, file) };
}

/** The files sealed at rest: an offer's (decision 0038). */
const SEALED_CONTEXTS = new Set<string>([SEALED_CONTEXT]);

/** A stored file's bytes as they were uploaded (a sealed file opened on the way). */
export async function openStoredFile(
  storage: FileStorage,
  file: { storage_key: string; sealing: FileSealing | null },
): Promise<Readable> {
  const stored = await storage.open(file.storage_key);
  // Without a tag the bytes were stored plain (an offer's file from before sealing).
  if (!file.sealing?.tag) return stored;
  const opening = await openingStream({ ...file.sealing, tag: file.sealing.tag });
  return pipeline(stored, opening, () => undefined);
}

type AttachRequest = { fileIds: number[]; ownerKind: string; ownerId: number | null; userId: number };
const notAdded = () => unprocessable({ file: [fileMessages.notAdded] }, fileMessages.notAdded);

/**
 * For other modules, first half of attaching: checks that every file may go to the owner (already
 * on it, or the user's own unattached upload; `ownerId` null for an owner not created yet) and
 * returns the ids still to link. Anything else refuses the call (422).
 */
export async function checkAttachable(db: Kysely<DB>, request: AttachRequest) {
  const { toLink } = attachableOf(await findFilesWithUploader(db, [...new Set(request.fileIds)]), request);
  return { toLink };
}

/**
 * The check of `checkAttachable` on the files already read (`rows`: those of the request's ids): the
 * rows as they are (sealed names stay sealed: `presentWithDigest` opens them) and the ids to link.
 */
export function attachableOf<
  R extends Pick<FileWithUploader, 'id' | 'owner_kind' | 'owner_id' | 'uploaded_by'>,
>(rows: readonly R[], request: AttachRequest) {
  const ids = [...new Set(request.fileIds)];
  const onOwner = (f: R) =>
    request.ownerId !== null && f.owner_kind === request.ownerKind && f.owner_id === request.ownerId;
  const free = (f: R) => f.owner_kind === null && f.uploaded_by === request.userId;
  if (rows.length !== ids.length || rows.some((f) => !onOwner(f) && !free(f))) throw notAdded();
  return { files: [...rows], toLink: rows.filter(free).map((f) => f.id) };
}

/** Second half: links the checked files to the owner (in the caller's transaction). */
export async function linkFiles(
  db: Kysely<DB>,
  link: { ids: number[]; ownerKind: string; ownerId: number; userId: number },
): Promise<void> {
  if (link.ids.length === 0) return;
  const linked = await linkUnattachedFiles(db, link);
  if (linked.length !== link.ids.length) throw notAdded();
}

/**
 * For other modules: attaches files to an owner (`ownerKind`, `ownerId`), in the caller's
 * transaction when `db` is one. Only the user's own unattached files, or files already on that owner,
 * may be given; anything else refuses the whole call (422), so nothing is attached half-way.
 */
export async function attachFiles(
  db: Kysely<DB>,
  request: { fileIds: number[]; ownerKind: string; ownerId: number; userId: number },
): Promise<UploadedFile[]> {
  if (!db.isTransaction) return db.transaction().execute((trx) => attachFiles(trx, request));
  const rows = await findFilesWithUploader(db, [...new Set(request.fileIds)]);
  const { files, toLink } = attachableOf(rows, request);
  await linkFiles(db, { ...request, ids: toLink });
  return (await openAll(files)).map(present);
}

/** The files attached to an owner, as the API presents them. */
export async function ownerFiles(
  db: Kysely<DB>,
  ownerKind: string,
  ownerId: number,
): Promise<UploadedFile[]> {
  const ids = (await findOwnerFileIds(db, ownerKind, ownerId)).map((r) => r.id);
  return (await openAll(await findFilesWithUploader(db, ids))).map(present);
}

/**
 * For other modules: the files of one owner copied to another (a copy of an announcement): new
 * records for the same stored bytes, so removing either owner never takes the other's files.
 * Returns the copies, keyed by the id of the original.
 */
export async function copyOwnerFiles(
  db: Kysely<DB>,
  copy: { ids: number[]; ownerKind: string; fromOwnerId: number; toOwnerId: number },
): Promise<Map<number, UploadedFile>> {
  const ids = await duplicateFiles(db, {
    ids: copy.ids,
    ownerKind: copy.ownerKind,
    ownerId: copy.toOwnerId,
    fromOwnerKind: copy.ownerKind,
    fromOwnerId: copy.fromOwnerId,
  });
  const files = (await openAll(await findFilesWithUploader(db, [...ids.values()]))).map(present);
  const byOld = new Map<number, UploadedFile>();
  for (const [oldId, newId] of ids) {
    const file = files.find((f) => f.id === newId);
    if (file) byOld.set(oldId, file);
  }
  return byOld;
}

/**
 * For other modules: the stored facts of files (name, size, SHA-256, storage key), by id, opened: only
 * for those who may read the files.
 */
export async function storedFilesOf(db: Kysely<DB>, ids: number[]) {
  return new Map((await openAll(await findStoredFiles(db, ids))).map((r) => [r.id, r]));
}
