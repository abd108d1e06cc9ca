import { onJob } from '../jobs/index.ts';
import { UPLOAD_EXPIRY_QUEUE, uploadExpiryJob } from './resumable.service.ts';
import { sealFileNames } from './seal-names.ts';

/** What the files module does on events and jobs (issue 46: each module's registrations here, in one
 * function; src/reactions.ts calls every module's in a fixed order). */
export function registerFilesReactions(): void {
  onJob('files.seal-names', sealFileNames, { leaseMs: 60 * 60_000 });
  onJob(UPLOAD_EXPIRY_QUEUE, uploadExpiryJob);
}
