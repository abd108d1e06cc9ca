import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type EventType, recordEvent, userActor } from '../events/index.ts';

/** What of the site's content changed: the object kinds of its events. */
export type ContentKind = 'help' | 'terms' | 'cookies' | 'general_content' | 'statement';

/** Records an event of the site's content in the transaction of the change (decision 0030). */
export function contentEvent(
  trx: Transaction<DB>,
  type: Extract<EventType, 'content.created' | 'content.changed' | 'content.deleted'>,
  object: { kind: ContentKind; id: number },
  userId: number,
  at: Date,
  payload: Record<string, unknown> = {},
) {
  return recordEvent(trx, { type, object, actor: userActor(userId), at, payload });
}
