import { createHmac } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import { onJob } from '../jobs/index.ts';
import {
  claimMessage,
  holdConnection,
  keepMessages,
  type MessageRow,
  markAttemptFailed,
  markSent,
} from './outbox.repository.ts';
import { DELIVERY_QUEUE } from './outbox.ts';
import { fillBody, mailSettings } from './settings.ts';
import { composeMessage } from './transport.ts';

/** A delivery job's lease: a process that died mid-batch leaves it to another after this. */
const DELIVERY_LEASE_MS = 30_000;
/**
 * A message's own lease within its job: a claimed message not recorded sent by then may be claimed by
 * another delivery, and the first one's record then fails (the attempt count fences it), so it drops
 * its SMTP transaction before the final dot. Longer than one message's SMTP timeouts.
 */
const MESSAGE_LEASE_MS = 20_000;
/** A batch stops starting new messages after this (the rest go back to the queue with the job's retry). */
const BATCH_BUDGET_MS = 10_000;

/** The headers of every message: its opt-out link for the mail client's own button (RFC 2369, RFC 8058). */
export function messageHeaders(vars: Record<string, string>): Record<string, string> {
  // The account service's messages (an activation or reset link) have nothing to opt out of.
  if (!vars.opt_out_url) return { 'Auto-Submitted': 'auto-generated' };
  return {
    'List-Unsubscribe': `<${vars.opt_out_url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Auto-Submitted': 'auto-generated',
  };
}

/**
 * A message's Message-ID (RFC 5322): 128 bits of a keyed hash of its row under the installation's
 * random key, so unique across installations (another portal's message 1 has another id), telling
 * nothing of how many messages were sent, and the same when the message is sent again (a receiver
 * may drop the copy).
 */
export function messageIdOf(rowId: number, key: string, publicUrl: string): string {
  const random = createHmac('sha256', key).update(`bk-message:${rowId}`).digest('hex').slice(0, 32);
  return `<${random}@${new URL(publicUrl).hostname}>`;
}

/** A message as it is sent, from its row and shared body. */
export function composeRow(row: MessageRow, from: string, publicUrl: string, messageIdKey: string) {
  return composeMessage({
    from,
    to: row.to_address,
    subject: row.subject,
    html: fillBody(row.html, row.vars),
    text: fillBody(row.text, row.vars),
    messageId: messageIdOf(row.id, messageIdKey, publicUrl),
    date: new Date(row.created_at),
    headers: messageHeaders(row.vars),
  });
}

/**
 * Sends a batch of messages over the pool's connections side by side (decision 0032). Each message is
 * claimed, sent, and its record as sent is written in the same tick as the final dot of its SMTP
 * transaction: a message left 'sending' by a dead process never completed at the server (it is sent
 * again), one recorded 'sent' had its dot on the way. A failure leaves the message queued for the job's
 * retry with backoff; after the job's last attempt the message is 'failed' (the dead letter).
 */
onJob(
  DELIVERY_QUEUE,
  async (job, { db, clock }) => {
    const ids = ((job.payload.ids as number[]) ?? []).map(Number);
    const { sender, from, publicUrl, messageIdKey } = mailSettings();
    if (!sender) {
      await keepMessages(db, ids);
      return;
    }
    const parsed = addressparser(from, { flatten: true })[0];
    const envelopeFrom = parsed && 'address' in parsed ? parsed.address : from;
    const started = Date.now();
    const last = job.attempts >= job.max_attempts;
    const failures: unknown[] = [];
    let next = 0;
    const worker = async () => {
      while (next < ids.length && Date.now() - started < BATCH_BUDGET_MS) {
        const id = ids[next++] as number;
        const now = clock.now();
        const row = await claimMessage(db, id, now, new Date(now.getTime() + MESSAGE_LEASE_MS));
        if (!row) continue;
        try {
          const raw = await composeRow(row, from, publicUrl, messageIdKey);
          await sender.send({ from: envelopeFrom, to: row.to_address, raw }, async () => {
            const held = await holdConnection(db);
            return async () => {
              try {
                // False only when another delivery took the message over (this one outlived its lease).
                if (!(await markSent(held.conn, row.id, row.attempts, clock.now())))
                  throw new Error(`message ${row.id} was taken over by another delivery`);
              } finally {
                await held.release();
              }
            };
          });
        } catch (error) {
          failures.push(error);
          const message = error instanceof Error ? error.message : String(error);
          // Refused (before or after the dot), or its record failed: not sent after all.
          await markAttemptFailed(db, row.id, row.attempts, message, last);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(sender.size, ids.length) }, worker));
    if (next < ids.length)
      failures.push(new Error(`${ids.length - next} messages left for the next attempt`));
    if (failures.length > 0 && !last)
      throw new AggregateError(failures, `${failures.length} of ${ids.length} messages not sent`);
  },
  { leaseMs: DELIVERY_LEASE_MS },
);
