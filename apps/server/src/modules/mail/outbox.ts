import type { Transaction } from 'kysely';
import type { ReactElement } from 'react';
import type { DB } from '../../db/schema.ts';
import { enqueueJobs } from '../jobs/index.ts';
import { issueOptOutTokens } from '../newsletter/index.ts';
import { existingKeys, insertBody, insertMessages, type NewMessage } from './outbox.repository.ts';
import { mailSettings, optOutUrl } from './settings.ts';
import { renderParts } from './templates/render.ts';

export const DELIVERY_QUEUE = 'mail.deliver';
/** Messages per delivery job (each job sends them over the pool's connections side by side). */
export const DELIVERY_BATCH = 50;
/** Attempts of a delivery job: backoff 2 s, 4 s ... about 8 minutes in all, then the dead letter. */
export const DELIVERY_ATTEMPTS = 9;

export type Recipient = { userId: number; email: string };

/**
 * Writes one e-mail body and its messages to the recipients not written yet under their keys
 * (`keyOf`: the idempotency key of a recipient's message), each with its own opt-out link, and the
 * delivery jobs: all in the caller's transaction. Returns the new messages' ids.
 */
export async function queueMessages(
  trx: Transaction<DB>,
  input: {
    subject: string;
    element: ReactElement;
    kind: string;
    eventId: number | null;
    announcementId: number | null;
    recipients: readonly Recipient[];
    keyOf: (userId: number) => string;
    publicUrl: string;
    now: Date;
    /** False: the caller enqueues the deliveries of many calls together (enqueueDeliveries). */
    deliver?: boolean;
    /** The element's whole input, when the same e-mail recurs (its render is then reused). */
    renderKey?: string;
  },
): Promise<number[]> {
  const written = await existingKeys(
    trx,
    input.recipients.map((r) => input.keyOf(r.userId)),
  );
  const recipients = input.recipients.filter((r) => !written.has(input.keyOf(r.userId)));
  if (recipients.length === 0) return [];
  const { html, text } = await renderParts(input.element, input.renderKey);
  const bodyId = await insertBody(trx, { subject: input.subject, html, text }, input.now);
  const tokens = await issueOptOutTokens(
    trx,
    recipients.map((r) => r.userId),
    input.now,
  );
  const messages: NewMessage[] = recipients.map((r, i) => ({
    idempotencyKey: input.keyOf(r.userId),
    kind: input.kind,
    userId: r.userId,
    eventId: input.eventId,
    announcementId: input.announcementId,
    to: r.email,
    vars: { opt_out_url: optOutUrl(input.publicUrl, tokens[i] as string) },
  }));
  // Without an SMTP server the messages are kept as they are written: no delivery jobs (decision 0032).
  const keep = mailSettings().sender === null;
  const ids = await insertMessages(trx, bodyId, messages, input.now, keep ? 'kept' : 'queued');
  if (input.deliver !== false && !keep) await enqueueDeliveries(trx, ids, input.now);
  return ids;
}

/**
 * One message to one address that is not a user's notification (no opt-out link, no user), written
 * under its idempotency key with its delivery job, in the caller's transaction.
 */
export async function queueDirect(
  trx: Transaction<DB>,
  input: {
    subject: string;
    element: ReactElement;
    kind: string;
    key: string;
    to: string;
    eventId: number | null;
    now: Date;
    /** The message's own values for the body's placeholders. */
    vars: Record<string, string>;
    /** The element's whole input, when the same body recurs (its render is then reused). */
    renderKey?: string;
  },
): Promise<void> {
  if ((await existingKeys(trx, [input.key])).size > 0) return;
  const { html, text } = await renderParts(input.element, input.renderKey);
  const bodyId = await insertBody(trx, { subject: input.subject, html, text }, input.now);
  const keep = mailSettings().sender === null;
  const message: NewMessage = {
    idempotencyKey: input.key,
    kind: input.kind,
    userId: null,
    eventId: input.eventId,
    announcementId: null,
    to: input.to,
    vars: input.vars,
  };
  const ids = await insertMessages(trx, bodyId, [message], input.now, keep ? 'kept' : 'queued');
  if (!keep) await enqueueDeliveries(trx, ids, input.now);
}

/** The delivery jobs of messages, 50 a job, in one statement. */
export async function enqueueDeliveries(trx: Transaction<DB>, ids: readonly number[], now: Date) {
  if (mailSettings().sender === null) return;
  const jobs = [];
  for (let i = 0; i < ids.length; i += DELIVERY_BATCH)
    jobs.push({
      queue: DELIVERY_QUEUE,
      runAt: now,
      payload: { ids: ids.slice(i, i + DELIVERY_BATCH) },
      maxAttempts: DELIVERY_ATTEMPTS,
    });
  await enqueueJobs(trx, jobs, now);
}
