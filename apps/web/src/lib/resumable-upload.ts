import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_EXPIRES_HEADER } from '@bk/contracts/common/limits';
import { toPolish } from '@bk/contracts/common/name-mapping';
import type { FileContext } from '@bk/contracts/files/limits';
import { fileMessages } from '@bk/contracts/files/messages';
import { resumableMessages, UPLOAD_EXPIRY_MS, UPLOADS_PATH } from '@bk/contracts/files/resumable';
import type { uploadedFileSchema, uploadResultSchema } from '@bk/contracts/files/upload';
import type { z } from 'zod';
import { noteSessionAnswer } from './api.ts';
import { ApiError } from './api-error.ts';
import type { Polish } from './polish.ts';

/**
 * An upload that survives a dropped connection and a reload (issue 50): the tus protocol through
 * tus-js-client, loaded only when a file is added. The client retries for about two minutes after a
 * drop, each time from the offset the server holds; the upload's address is kept in this browser
 * (localStorage) until it succeeds, so the same file chosen again after a reload goes on from there.
 * Once the whole file is in, the server checks it as a plain upload and gives the stored file.
 */

type Plik = Polish<z.output<typeof uploadedFileSchema>>;
/** Makes the Polish error of a refused answer from its status and body (files.ts's `uploadError`). */
type UploadError = (status: number, body: string) => ApiError;

export type UploadProgress = {
  onProgress?: (fraction: number) => void;
  /** Told when the connection dropped and the upload waits to go on (null once it goes on). */
  onInterrupted?: (message: string | null) => void;
  signal?: AbortSignal;
};

/** Waits between attempts after a drop (ms): about two minutes in all, then the error is shown. */
const RETRY_DELAYS = [0, 1000, 2000, 4000, 8000, 15000, 30000, 60000];

const headers = () => ({ [CSRF_HEADER]: CSRF_HEADER_VALUE, Accept: 'application/json' });

/** The stored file of a whole upload; asks again while the server still checks it. */
async function storedFile(url: string, uploadError: UploadError): Promise<Plik> {
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, { headers: headers() });
    } catch {
      throw new ApiError({ status: 0, message: fileMessages.networkFailure, kind: 'network' });
    }
    noteSessionAnswer(response.status, response.headers.get(SESSION_EXPIRES_HEADER));
    const text = await response.text();
    if (response.status === 409 && attempt < 30) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    if (response.status === 200) {
      const answer = JSON.parse(text) as { status?: string; data?: unknown };
      return toPolish<Polish<z.output<typeof uploadResultSchema>>>(answer.data).plik;
    }
    throw uploadError(response.status, text);
  }
}

export async function resumableUpload(
  file: File,
  context: FileContext,
  options: UploadProgress,
  uploadError: UploadError,
): Promise<Plik> {
  const { Upload, defaultOptions } = await import('tus-js-client');
  const endpoint = `${window.location.origin}${UPLOADS_PATH}?context=${encodeURIComponent(context)}`;
  const url = await new Promise<string>((resolve, reject) => {
    let interrupted = false;
    const upload = new Upload(file, {
      endpoint,
      metadata: { filename: file.name, context },
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      retryDelays: RETRY_DELAYS,
      removeFingerprintOnSuccess: true,
      onAfterResponse: (_request, response) => {
        noteSessionAnswer(response.getStatus(), response.getHeader(SESSION_EXPIRES_HEADER) ?? null);
      },
      onProgress: (sent, total) => {
        if (interrupted && sent > 0) {
          interrupted = false;
          options.onInterrupted?.(null);
        }
        if (total > 0) options.onProgress?.(sent / total);
      },
      onShouldRetry: (error, _attempt) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        // A refusal (4xx but a conflict of offsets or a lock) is final; anything else waits and goes on.
        const retry = status === 0 || status >= 500 || status === 409 || status === 423;
        if (retry) {
          interrupted = true;
          options.onInterrupted?.(resumableMessages.resuming);
        }
        return retry;
      },
      onSuccess: () => resolve(upload.url ?? ''),
      onError: (error) => {
        const response = 'originalResponse' in error ? error.originalResponse : null;
        const status = response?.getStatus() ?? 0;
        if (status === 0) {
          reject(new ApiError({ status: 0, message: fileMessages.networkFailure, kind: 'network' }));
          return;
        }
        const refusal = uploadError(status, response?.getBody() ?? '');
        // A refusal of the file itself (its content, its size, the limit of files) is final: this browser
        // forgets the upload before saying so, so the form does not offer to go on with it. A conflict of
        // offsets or a lock that outlasted the retries keeps it, to go on from the server's offset.
        if (status >= 400 && status < 500 && status !== 409 && status !== 423)
          forgetUpload(upload, defaultOptions.urlStorage).finally(() => reject(refusal));
        else reject(refusal);
      },
    });
    options.signal?.addEventListener(
      'abort',
      () => {
        upload.abort(true).catch(() => undefined);
        reject(new DOMException('Upload cancelled', 'AbortError'));
      },
      { once: true },
    );
    // The same file chosen again (after a reload or a failure) goes on where the server has it.
    upload
      .findPreviousUploads()
      .then((previous) => {
        const last = previous.at(-1);
        if (last) upload.resumeFromPreviousUpload(last);
        upload.start();
      })
      .catch(() => upload.start());
  });
  const stored = await storedFile(url, uploadError);
  options.onProgress?.(1);
  return stored;
}

/** Drops this browser's record of the upload of `upload`'s file (each of them, if it was tried more than once). */
async function forgetUpload(
  upload: { findPreviousUploads(): Promise<{ urlStorageKey: string }[]> },
  urlStorage: { removeUpload(urlStorageKey: string): Promise<void> },
): Promise<void> {
  try {
    const previous = await upload.findPreviousUploads();
    await Promise.all(previous.map((p) => urlStorage.removeUpload(p.urlStorageKey)));
  } catch {
    // The record stays: the form offers to go on, and the server refuses the file again.
  }
}

/**
 * The names of this browser's uploads for `context` that did not finish within the last day (the server
 * keeps their bytes that long): choosing the same file again goes on from where it stopped.
 */
export async function unfinishedUploads(context: FileContext): Promise<string[]> {
  const { defaultOptions } = await import('tus-js-client');
  const uploads = await defaultOptions.urlStorage.findAllUploads();
  const since = Date.now() - UPLOAD_EXPIRY_MS;
  const names = uploads
    .filter((u) => u.metadata?.context === context && Date.parse(u.creationTime) > since)
    .map((u) => u.metadata?.filename ?? '')
    .filter(Boolean);
  return [...new Set(names)];
}
