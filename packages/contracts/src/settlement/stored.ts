/**
 * A settlement as it is kept (the settlements table's content): written by the settlement module, read
 * by the offers module for its lists (which offers were refused, which won), like an announcement's
 * stored content (announcements/stored.ts).
 */
export type StoredSettlement = {
  parts: {
    part_id: number;
    no_offer_chosen: boolean;
    chosen_variant: { offer_set_id: number; variant_id: number } | null;
    /** Offer sets refused in this part. */
    refused: number[];
  }[];
  comment: string | null;
  attachments: { id: number; name: string; file_id: number; is_protocol: boolean }[];
  resolved_at: string;
};
