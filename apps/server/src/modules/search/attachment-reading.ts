import type { StoredContent } from '@bk/contracts/announcements/stored';
import { searchStatuses } from '@bk/contracts/search/search';
import type { Kysely } from 'kysely';

import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { ANNOUNCEMENT_FILES, publishedForSearchIndex } from '../announcements/index.ts';
import { documentStates, readDocuments } from '../documents/index.ts';
import type { Consumer, LoggedEvent } from '../events/index.ts';
import { enqueueJob, type JobHandler } from '../jobs/index.ts';
import { attachmentFiles, reindexAnnouncement } from './search-index.service.ts';

/** The queue of the attachments' reading (issue 49, decision 0050): a job per announcement. */
export const ATTACHMENTS_QUEUE = 'search.attachments';
/** A reading job's lease: long enough for several large files (each bounded to a minute). */
export const ATTACHMENTS_LEASE_MS = 10 * 60_000;

/**
 * On the event log (decision 0030): each publication of a version with attached files puts the
 * announcement's reading job in the queue (one waiting job per announcement: a second publication
 * meanwhile only moves it). A version without files needs no job: the publishing transaction already
 * rewrote its index.
 */
export const attachmentsConsumer: Consumer = {
  name: 'search-attachments',
  types: ['announcement.published', 'announcement.version_published'],
  handle: async (trx, event: LoggedEvent) => {
    const announcementId = Number(event.object_id);
    const row = await publishedForSearchIndex(trx, announcementId);
    if (!row || attachmentFiles(row.content as StoredContent).length === 0) return;
    const at = new Date(event.occurred_at);
    await enqueueJob(
      trx,
      {
        queue: ATTACHMENTS_QUEUE,
        key: `announcement:${announcementId}`,
        payload: { announcementId },
        runAt: at,
      },
      at,
    );
  },
};

/**
 * Reads the text of the current published version's attachments not read yet, each once, then indexes
 * them with the announcement. Only a published announcement's attachments are read (a draft's or an
 * offer's never: readDocuments reads only the announcement's own plain files). A version published
 * while this job read is read too (the job looks again until nothing new is left).
 */
export const readAttachmentsJob: JobHandler = async (job, { db, clock }) => {
  const announcementId = Number(job.payload.announcementId);
  for (let round = 0; round < 5; round++) {
    const row = await publishedForSearchIndex(db, announcementId);
    if (!row) return;
    const files = attachmentFiles(row.content as StoredContent);
    const read = await readDocuments(
      db,
      clock,
      { kind: ANNOUNCEMENT_FILES, id: announcementId },
      files.map((f) => f.fileId),
    );
    await reindexAfterReading(db, announcementId);
    if (read === 0) return;
  }
};

async function reindexAfterReading(db: Kysely<DB>, announcementId: number) {
  await db.transaction().execute((trx) => reindexAnnouncement(trx, announcementId));
}

/**
 * GET /api/search/announcements/{id}/attachments: whether each attachment of the announcement's
 * current version is searched, or why not (issue 49). Only a public announcement's (404 otherwise,
 * as for one that does not exist).
 */
export async function attachmentTexts(db: Kysely<DB>, announcementId: number) {
  const row = await publishedForSearchIndex(db, announcementId);
  if (!row || !(searchStatuses as readonly string[]).includes(row.status)) throw notFound();
  const files = attachmentFiles(row.content as StoredContent);
  return {
    attachments: await documentStates(
      db,
      files.map((f) => f.fileId),
    ),
  };
}
