import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import type { StoredContent } from '@bk/contracts/announcements/stored';
import { documentDigest } from '@bk/contracts/audit/canonical-json';
import { warsawDate } from '@bk/contracts/common/warsaw-time';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { type Actor, type EventType, recordEvent } from '../events/index.ts';
import {
  countPublishedVersions,
  findVersion,
  nextSequenceValue,
  refreshListColumns,
  replaceProjects,
  updateAnnouncement,
  updateVersion,
} from './announcements.repository.ts';
import { ownerSubject } from './content-references.repository.ts';

type Row = {
  id: number;
  owner_id: number;
  number: string | null;
  first_published_at: Date | null;
  publication_date: Date | null;
  draft_version_id: number | null;
};

/** Records an event of an announcement (its object) in the transaction of the change. */
export function announcementEvent(
  trx: Transaction<DB>,
  type: EventType,
  id: number,
  actor: Actor,
  at: Date,
  payload: Record<string, unknown> = {},
) {
  return recordEvent(trx, { type, object: { kind: 'announcement', id }, actor, at, payload });
}

/**
 * The number of a published announcement (docs/decisions/0010): year of first publication, the
 * year's sequence and the id, e.g. 2026-00042-00123. Given once, at first publication, never reused.
 */
export async function assignNumber(db: Transaction<DB>, announcementId: number, now: Date): Promise<string> {
  const year = Number(warsawDate(now).slice(0, 4));
  const sequence = await nextSequenceValue(db, year);
  return `${year}-${String(sequence).padStart(5, '0')}-${String(announcementId).padStart(5, '0')}`;
}

/** The advertiser's data as it is now, or a refusal: an announcement is never published without it. */
export async function advertiserSnapshot(db: Kysely<DB> | Transaction<DB>, ownerId: number) {
  const subject = await ownerSubject(db, ownerId);
  if (!subject) throw new AppError(422, M.noSubject, { advertiser: [M.noSubject] });
  return subjectSnapshot(subject);
}

/** An economic subject row (with its country's name) as announcements and offers keep it. */
export function subjectSnapshot(subject: NonNullable<Awaited<ReturnType<typeof ownerSubject>>>) {
  return {
    name: subject.name,
    address_kind: subject.address_kind,
    identification_type: subject.identification_type,
    identification_number: subject.identification_number,
    address: {
      country: subject.country,
      country_name: subject.country_name,
      voivodeship: subject.voivodeship,
      poviat: subject.poviat,
      commune: subject.commune,
      locality: subject.locality,
      postcode: subject.postcode,
      street: subject.street,
      house_number: subject.house_number,
    },
  };
}

/**
 * Turns a version into the announcement's current published version: numbered at the first
 * publication, the advertiser's data taken as they are now, new attachments marked as coming from
 * this version. The caller holds the announcement's row lock. Returns the version's number.
 */
export async function publishVersion(
  trx: Transaction<DB>,
  now: Date,
  row: Row,
  versionId: number,
  options: { byAdmin: boolean; deadline: Date; actor: Actor },
): Promise<number> {
  const version = await findVersion(trx, versionId);
  if (!version) throw new Error(`version ${versionId} is missing`);
  const content = version.content as StoredContent;
  const advertiser = await advertiserSnapshot(trx, row.owner_id);
  const published: StoredContent = {
    ...content,
    advertiser,
    attachments: content.attachments.map((a) => ({
      ...a,
      origin_version_id: a.origin_version_id ?? versionId,
    })),
  };
  const { n } = await countPublishedVersions(trx, row.id);
  await updateVersion(trx, versionId, {
    kind: 'published',
    version_no: Number(n) + 1,
    content: JSON.stringify(published),
    published_at: now,
    by_admin: options.byAdmin,
  });
  const first = row.first_published_at === null;
  await updateAnnouncement(trx, row.id, {
    status: 'PUBLISHED',
    status_changed_at: now,
    published_version_id: versionId,
    draft_version_id: row.draft_version_id === versionId ? null : row.draft_version_id,
    submission_deadline: options.deadline,
    enrollment_id: published.enrollment_id,
    ...(first
      ? {
          number: row.number ?? (await assignNumber(trx, row.id, now)),
          first_published_at: now,
          publication_date: now,
        }
      : {}),
    modified_at: now,
  });
  await replaceProjects(trx, row.id, published.project_ids);
  await refreshListColumns(trx, row.id);
  // The search index reacts to it in this transaction (search module).
  await recordEvent(trx, {
    type: first ? 'announcement.published' : 'announcement.version_published',
    object: { kind: 'announcement', id: row.id },
    actor: options.actor,
    at: now,
    payload: {
      version_id: versionId,
      version_no: Number(n) + 1,
      submission_deadline: options.deadline.toISOString(),
      by_admin: options.byAdmin,
      // The version's JSON as published, digested in the canonical JSON: the procedure file's checker
      // compares its ogloszenie/wersja-N.json with it (decision 0047).
      content_sha256: documentDigest(published),
    },
  });
  return Number(n) + 1;
}
