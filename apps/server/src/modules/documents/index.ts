/** The documents module (issue 49): the text of attached documents, read once per file. */

export {
  configureDocuments,
  documentStates,
  documentTexts,
  ownerDocumentStates,
  readDocuments,
} from './documents.service.ts';
export type { NoTextReason } from './extract.ts';
