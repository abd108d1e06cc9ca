import { type Kysely, type RawBuilder, type Selectable, sql, type Updateable } from 'kysely';
import { PREPARED } from '../../db/database.ts';
import type { DB, OfferSetsTable } from '../../db/schema.ts';
import { announcementForOfferJson, announcementOpenLocked } from '../announcements/index.ts';
import { eventIdFragment } from '../events/index.ts';
import {
  type FileWithUploader,
  filesAttach,
  filesWithUploaderJson,
  unattachedUploadsLocked,
} from '../files/index.ts';
import { marksInsert } from '../shell/index.ts';
import { type bidderWithSubject, bidderWithSubjectRow } from '../users/index.ts';
import type { announcementForOffer } from './offers.repository.ts';

// The two statements of the one write path of an offer set (docs/decisions/0012): one reads, one
// writes if nothing it was decided on has changed. Written out rather than built: they run on every
// save and submission, and building them cost the server more than running them; they are prepared
// once per PostgreSQL connection (PREPARED).

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * Everything a write of the bidder's offer set is decided on, in one statement and without locks (the
 * write re-checks under its locks what may have changed since): the bidder with the economic subject,
 * the announcement, the bidder's offer set with its row version, and the files the request names.
 * (JSON gives the timestamps as text: they are turned back to dates.)
 */
export async function offerWriteContext(
  db: Kysely<DB>,
  announcementId: number,
  userId: number,
  fileIds: number[],
) {
  const ids = fileIds.length > 0 ? fileIds : [-1];
  const { rows } = await sql<ContextRow>`${PREPARED}
    select u.*,
           ${announcementForOfferJson(announcementId)} as announcement,
           (select to_json(o) from (select *, xmin::text as row_version from offer_sets
                                     where announcement_id = ${announcementId} and bidder_id = ${userId} and not is_external) o) as offer_set,
           -- A new offer set's id, taken now: its sealed values are bound to it (decision 0038).
           case when not exists (select 1 from offer_sets
                                  where announcement_id = ${announcementId} and bidder_id = ${userId} and not is_external)
                then nextval(pg_get_serial_sequence('offer_sets', 'id')) end as new_id,
           -- The write's event id, taken now too: its MAC covers it (decision 0048).
           ${eventIdFragment()} as event_id,
           ${filesWithUploaderJson(ids)} as files
      from (${bidderWithSubjectRow(userId)}) u`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} not found`);
  const { announcement: a, offer_set: o, files, new_id: newId, event_id: eventId, ...bidder } = row;
  return {
    bidder,
    newId: newId === null ? null : Number(newId),
    eventId: Number(eventId),
    announcement: a ? { ...a, submission_deadline: date(a.submission_deadline) } : undefined,
    existing: o
      ? {
          ...o,
          created_at: new Date(o.created_at),
          modified_at: date(o.modified_at),
          submitted_at: date(o.submitted_at),
          withdrawn_at: date(o.withdrawn_at),
        }
      : undefined,
    files: files.map((f) => ({ ...f, created_at: new Date(f.created_at) })),
  };
}

/** As JSON gives them: timestamps as text. */
type AsJson<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
type ContextRow = Awaited<ReturnType<typeof bidderWithSubject>> & {
  announcement: AsJson<NonNullable<Awaited<ReturnType<typeof announcementForOffer>>>> | null;
  offer_set: (AsJson<Selectable<OfferSetsTable>> & { row_version: string }) | null;
  files: AsJson<FileWithUploader>[];
  new_id: string | null;
  event_id: string;
};

export type OfferSetWrite = {
  announcementId: number;
  versionId: number;
  userId: number;
  now: Date;
  /** The offer set as it was read (its id and row version), or null for a new one. */
  existing: { id: number; rowVersion: string } | null;
  /** A new offer set's id, taken before (its sealed values are bound to it). */
  newId: number;
  fields: Updateable<OfferSetsTable> & { content: string; modified_at: Date; next_element_id: number };
  /** The owner kind the files are attached under. */
  ownerKind: string;
  /** The bidder's unattached uploads to attach. */
  link: number[];
  /** Marks for the advertiser when the write submits (the sealed offer's 'N'). */
  markFor: number | null;
  /** The write's event, inserted by the same statement (events' eventInStatement, from the row `w`). */
  event: RawBuilder<unknown>;
};

/**
 * An id for a new offer set, from its sequence (its sealed values are bound to it before it is written);
 * the write path takes it inside its read statement (offerWriteContext), the tests through this.
 */
export async function newOfferSetId(db: Kysely<DB>): Promise<number> {
  const row = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('offer_sets', 'id')) as id`.execute(db);
  return Number(row.rows[0]?.id);
}

/**
 * Writes the bidder's offer set in one statement, only if what the write was decided on still holds:
 * the announcement still published with the same version and before the deadline, share-locked by the
 * statement (closing it, an update, waits for the statement; a statement after the close, or waiting
 * for it, finds it closed); the offer set still the row that was read (or, for a new one, none made
 * meanwhile: the unique index); every new file still the bidder's unattached upload (locked). The same
 * statement links the files and, for a submission, writes the advertiser's 'N' marks. Nothing comes back
 * (and nothing is written) when any of it no longer holds.
 */
export async function writeOfferSetIfUnchanged(db: Kysely<DB>, w: OfferSetWrite) {
  const fields = w.fields;
  const value = <K extends keyof typeof fields>(key: K) => fields[key] ?? null;
  const link = w.link.length > 0 ? w.link : [-1];
  const guard = sql`(select count(*) from f) = ${w.link.length}`;
  const write = w.existing
    ? sql`update offer_sets set status = coalesce(${value('status')}, status), content = ${fields.content}::jsonb,
          modified_at = ${fields.modified_at}, next_element_id = ${fields.next_element_id},
          economic_subject = coalesce(${value('economic_subject')}::jsonb, economic_subject),
          submitted_at = coalesce(${value('submitted_at')}, submitted_at),
          receipt_sha256 = coalesce(${value('receipt_sha256')}, receipt_sha256),
          receipt_signature = coalesce(${value('receipt_signature')}, receipt_signature),
          receipt_key_id = coalesce(${value('receipt_key_id')}, receipt_key_id),
          receipt_portal = coalesce(${value('receipt_portal')}, receipt_portal)
        where id = ${w.existing.id} and xmin::text = ${w.existing.rowVersion}
          and exists (select 1 from a) and ${guard}
        returning *`
    : sql`insert into offer_sets (id, announcement_id, bidder_id, status, content, created_at, modified_at,
          next_element_id, economic_subject, submitted_at, receipt_sha256, receipt_signature, receipt_key_id,
          receipt_portal)
        select ${w.newId}, a.id, ${w.userId}, ${fields.status ?? 'DRAFT'}, ${fields.content}::jsonb, ${w.now}, ${fields.modified_at},
          ${fields.next_element_id}, ${value('economic_subject')}::jsonb, ${value('submitted_at')},
          ${value('receipt_sha256')}, ${value('receipt_signature')}, ${value('receipt_key_id')},
          ${value('receipt_portal')}
          from a where ${guard}
        on conflict (announcement_id, bidder_id) where not is_external do nothing
        returning *`;
  const marks =
    w.markFor === null
      ? sql``
      : sql`, m as (${marksInsert(sql`
          select ${w.markFor}, k.kind, case k.kind when 'offer_set' then w.id else w.announcement_id end, ${w.now}
            from w cross join (values ('offer_set'), ('my_advertisement')) k(kind)`)})`;
  const result = await sql<Selectable<OfferSetsTable>>`${PREPARED}
    with a as (${announcementOpenLocked(w.announcementId, w.now, w.versionId)}),
         f as (${unattachedUploadsLocked(link, w.userId)}),
         w as (${write}),
         l as (${filesAttach(w.ownerKind, sql`w.id`, sql`w`, sql`select id from f`)})${marks},
         e as (${w.event})
    select * from w`.execute(db);
  return result.rows[0];
}
