import { documentDigest } from '@bk/contracts/audit/canonical-json';
import {
  RECEIPT_VERSION,
  receiptMessage,
  type UnsignedReceipt,
} from '@bk/contracts/audit/transparency/receipt';

export type Receipted = {
  announcementId: number;
  announcementNumber: string | null;
  bidderId: number;
  submittedAt: Date;
  economicSubject: unknown;
  offers: { part_id: number; variants: { price: string; description: string | null }[] }[];
  attachments: { name: string | null; sha256: string }[];
};

/**
 * The receipt's document: what was submitted (the bidder's data, offers and variants, each attachment's
 * name and SHA-256) and the server time of submission. The procedure file holds it, in the canonical
 * JSON, as oferty/<id>/potwierdzenie.json (decision 0047).
 */
export function receiptDocument(r: Receipted) {
  return {
    announcement: { id: r.announcementId, number: r.announcementNumber },
    bidder: r.bidderId,
    submitted_at: r.submittedAt.toISOString(),
    economic_subject: r.economicSubject,
    offers: [...r.offers]
      .sort((a, b) => a.part_id - b.part_id)
      .map((o) => ({
        part_id: o.part_id,
        variants: o.variants.map((v) => ({ price: v.price, description: v.description })),
      })),
    attachments: r.attachments.map((a) => ({ name: a.name, sha256: a.sha256 })),
  };
}

/**
 * The receipt of a submission (docs/decisions/0012): SHA-256 of the canonical JSON of its document.
 * The bidder can prove what was submitted and when; the same figures stay with the offer, and the
 * offer.submitted event carries the digest (decision 0047).
 */
export function receiptDigest(r: Receipted): string {
  return documentDigest(receiptDocument(r));
}

/** The facts a signed receipt is made of (every one kept with the offer set, decision 0049). */
export type ReceiptFacts = {
  portal: string;
  announcementId: number;
  announcementNumber: string;
  bidderId: number;
  /** The economic subject submitted with the offer (its name is the bidder's name on the receipt). */
  economicSubject: unknown;
  offerSetId: number;
  submittedAt: Date;
  offerSha256: string;
  key: { keyId: string; publicKey: string };
};

/** The economic subject's name as the receipt carries it: absent when there is none the format allows. */
function bidderNameOf(subject: unknown): string | undefined {
  const name = (subject as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name.length > 0 && name.length <= 2_000 ? name : undefined;
}

/** The receipt without its signature: the same facts always give the same document (and message). */
export function unsignedReceipt(f: ReceiptFacts): UnsignedReceipt {
  const name = bidderNameOf(f.economicSubject);
  return {
    version: RECEIPT_VERSION,
    portal: f.portal,
    announcement: { id: f.announcementId, number: f.announcementNumber },
    bidder: name === undefined ? { id: f.bidderId } : { id: f.bidderId, name },
    offer_set_id: f.offerSetId,
    submitted_at: f.submittedAt.toISOString(),
    offer_sha256: f.offerSha256,
    key_id: f.key.keyId,
    public_key: f.key.publicKey,
  };
}

/** The receipt's signature by `key` (the log's current key at submission), base64. */
export function receiptSignature(f: ReceiptFacts, key: { sign(message: Uint8Array): string }): string {
  return key.sign(receiptMessage(unsignedReceipt(f)));
}
