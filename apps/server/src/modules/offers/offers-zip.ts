import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import yazl from 'yazl';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { type FileStorage, openStoredFile, storedFilesOf } from '../files/index.ts';
import type { StoredOffers } from './offer-sets.ts';
import { readableOfferSet } from './offers-read.service.ts';

/**
 * GET /api/offerset/attachments/{id}.zip: every attachment of an offer set in one zip, streamed, for
 * exactly those who may read the offer set (sealed until the announcement closes).
 */
export async function offerSetZip(
  deps: { db: Kysely<DB>; clock: Clock },
  storage: FileStorage,
  userId: number | null,
  id: number,
) {
  const { db } = deps;
  const { row } = await readableOfferSet(deps, userId, id, 'zip');
  const attachments = (row.content as StoredOffers).attachments;
  const files = await storedFilesOf(
    db,
    attachments.map((a) => a.file_id),
  );
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  for (const [index, attachment] of attachments.entries()) {
    const file = files.get(attachment.file_id);
    if (!file) continue;
    let name = file.name.replace(/[\\/]/g, '_');
    if (used.has(name)) name = `${index + 1}_${name}`;
    used.add(name);
    zip.addReadStream(await openStoredFile(storage, file), name, { size: file.size });
  }
  zip.end();
  return { name: `oferta_${row.id}.zip`, stream: zip.outputStream as Readable };
}
