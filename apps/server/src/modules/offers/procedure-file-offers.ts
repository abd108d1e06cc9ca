import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { recordAccess, userActor } from '../events/index.ts';
import { type FileStorage, openStoredFile, storedFilesOf } from '../files/index.ts';
import { openOfferRows } from '../keys/index.ts';
import type { StoredOffers } from './offer-sets.ts';
import { offersUnsealed } from './offers.policy.ts';
import { submittedOfferSetsWithReceipts } from './offers.repository.ts';
import { receiptDocument } from './receipt.ts';

/** One submitted offer set as the procedure file holds it: its receipt and its files. */
export type ProcedureFileOffer = {
  offer_set_id: number;
  /** The receipt's document (its canonical JSON digests to `receipt_sha256`). */
  receipt: ReturnType<typeof receiptDocument>;
  receipt_sha256: string | null;
  files: { name: string; size: number; sha256: string; open: () => Promise<Readable> }[];
};

/**
 * The submitted offers of an announcement for its procedure file (decision 0047): null while they are
 * sealed (offers.policy: unsealed once the announcement closed); the caller (the procedure-file
 * module's policy) has decided that the user may have the file. The read is recorded like every read of
 * offer content (decision 0030), via 'procedure_file'.
 */
export async function offersForProcedureFile(
  deps: { db: Kysely<DB>; clock: { now(): Date } },
  storage: FileStorage,
  userId: number,
  announcement: { id: number; number: string | null; status: string },
): Promise<ProcedureFileOffer[] | null> {
  const { db } = deps;
  if (!offersUnsealed(announcement)) return null;
  const rows = await submittedOfferSetsWithReceipts(db, announcement.id);
  if (rows.length === 0) return [];
  await recordAccess(db, {
    type: 'offer.content_read',
    object: { kind: 'announcement', id: announcement.id },
    actor: userActor(userId),
    at: deps.clock.now(),
    payload: { via: 'procedure_file', offer_set_ids: rows.map((r) => r.id) },
  });
  const opened = await openOfferRows(db, rows);
  const stored = opened.map((row) => row.content as StoredOffers);
  const files = await storedFilesOf(
    db,
    stored.flatMap((s) => s.attachments.map((a) => a.file_id)),
  );
  return opened.map((row, index) => {
    const content = stored[index] as StoredOffers;
    return {
      offer_set_id: row.id,
      receipt: receiptDocument({
        announcementId: announcement.id,
        announcementNumber: announcement.number,
        bidderId: row.bidder_id,
        submittedAt: row.submitted_at as Date,
        economicSubject: row.economic_subject,
        offers: content.offers,
        attachments: content.attachments.map((a) => ({
          name: a.name,
          sha256: files.get(a.file_id)?.sha256 ?? '',
        })),
      }),
      receipt_sha256: row.receipt_sha256,
      files: content.attachments.flatMap((a) => {
        const file = files.get(a.file_id);
        if (!file) return [];
        return [
          {
            name: file.name,
            size: Number(file.size),
            sha256: file.sha256 as string,
            open: () => openStoredFile(storage, file),
          },
        ];
      }),
    };
  });
}
