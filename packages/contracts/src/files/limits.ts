/** Upload limits (spec 3 sections 5.9 and 9). */
export const FILE_MAX_BYTES = 25 * 1024 * 1024;
export const FILE_MAX_MEGABYTES = 25;
export const FILE_NAME_MAX = 100;
export const ATTACHMENT_NAME_MAX = 100;
export const BLOCKED_FILE_EXTENSIONS: readonly string[] = ['exe'];
/** How long the upload messages stay on screen (spec 3 section 2.9). */
export const UPLOAD_SUCCESS_MESSAGE_MS = 7_000;
export const UPLOAD_ERROR_MESSAGE_MS = 5_000;

/** What an upload is for (POST /api/files?context=...). */
export const FILE_CONTEXTS = ['announcement', 'offer', 'settlement', 'help', 'question'] as const;
export type FileContext = (typeof FILE_CONTEXTS)[number];
