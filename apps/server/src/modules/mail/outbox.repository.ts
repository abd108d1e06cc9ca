import { type Kysely, sql, type Transaction } from 'kysely';
import { PREPARED } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type NewMessage = {
  idempotencyKey: string;
  kind: string;
  userId: number | null;
  eventId: number | null;
  announcementId: number | null;
  to: string;
  vars: Record<string, string>;
};

export async function insertBody(db: Db, body: { subject: string; html: string; text: string }, at: Date) {
  const row = await db
    .insertInto('outbox_bodies')
    .values({ ...body, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The messages of one body; one already written under the same idempotency key (the same event and
 * recipient) is left as it is. Returns the ids of the new ones.
 */
export async function insertMessages(
  db: Db,
  bodyId: number,
  messages: readonly NewMessage[],
  at: Date,
  state: 'queued' | 'kept',
) {
  const ids: number[] = [];
  for (let i = 0; i < messages.length; i += 1000) {
    const rows = await db
      .insertInto('outbox_messages')
      .values(
        messages.slice(i, i + 1000).map((m) => ({
          idempotency_key: m.idempotencyKey,
          kind: m.kind,
          user_id: m.userId,
          event_id: m.eventId,
          announcement_id: m.announcementId,
          to_address: m.to,
          body_id: bodyId,
          vars: JSON.stringify(m.vars),
          state,
          created_at: at,
        })),
      )
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => Number(r.id)));
  }
  return ids;
}

/** Which of the keys are written already (a recipient's message of an event exists once). */
export async function existingKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('outbox_messages')
    .select('idempotency_key')
    .where('idempotency_key', 'in', keys)
    .execute();
  return new Set(rows.map((r) => r.idempotency_key));
}

const messageColumns = sql`m.id, m.kind, m.user_id, m.announcement_id, m.to_address, m.vars, m.state,
  m.attempts, m.last_error, m.created_at, m.sent_at, b.subject, b.html, b.text`;

export type MessageRow = {
  id: number;
  kind: string;
  user_id: number | null;
  announcement_id: number | null;
  to_address: string;
  vars: Record<string, string>;
  state: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  subject: string;
  html: string;
  text: string;
};

/** A message as a delivery claimed it: its body is read once for all the messages that share it. */
export type ClaimedMessage = {
  id: number;
  to_address: string;
  vars: Record<string, string>;
  attempts: number;
  body_id: number;
  created_at: Date;
};

/**
 * Claims a delivery's messages in one statement, each until `leaseUntil`: queued, or left 'sending' by
 * a delivery whose lease ran out (its process died before the final dot: the server kept nothing).
 * The ones sent, failed, or held by another delivery are not among those returned (in id order).
 */
export async function claimMessages(db: Db, ids: readonly number[], now: Date, leaseUntil: Date) {
  if (ids.length === 0) return [];
  // Prepared once per connection (the ids are one array parameter): a delivery's statements.
  const { rows } = await sql<ClaimedMessage>`${PREPARED}
    update outbox_messages set state = 'sending', attempts = attempts + 1, locked_until = ${leaseUntil}
     where id = any(${sql.val(ids)}::bigint[])
       and (state = 'queued' or (state = 'sending' and locked_until < ${now}))
    returning id, to_address, vars, attempts, body_id, created_at`.execute(db);
  return rows
    .map((r) => ({ ...r, id: Number(r.id), body_id: Number(r.body_id) }))
    .sort((a, b) => a.id - b.id);
}

/** How many of a delivery's messages, other than those it claimed, are still 'sending' under another's lease. */
export async function heldMessages(db: Db, ids: readonly number[], claimed: ReadonlySet<number>) {
  const others = ids.filter((id) => !claimed.has(id));
  if (others.length === 0) return 0;
  const row = await db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('id', 'in', others)
    .where('state', '=', 'sending')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The bodies of claimed messages, by id. */
export async function readBodies(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { subject: string; html: string; text: string }>();
  const rows = await db
    .selectFrom('outbox_bodies')
    .select(['id', 'subject', 'html', 'text'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/**
 * Claimed messages a delivery did not start (its time ran out): queued again as they were, the claim's
 * attempt given back, unless another delivery took them over meanwhile.
 */
export async function releaseMessages(db: Db, messages: readonly { id: number; attempts: number }[]) {
  if (messages.length === 0) return;
  await sql`
    update outbox_messages m set state = 'queued', locked_until = null, attempts = m.attempts - 1
      from unnest(${sql.val(messages.map((m) => m.id))}::bigint[], ${sql.val(messages.map((m) => m.attempts))}::integer[])
        as r(id, attempts)
     where m.id = r.id and m.attempts = r.attempts and m.state = 'sending'`.execute(db);
}

/**
 * A connection of the pool held for the caller until `release`: a message's record is written on it
 * the moment its final dot goes out, without waiting for a free connection then.
 */
export function holdConnection(db: Kysely<DB>): Promise<{ conn: Kysely<DB>; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    let release = () => {};
    const released = new Promise<void>((done) => {
      release = done;
    });
    const work = db.connection().execute(async (conn) => {
      resolve({
        conn,
        release: async () => {
          release();
          await work;
        },
      });
      await released;
    });
    work.catch(reject);
  });
}

/**
 * Messages sent (recorded as their final dots go out), each under the attempt it was claimed with;
 * returns the ids recorded (one missing was taken over by another delivery).
 */
export async function markSent(
  db: Db,
  messages: readonly { id: number; attempts: number }[],
  now: Date,
): Promise<Set<number>> {
  // A single-use link is not kept once the message went out (a copy of the database opens nothing).
  const { rows } = await sql<{ id: number }>`${PREPARED}
    update outbox_messages m
       set state = 'sent', sent_at = ${now}, locked_until = null, last_error = null, vars = m.vars - 'link_url'
      from unnest(${sql.val(messages.map((m) => m.id))}::bigint[], ${sql.val(messages.map((m) => m.attempts))}::integer[])
        as r(id, attempts)
     where m.id = r.id and m.attempts = r.attempts and m.state = 'sending'
    returning m.id`.execute(db);
  return new Set(rows.map((r) => Number(r.id)));
}

/** A failed attempt: queued again for the job's next try, or 'failed' after the last one. */
export async function markAttemptFailed(db: Db, id: number, attempts: number, error: string, last: boolean) {
  await db
    .updateTable('outbox_messages')
    .set({ state: last ? 'failed' : 'queued', locked_until: null, last_error: error.slice(0, 2000) })
    .where('id', '=', id)
    .where('attempts', '=', attempts)
    .where('state', 'in', ['sending', 'sent'])
    .execute();
}

/** Without an SMTP server the queued messages stay in the outbox, read there ('kept'). */
export async function keepMessages(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .updateTable('outbox_messages')
    .set({ state: 'kept' })
    .where('id', 'in', ids)
    .where('state', '=', 'queued')
    .execute();
}

/**
 * Messages, newest first, by keyset (`beforeId`); `addresses`: to those only (case-insensitive), or
 * with `orKindPrefix` also every message of kinds that start with it.
 */
export async function listMessages(
  db: Db,
  filter: {
    beforeId: number | null;
    limit: number;
    addresses?: readonly string[];
    orKindPrefix?: string;
    state?: string | null;
  },
) {
  const addresses = filter.addresses?.map((a) => a.toLowerCase());
  const inAddresses = addresses
    ? sql`lower(m.to_address) in (${sql.join(addresses.length > 0 ? addresses : [''])})`
    : null;
  const kindPrefix = filter.orKindPrefix ? `${filter.orKindPrefix.replace(/[\\%_]/g, '\\$&')}%` : null;
  const { rows } = await sql<MessageRow>`
    select ${messageColumns} from outbox_messages m join outbox_bodies b on b.id = m.body_id
     where true
       ${filter.beforeId ? sql`and m.id < ${filter.beforeId}` : sql``}
       ${inAddresses ? (kindPrefix ? sql`and (${inAddresses} or m.kind like ${kindPrefix})` : sql`and ${inAddresses}`) : sql``}
       ${filter.state ? sql`and m.state = ${filter.state}` : sql``}
     order by m.id desc limit ${filter.limit}`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** One message (with its body). */
export async function findMessage(db: Db, id: number) {
  const { rows } = await sql<MessageRow>`
    select ${messageColumns} from outbox_messages m join outbox_bodies b on b.id = m.body_id
     where m.id = ${id}`.execute(db);
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}
