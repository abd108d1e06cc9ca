import { type AttachmentText, attachmentTextLabel } from '@bk/contracts/search/attachment-texts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { type FileStorage, openStoredFile, ownerFileIdsQuery, plainOwnerFiles } from '../files/index.ts';
import { ownerStates, readFileIds, saveDocumentText, statesOf, textsOf } from './documents.repository.ts';
import { extractInChild } from './extraction.ts';

/** A file larger than this is not read ('too_large'): 100 MB. */
export const MAX_READ_BYTES = 100 * 1024 * 1024;

let configured: { storage: FileStorage } | null = null;

/** Where the documents module reads files from (bootstrap.ts, as the server starts). */
export function configureDocuments(settings: { storage: FileStorage }): void {
  configured = settings;
}

async function bytesOf(storage: FileStorage, file: Parameters<typeof openStoredFile>[1]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await openStoredFile(storage, file)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Reads the text of an owner's files that were not read yet (issue 49, decision 0050), one at a time,
 * each in a child process of its own: the text, or 'no_text' and why. Only plain files of that owner
 * are read: a sealed offer's file never is, whatever ids are given. Returns how many were read now.
 */
export async function readDocuments(
  db: Kysely<DB>,
  clock: Clock,
  owner: { kind: string; id: number },
  fileIds: readonly number[],
): Promise<number> {
  if (!configured) throw new Error('the documents module has no file storage (configureDocuments)');
  const { storage } = configured;
  const done = await readFileIds(db, fileIds);
  const files = await plainOwnerFiles(
    db,
    owner.kind,
    owner.id,
    fileIds.filter((id) => !done.has(id)),
  );
  for (const file of files) {
    const started = Date.now();
    const reading =
      Number(file.size) > MAX_READ_BYTES
        ? ({ ok: false, reason: 'too_large', detail: `${file.size} bytes` } as const)
        : await extractInChild(await bytesOf(storage, file), file.name ?? '');
    await saveDocumentText(db, {
      file_id: file.id,
      state: reading.ok ? 'indexed' : 'no_text',
      reason: reading.ok ? null : reading.reason,
      detail: reading.ok ? null : reading.detail.replaceAll('\0', '').slice(0, 500),
      pages: reading.ok ? reading.pages : null,
      text: reading.ok ? reading.text : '',
      truncated: reading.ok ? reading.truncated : false,
      extracted_at: clock.now(),
      duration_ms: Date.now() - started,
    });
  }
  return files.length;
}

/** The texts of the files that gave one, by file id. */
export const documentTexts = textsOf;

/**
 * Whether each file's text is searched, or why not, with the words the page shows (in the order of
 * `fileIds`; a file not read yet is 'pending').
 */
export async function documentStates(db: Kysely<DB>, fileIds: readonly number[]): Promise<AttachmentText[]> {
  const rows = new Map((await statesOf(db, fileIds)).map((r) => [Number(r.file_id), r]));
  return fileIds.map((fileId) => stateOf(fileId, rows.get(fileId) ?? null));
}

/** A file's state as the page shows it: not read yet (no row) is 'pending'. */
function stateOf(
  fileId: number,
  read: { state: 'indexed' | 'no_text' | null; reason: string | null } | null,
): AttachmentText {
  const state = read?.state ?? 'pending';
  return { file_id: fileId, state, label: attachmentTextLabel(state, read?.reason ?? null) };
}

/**
 * The states of every file of an owner (an announcement's page: the files of all its versions), in
 * one statement.
 */
export async function ownerDocumentStates(
  db: Kysely<DB>,
  owner: { kind: string; id: number },
): Promise<AttachmentText[]> {
  const rows = await ownerStates(db, ownerFileIdsQuery(owner.kind, owner.id));
  return rows.map((r) => stateOf(r.file_id, r));
}
