/**
 * Offers sealed at rest (issue 37, decision 0038): the master key and its key service, the data keys of
 * announcements and files, and the sealing of offer values and files.
 */

export { checkMasterKey, rotateMasterKey, type SealedFileKeys } from './keys.service.ts';
export {
  type KeyService,
  LocalKeyService,
  loadKeyService,
  MasterKeyError,
  writeNewKeyFile,
} from './master-key.ts';
export {
  type FileFacts,
  installKeyService,
  isSealed,
  openFileFacts,
  openingStream,
  openOfferRow,
  openOfferRows,
  partOpeningStream,
  partSealingStream,
  sealFileFacts,
  sealingStream,
  sealJson,
  uploadSealing,
} from './sealing.ts';
