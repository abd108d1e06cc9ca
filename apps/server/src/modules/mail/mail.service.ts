import { OUTBOX_PAGE_SIZE, type OutboxMessage, type outboxQuerySchema } from '@bk/contracts/mail/outbox';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema.ts';
import { permissionsOf } from '../users/index.ts';
import { ACCOUNT_KIND_PREFIX } from './account-mail.ts';
import { messageHeaders } from './delivery.ts';
import { assertMayReadOutbox } from './mail.policy.ts';
import { findMessage, listMessages, type MessageRow } from './outbox.repository.ts';
import { fillBody, HIDDEN_LINK } from './settings.ts';

/**
 * A message as it went (or would go) out: its body with the recipient's own values. The outbox of the
 * administrators never shows an activation, reset or confirmation link (`revealLinks` false): reading
 * the outbox must not let anyone take over an account.
 */
export function presentMessage(row: MessageRow, revealLinks = false): OutboxMessage {
  const vars = row.vars.link_url && !revealLinks ? { ...row.vars, link_url: HIDDEN_LINK } : row.vars;
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    state: row.state as OutboxMessage['state'],
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: new Date(row.created_at).toISOString(),
    sent_at: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    announcement_id: row.announcement_id,
    headers: messageHeaders(vars),
    text: fillBody(row.text, vars),
    html: fillBody(row.html, vars),
  };
}

/** GET /api/admin/outbox: newest first, 50 a page (auditLog). */
export async function outboxPage(db: Kysely<DB>, userId: number, q: z.output<typeof outboxQuerySchema>) {
  assertMayReadOutbox(await permissionsOf(db, userId));
  const rows = await listMessages(db, {
    beforeId: q.before ?? null,
    limit: OUTBOX_PAGE_SIZE + 1,
    addresses: q.address ? [q.address] : undefined,
    state: q.state ?? null,
  });
  const page = rows.slice(0, OUTBOX_PAGE_SIZE);
  return {
    messages: page.map((row) => presentMessage(row)),
    next: rows.length > OUTBOX_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * The demo mailbox: the messages to the demo accounts, and the account service's messages to any
 * address (newest 100), so that a visitor of a demo without SMTP can finish a registration or a
 * password reset (decision 0033); or one of them.
 */
export async function demoMessages(db: Kysely<DB>, addresses: readonly string[]) {
  return (
    await listMessages(db, { beforeId: null, limit: 100, addresses, orKindPrefix: ACCOUNT_KIND_PREFIX })
  ).map((row) => presentMessage(row, true));
}

export async function demoMessage(db: Kysely<DB>, addresses: readonly string[], id: number) {
  const row = await findMessage(db, id);
  const allowed = new Set(addresses.map((a) => a.toLowerCase()));
  const shown =
    row && (allowed.has(row.to_address.toLowerCase()) || row.kind.startsWith(ACCOUNT_KIND_PREFIX));
  return shown ? presentMessage(row, true) : undefined;
}
