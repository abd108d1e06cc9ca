import { z } from 'zod';

/**
 * The e-mail outbox (issue 32, decision 0032): GET /api/admin/outbox, the messages the portal sent or
 * keeps (newest first, by keyset), for administrators holding the event log's permission.
 */
export const OUTBOX_PAGE_SIZE = 50;
export const outboxStates = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;

export const outboxMessages = {
  forbidden: 'Nie masz uprawnień do przeglądania wysłanych wiadomości e-mail.',
} as const;

const cursor = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);

/** GET /api/admin/outbox (wire names): `before` an id (the next page), a state, an address. */
export const outboxQuerySchema = z
  .object({
    before: cursor.optional(),
    state: z.enum(outboxStates).optional(),
    address: z.string().trim().min(1).max(254).optional(),
  })
  .strict();

export const outboxMessageSchema = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(outboxStates),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  announcement_id: z.number().nullable(),
  headers: z.record(z.string(), z.string()),
  text: z.string(),
  html: z.string(),
});

export const outboxPageSchema = z.object({
  messages: z.array(outboxMessageSchema),
  /** The `before` of the next page, or null on the last one. */
  next: z.number().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
