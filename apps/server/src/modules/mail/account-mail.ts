import type { Transaction } from 'kysely';
import { createElement } from 'react';
import type { DB } from '../../db/schema.ts';
import type { Locale } from '../../lib/i18n.ts';
import { existingKeys } from './outbox.repository.ts';
import { queueDirect } from './outbox.ts';
import { LINK_PLACEHOLDER } from './settings.ts';
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
    /** The account's language (issue 51): the message is written in it. */
    locale: Locale;
  },
): Promise<void> {
  // The link is the message's own value: the body is rendered with a placeholder for it, so the same
  // kind of message renders once (a registration then costs no render).
  const link = input.content.action?.url;
  const content = link
    ? { ...input.content, action: { label: input.content.action?.label ?? '', url: LINK_PLACEHOLDER } }
    : input.content;
  const home = input.locale === 'en' ? `${input.publicUrl}/en` : `${input.publicUrl}/`;
  const props = { subject: input.subject, content, homeUrl: home, locale: input.locale };
  await queueDirect(trx, {
    element: createElement(AccountEmail, props),
    renderKey: `account:${JSON.stringify(props)}`,
    vars: link ? { link_url: link } : {},
    subject: input.subject,
    kind: input.kind,
    key: input.key,
    to: input.to,
    eventId: input.eventId,
    now: input.now,
  });
}

/** Whether a message is written under this idempotency key (a job run again does its work once). */
export async function accountMessageQueued(trx: Transaction<DB>, key: string): Promise<boolean> {
  return (await existingKeys(trx, [key])).size > 0;
}
