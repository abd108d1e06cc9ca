import type { FieldErrors } from '@bk/contracts/common/envelope';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_EXPIRES_HEADER } from '@bk/contracts/common/limits';
import { translateServerMessage } from '@bk/contracts/common/messages';
import { toPolish, wirePathToPolish } from '@bk/contracts/common/name-mapping';
import { hasBlockedExtension } from '@bk/contracts/files/file-name';
import { FILE_MAX_BYTES, type FileContext } from '@bk/contracts/files/limits';
import { fileMessages } from '@bk/contracts/files/messages';
import type { uploadedFileSchema, uploadResultSchema } from '@bk/contracts/files/upload';
import type { z } from 'zod';
import { noteSessionAnswer } from './api.ts';
import { ApiError } from './api-error.ts';
import type { Polish } from './polish.ts';
import type { UploadProgress } from './resumable-upload.ts';

/** A stored file with client names (spec 3 section 3 "Attachment"): uri, nazwa, dataUtworzenia, ktoUtworzyl. */
export type Plik = Polish<z.output<typeof uploadedFileSchema>>;

/**
 * Refuses on the client what the server would refuse anyway (exe, over 25 MB), with the same answer
 * the server would give; null when the file may be sent. Empty files are left to the server.
 */
export function refuseBeforeUpload(file: { name: string; size: number }): ApiError | null {
  if (hasBlockedExtension(file.name)) {
    const message = fileMessages.blockedExtension(file.name);
    return new ApiError({ status: 422, message, errors: { plik: [message] }, kind: 'server' });
  }
  if (file.size > FILE_MAX_BYTES) {
    return new ApiError({ status: 413, message: fileMessages.tooLarge, kind: 'server' });
  }
  return null;
}

/**
 * The Polish error for an upload answer that was not a success (spec 3 section 8 "Upload"): 413 is
 * the size message, the server's own message (translated) when it sent one, the unexpected-error
 * message otherwise.
 */
export function uploadError(status: number, body: string): ApiError {
  if (status === 413) return new ApiError({ status, message: fileMessages.tooLarge, kind: 'server' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = null;
  }
  if (typeof parsed === 'object' && parsed !== null && 'status' in parsed && parsed.status === 'Error') {
    const errors: FieldErrors = {};
    const raw = 'errors' in parsed && typeof parsed.errors === 'object' && parsed.errors ? parsed.errors : {};
    for (const [path, list] of Object.entries(raw)) {
      if (Array.isArray(list))
        errors[wirePathToPolish(path)] = list.map((m) => translateServerMessage(String(m)));
    }
    const message = 'message' in parsed && typeof parsed.message === 'string' ? parsed.message : '';
    const shown = errors.plik?.[0] ?? (message ? translateServerMessage(message) : fileMessages.unexpected);
    return new ApiError({ status, message: shown, errors, kind: 'server' });
  }
  return new ApiError({ status, message: fileMessages.unexpected, kind: 'status' });
}

/**
 * Uploads one file, resumably (issue 50: the tus protocol at /api/uploads; resumable-upload.ts), showing
 * the progress (0..1) and telling when a dropped connection waits to go on. Resolves with the stored
 * file; rejects with an ApiError carrying a Polish message. No overall timeout: a 25 MB file on a slow
 * line may take minutes, and the progress shows that it moves.
 */
export function uploadFile(file: File, context: FileContext, options: UploadProgress = {}): Promise<Plik> {
  const refused = refuseBeforeUpload(file);
  if (refused) return Promise.reject(refused);
  // Loaded when a file is added: pages that only download files (an announcement's) never fetch it.
  return import('./resumable-upload.ts').then(({ resumableUpload }) =>
    resumableUpload(file, context, options, uploadError),
  );
}

/**
 * Downloads a file (the session cookie goes with it) and saves it under its own name. Rejects with an ApiError
 * carrying 'Tego pliku nie da się pobrać...' when the file cannot be had.
 */
export async function downloadFile(file: Pick<Plik, 'uri' | 'nazwa'>): Promise<void> {
  const failed = (status: number) =>
    new ApiError({ status, message: fileMessages.downloadFailed, kind: status ? 'status' : 'network' });
  let response: Response;
  try {
    response = await fetch(file.uri, { headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE } });
  } catch {
    throw failed(0);
  }
  noteSessionAnswer(response.status, response.headers.get(SESSION_EXPIRES_HEADER));
  if (!response.ok) throw failed(response.status);
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw failed(0);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.nazwa;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
