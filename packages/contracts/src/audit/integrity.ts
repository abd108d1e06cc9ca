import { z } from 'zod';
import { queryInt } from '../common/input.ts';
import { treeHeadSchema } from './transparency/sth.ts';

/**
 * The log's integrity (issue 47, decision 0048): GET /api/audit/heads (public: the signed tree heads and
 * the keys that sign them, for anyone to keep), GET /api/audit/consistency (public: the RFC 9162 proof
 * that a later head extends an earlier one) and GET /api/admin/audit/integrity (the audit view: the
 * latest head, the last verification, the events the sealer left out).
 */
export const HEADS_LISTED = 100;

export const integrityMessages = {
  failed: 'Nie udało się pobrać stanu integralności dziennika.',
  consistencyOrder: 'Rozmiar początkowy nie może być większy niż końcowy.',
  consistencyBeyond: 'Dziennik nie ma jeszcze tylu wpisów.',
  noHead: 'Dziennik nie ma jeszcze podpisanego stanu.',
  rejectedEmpty: 'Żadne zdarzenie nie zostało odrzucone przy pieczętowaniu.',
} as const;

export const logKeySchema = z.object({
  key_id: z.string(),
  /** The raw 32-byte Ed25519 public key, base64. */
  public_key: z.string(),
  first_used_at: z.string(),
});

/** GET /api/audit/heads. */
export const treeHeadsSchema = z.object({
  /** The latest signed head (null before the first). */
  latest: treeHeadSchema.nullable(),
  /** The latest heads, newest first (HEADS_LISTED at most). */
  heads: z.array(treeHeadSchema),
  /** The keys that signed them (and the offers' receipts). */
  keys: z.array(logKeySchema),
  /** The log's entries now (heads follow it within ten minutes, or at once on demand). */
  tree_size: z.number(),
});

/** GET /api/audit/consistency: the proof from the tree of `from` entries to the one of `to`. */
export const consistencyQuerySchema = z.object({
  from: queryInt(z.number().min(1).max(Number.MAX_SAFE_INTEGER)),
  to: queryInt(z.number().min(1).max(Number.MAX_SAFE_INTEGER)),
});

export const consistencySchema = z.object({
  from: z.number(),
  to: z.number(),
  /** The proof's hashes, hex, in RFC 9162's order. */
  proof: z.array(z.string()),
});

export const rejectedEventSchema = z.object({
  event_id: z.number(),
  found_at: z.string(),
  reason: z.string(),
  type: z.string().nullable(),
  occurred_at: z.string().nullable(),
  object: z.object({ kind: z.string(), id: z.number() }).nullable(),
});

/** GET /api/admin/audit/integrity. */
export const integritySchema = z.object({
  tree_size: z.number(),
  latest_head: treeHeadSchema.nullable(),
  last_verification: z
    .object({ ran_at: z.string(), ok: z.boolean(), size: z.number(), message: z.string() })
    .nullable(),
  rejected: z.object({ total: z.number(), events: z.array(rejectedEventSchema) }),
  keys: z.array(logKeySchema),
});
export type Integrity = z.infer<typeof integritySchema>;
