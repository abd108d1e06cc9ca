import type { Transaction } from 'kysely';
import { createElement } from 'react';
import type { DB } from '../../db/schema.ts';
import { queueDirect } from './outbox.ts';
import { AccountEmail, type AccountMailContent } from './templates/AccountEmail.tsx';

/** The kinds of the account service's messages start with this (the demo mailbox shows them all). */
export const ACCOUNT_KIND_PREFIX = 'account.';

/**
 * Queues one message of the embedded account service (an activation, reset or confirmation link, a
 * notice of a change) to one address, in the caller's transaction (decision 0033). It is sent whatever
 * the notification settings (it is not a notification) and carries no opt-out link. `key` is its
 * idempotency key.
 */
export async function queueAccountMessage(
  trx: Transaction<DB>,
  input: {
    kind: `account.${string}`;
    key: string;
    to: string;
    subject: string;
    content: AccountMailContent;
    eventId: number | null;
    publicUrl: string;
    now: Date;
  },
): Promise<void> {
  const element = createElement(AccountEmail, {
    subject: input.subject,
    content: input.content,
    homeUrl: `${input.publicUrl}/`,
  });
  await queueDirect(trx, {
    element,
    subject: input.subject,
    kind: input.kind,
    key: input.key,
    to: input.to,
    eventId: input.eventId,
    now: input.now,
  });
}
