/** The files module: what other modules may use of it (decision 0030). */

export { attachmentDisposition } from './content-types.ts';
export { registerFileAccess } from './file-access.ts';
export type { FileStorage } from './file-storage.ts';
export {
  filesAttach,
  filesWithUploaderJson,
  sealedFileKeys,
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
export { createFileStorage } from './storage-factory.ts';
