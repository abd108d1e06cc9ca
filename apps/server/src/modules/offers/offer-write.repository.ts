import { type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import { PREPARED } from '../../db/database.ts';
import type { DB, OfferSetsTable } from '../../db/schema.ts';
import type { findFilesWithUploader } from '../files/files.repository.ts';
import type { announcementForOffer, bidderWithSubject } from './offers.repository.ts';

// The statements of the one write path of an offer set (docs/decisions/0012): inside the write's
// transaction, one statement reads everything under its locks and one writes. Written out rather than
// built: they run on every save and submission, and building them cost the server more than running
// them; they are prepared once per PostgreSQL connection (PREPARED).

const date = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * Everything a write of the bidder's offer set reads, in one statement of its transaction: the
 * announcement, share-locked until the transaction ends (closing it at the deadline, an update, waits
 * for the writes in flight, and a write after the close sees CLOSED); the bidder's offer set, locked for
 * update; the bidder with the economic subject; the files the request names. (JSON gives the timestamps
 * as text: they are turned back to dates.)
 */
export async function offerWriteContext(
  trx: Transaction<DB>,
  announcementId: number,
  userId: number,
  fileIds: number[],
) {
  const ids = fileIds.length > 0 ? fileIds : [-1];
  const { rows } = await sql<ContextRow>`${PREPARED}
    select u.id, u.forename, u.surname, s.name, s.address_kind, s.identification_type,
           s.identification_number, s.country, c.name_pl as country_name, s.voivodeship, s.poviat,
           s.commune, s.locality, s.postcode, s.street, s.house_number,
           (select to_json(a) from (select id, owner_id, status, submission_deadline, published_version_id, number
                                      from announcements where id = ${announcementId} for share) a) as announcement,
           (select to_json(o) from (select * from offer_sets
                                     where announcement_id = ${announcementId} and bidder_id = ${userId}
                                       for update) o) as offer_set,
           (select coalesce(json_agg(f order by f.id), '[]') from (
              select f.id, f.name, f.size, f.sha256, f.created_at, f.owner_kind, f.owner_id, f.uploaded_by,
                     fu.forename, fu.surname
                from files f join users fu on fu.id = f.uploaded_by
               where f.id in (${sql.join(ids)})) f) as files
      from users u
      left join economic_subjects s on s.user_id = u.id
      left join countries c on c.alpha2 = s.country
     where u.id = ${userId}`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} not found`);
  const { announcement: a, offer_set: o, files, ...bidder } = row;
  return {
    bidder,
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
  offer_set: AsJson<Selectable<OfferSetsTable>> | null;
  files: AsJson<Awaited<ReturnType<typeof findFilesWithUploader>>[number]>[];
};

export type OfferSetWrite = {
  announcementId: number;
  userId: number;
  now: Date;
  /** The id of the bidder's offer set (locked by `offerWriteContext`), or null for a new one. */
  existingId: number | null;
  fields: Updateable<OfferSetsTable> & { content: string; modified_at: Date; next_element_id: number };
  /** The owner kind the files are attached under. */
  ownerKind: string;
  /** The bidder's unattached uploads to attach. */
  link: number[];
};

/**
 * Writes the bidder's offer set (a new one as a draft unless the fields say otherwise) and links the
 * files to it, in one statement; returns the offer set as written and how many files it linked (only
 * the bidder's own unattached uploads are linked: fewer than asked means one was taken meanwhile).
 * Null when a new one was not written: another write of the same bidder made it meanwhile (the unique
 * index of one offer set per bidder and announcement).
 */
export async function saveOfferSet(trx: Transaction<DB>, w: OfferSetWrite) {
  const fields = w.fields;
  const value = <K extends keyof typeof fields>(key: K) => fields[key] ?? null;
  const link = w.link.length > 0 ? w.link : [-1];
  const write =
    w.existingId !== null
      ? sql`update offer_sets set status = coalesce(${value('status')}, status), content = ${fields.content}::jsonb,
          modified_at = ${fields.modified_at}, next_element_id = ${fields.next_element_id},
          economic_subject = coalesce(${value('economic_subject')}::jsonb, economic_subject),
          submitted_at = coalesce(${value('submitted_at')}, submitted_at),
          receipt_sha256 = coalesce(${value('receipt_sha256')}, receipt_sha256)
        where id = ${w.existingId}
        returning *`
      : sql`insert into offer_sets (announcement_id, bidder_id, status, content, created_at, modified_at,
          next_element_id, economic_subject, submitted_at, receipt_sha256)
        values (${w.announcementId}, ${w.userId}, ${fields.status ?? 'DRAFT'}, ${fields.content}::jsonb, ${w.now},
          ${fields.modified_at}, ${fields.next_element_id}, ${value('economic_subject')}::jsonb,
          ${value('submitted_at')}, ${value('receipt_sha256')})
        on conflict (announcement_id, bidder_id) do nothing
        returning *`;
  const { rows } = await sql<Selectable<OfferSetsTable> & { linked: string }>`${PREPARED}
    with w as (${write}),
         l as (update files set owner_kind = ${w.ownerKind}, owner_id = w.id from w
                where files.id in (${sql.join(link)}) and files.owner_kind is null
                  and files.uploaded_by = ${w.userId}
               returning files.id)
    select w.*, (select count(*) from l)::text as linked from w`.execute(trx);
  const row = rows[0];
  if (!row) return null;
  const { linked, ...saved } = row;
  return { saved, linked: Number(linked) };
}
