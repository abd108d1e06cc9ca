import { createHash } from 'node:crypto';

type Receipted = {
  announcementId: number;
  announcementNumber: string | null;
  bidderId: number;
  submittedAt: Date;
  economicSubject: unknown;
  offers: { part_id: number; variants: { price: string; description: string | null }[] }[];
  attachments: { name: string | null; sha256: string }[];
};

/** Canonical JSON: keys sorted at every level, so the same content always gives the same bytes. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The receipt of a submission (docs/decisions/0012): SHA-256 of the canonical JSON of what was
 * submitted (the bidder's data, offers and variants, each attachment's name and SHA-256) and the
 * server time of submission. The bidder can prove what was submitted and when; the same figures stay
 * with the offer.
 */
export function receiptDigest(r: Receipted): string {
  const document = {
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
  return createHash('sha256').update(canonical(document)).digest('hex');
}
