import { documentDigest } from '@bk/contracts/audit/canonical-json';

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
