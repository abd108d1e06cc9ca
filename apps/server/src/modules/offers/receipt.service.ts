import type { Receipt } from '@bk/contracts/audit/transparency/receipt';
import { offerMessages as M } from '@bk/contracts/offers/offers';
import { conflict, notFound } from '../../lib/errors.ts';
import { auditKeys, logKeys } from '../events/index.ts';
import { openOfferRow } from '../keys/index.ts';
import type { OfferDeps } from './offer-sets.ts';
import { mayDownloadReceipt } from './offers.policy.ts';
import { announcementOfOfferSet, findOfferSet } from './offers.repository.ts';
import { recordOfferAccess } from './offers-read.service.ts';
import { unsignedReceipt } from './receipt.ts';

/** The public part of the key `keyId`: from the key file, else from those the log keeps (log_keys). */
async function publicKeyOf(deps: OfferDeps, keyId: string): Promise<string> {
  const fromFile = auditKeys().get(keyId)?.publicKey;
  if (fromFile) return fromFile;
  const kept = (await logKeys(deps.db)).find((key) => key.key_id === keyId);
  if (!kept)
    throw new Error(`The public key ${keyId} of a receipt is neither in the key file nor in log_keys.`);
  return kept.public_key;
}

/**
 * GET /api/offerset/receipt/{id} (issue 47, decision 0049): the signed receipt of the bidder's submitted
 * offer set, rebuilt from what was kept at submission (the signature among it), for its bidder alone;
 * anyone else 404 as if there were no offer (the offers are sealed), each attempt recorded like a read.
 * 409 when the offer set is not submitted (a draft, withdrawn) or was submitted before receipts were
 * signed.
 */
export async function offerSetReceipt(deps: OfferDeps, userId: number, id: number): Promise<Receipt> {
  const found = await findOfferSet(deps.db, id);
  if (!found) throw notFound(M.notFound);
  const allowed = mayDownloadReceipt(found, userId);
  await recordOfferAccess(
    deps,
    userId,
    allowed,
    { kind: 'offer_set', id },
    { announcement_id: found.announcement_id, via: 'receipt' },
  );
  if (!allowed) throw notFound(M.notFound);
  const row = await openOfferRow(deps.db, found);
  const { receipt_signature: signature, receipt_key_id: keyId, receipt_portal: portal } = row;
  if (
    row.status !== 'SUBMITTED' ||
    !signature ||
    !keyId ||
    !portal ||
    !row.submitted_at ||
    !row.receipt_sha256
  )
    throw conflict(M.noReceipt);
  const announcement = await announcementOfOfferSet(deps.db, row.announcement_id);
  if (!announcement?.number) throw conflict(M.noReceipt);
  const unsigned = unsignedReceipt({
    portal,
    announcementId: row.announcement_id,
    announcementNumber: announcement.number,
    bidderId: row.bidder_id,
    economicSubject: row.economic_subject,
    offerSetId: row.id,
    submittedAt: row.submitted_at,
    offerSha256: row.receipt_sha256,
    key: { keyId, publicKey: await publicKeyOf(deps, keyId) },
  });
  return { ...unsigned, signature };
}
