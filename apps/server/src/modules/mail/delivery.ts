import { createHmac } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import type { JobHandler } from '../jobs/index.ts';
import { messageTemplate } from './message-template.ts';
import {
  type ClaimedMessage,
  claimMessages,
  heldMessages,
  keepMessages,
  markAttemptFailed,
  readBodies,
  releaseMessages,
} from './outbox.repository.ts';
import { SentRecords } from './sent-records.ts';
import { mailSettings } from './settings.ts';

/**
 * A delivery job's lease, and its messages' (claimed together as the job starts): a process that died
 * mid-batch leaves them to another after this. A claimed message not recorded sent by then may be
 * claimed by another delivery, and the first one's record then fails (the attempt count fences it).
 * Longer than the batch's budget and one message's SMTP timeouts after it.
 */
export const DELIVERY_LEASE_MS = 30_000;
/**
 * A batch stops starting new messages after this (the rest are queued again as they were, for the
 * job's retry).
 */
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

/**
 * Sends a batch of messages over the pool's connections side by side (decision 0032). The batch's
 * messages are claimed together, each one's MIME text made from its body's template, sent, and its
 * record as sent is written in the same tick as the final dot of its SMTP transaction (together with
 * the records of the messages whose content drained meanwhile: sent-records.ts): a message left
 * 'sending' by a dead process never completed at the server (it is sent again), one recorded 'sent'
 * had its dot on the way. A failure leaves the message queued for the job's retry with backoff; after
 * the job's last attempt the message is 'failed' (the dead letter).
 */
export const deliverMail: JobHandler = async (job, { db, clock }) => {
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
  // The job's messages claimed in one statement and their bodies read once (not a statement and a
  // body's text per message); each body's MIME text made once (message-template.ts).
  // The messages' lease ends no later than the job's first one: when another runner takes the job over
  // (this process died), every message this one left 'sending' is free for it to claim, not still held
  // for a few milliseconds more and then left behind by a job that completes without them.
  const now = clock.now();
  const jobLease = job.locked_until ? new Date(job.locked_until).getTime() : Number.POSITIVE_INFINITY;
  const leaseUntil = new Date(Math.min(now.getTime() + DELIVERY_LEASE_MS, jobLease));
  const claimed = await claimMessages(db, ids, now, leaseUntil);
  const bodies = await readBodies(db, [...new Set(claimed.map((m) => m.body_id))]);
  const templates = new Map<number, ReturnType<typeof messageTemplate>>();
  const compose = (row: ClaimedMessage) => {
    let template = templates.get(row.body_id);
    if (!template) {
      const body = bodies.get(row.body_id);
      if (!body) throw new Error(`message ${row.id}: its body ${row.body_id} is missing`);
      template = messageTemplate({ from, ...body });
      templates.set(row.body_id, template);
    }
    return template({
      to: row.to_address,
      messageId: messageIdOf(row.id, messageIdKey, publicUrl),
      date: new Date(row.created_at),
      headers: messageHeaders(row.vars),
      vars: row.vars,
    });
  };
  const records = new SentRecords(db, clock);
  const failures: unknown[] = [];
  let next = 0;
  const worker = async () => {
    while (next < claimed.length && Date.now() - started < BATCH_BUDGET_MS) {
      const row = claimed[next++] as ClaimedMessage;
      try {
        const raw = await compose(row);
        await sender.send({ from: envelopeFrom, to: row.to_address, raw }, (dot) =>
          records.record(row.id, row.attempts, dot),
        );
      } catch (error) {
        failures.push(error);
        const message = error instanceof Error ? error.message : String(error);
        // Refused (before or after the dot), or its record failed: not sent after all.
        await markAttemptFailed(db, row.id, row.attempts, message, last);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(sender.size, claimed.length) }, worker));
  const left = claimed.slice(next);
  if (left.length > 0) {
    await releaseMessages(db, left);
    failures.push(new Error(`${left.length} messages left for the next attempt`));
  }
  // Messages of this job still held by an earlier runner's lease (not sent, not failed) are not left
  // behind: the job is retried until they are claimable.
  if (claimed.length < ids.length) {
    const held = await heldMessages(db, ids, new Set(claimed.map((m) => m.id)));
    if (held > 0) failures.push(new Error(`${held} messages still held by an earlier delivery`));
  }
  if (failures.length > 0 && !last)
    throw new AggregateError(failures, `${failures.length} of ${ids.length} messages not sent`);
};
