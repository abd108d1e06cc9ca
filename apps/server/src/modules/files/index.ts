/** The files module: what other modules may use of it (decision 0030). */

export { attachmentDisposition } from './content-types.ts';
export { registerFileAccess } from './file-access.ts';
export type { FileStorage } from './file-storage.ts';
export {
  filesAttach,
  filesWithUploaderJson,
  ownerFileIdsQuery,
  plainOwnerFiles,
  unattachedUploadsLocked,
} from './files.repository.ts';
export { filesRoutes } from './files.routes.ts';
export {
  attachableOf,
  attachFiles,
  checkAttachable,
  copyOwnerFiles,
  type FileWithUploader,
  linkFiles,
  openStoredFile,
  ownerFiles,
  presentWithDigest,
  storedFilesOf,
} from './files.service.ts';
export { registerFilesReactions } from './reactions.ts';
export { configureUploads } from './resumable.service.ts';
export { createFileStorage } from './storage-factory.ts';

import type { SealedFileKeys } from '../keys/index.ts';
import { sealedFilesKeys } from './files.repository.ts';
import { sealedUploadKeys } from './resumable.repository.ts';

/** The data keys sealed in this module's tables (files, and offers' resumable uploads), for the keys module. */
export const sealedFileKeys: readonly SealedFileKeys[] = [sealedFilesKeys, sealedUploadKeys];
