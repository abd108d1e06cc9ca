import type { StoredContent } from '@bk/contracts/announcements/stored';
import { offerMessages as M } from '@bk/contracts/offers/offers';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { forbidden, notFound } from '../../plugins/errors.ts';
import { roleFor } from '../announcements/access.ts';
import { statusObject } from '../announcements/actions.service.ts';
import { visibleAnnouncement } from '../announcements/details.service.ts';
import { ownerFiles } from '../files/files.service.ts';
import { OFFER_FILES, presentOfferSet, type StoredOffers } from './offer-sets.service.ts';
import { acceptsOffers, offersUnsealed } from './offers.policy.ts';
import { findOfferSet, findOwnOfferSet, submittedOfferSets } from './offers.repository.ts';

type Clocked = { db: Kysely<DB>; clock: { now(): Date } };

/** GET /api/offerset/announcement/{id}: the bidder's own offer set (or none) and whether one may be made. */
export async function ownOfferSet(deps: Clocked, userId: number, announcementId: number) {
  const { row: announcement, role } = await visibleAnnouncement(deps.db, userId, announcementId);
  const own = await findOwnOfferSet(deps.db, announcementId, userId);
  const subject = await deps.db
    .selectFrom('economic_subjects')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return {
    offer_set: own ? await presentOfferSet(deps.db, own, true) : null,
    accepting: acceptsOffers(announcement, deps.clock.now()) && !role.isAuthor,
    has_economic_subject: subject !== undefined,
    announcement_status: statusObject(announcement.status),
  };
}

/**
 * Who may read an offer set: its bidder, always; the announcement's author and administrators in
 * scope only once the announcement closed, and only submitted offers. Anyone else: 404, as if there
 * were no offer at all (the offers are sealed).
 */
export async function readableOfferSet(db: Kysely<DB>, userId: number | null, id: number) {
  const row = await findOfferSet(db, id);
  if (!row || userId === null) throw notFound(M.notFound);
  if (row.bidder_id === userId) return { row, forCreator: true };
  const announcement = await db
    .selectFrom('announcements')
    .select(['id', 'owner_id', 'status'])
    .where('id', '=', row.announcement_id)
    .executeTakeFirst();
  if (!announcement || row.status !== 'SUBMITTED' || !offersUnsealed(announcement))
    throw notFound(M.notFound);
  const role = await roleFor(db, userId, announcement);
  if (!role.isAuthor && !role.canPreviewAsAdmin) throw notFound(M.notFound);
  return { row, forCreator: false };
}

export async function offerSetById(db: Kysely<DB>, userId: number, id: number) {
  const { row, forCreator } = await readableOfferSet(db, userId, id);
  return { offer_set: await presentOfferSet(db, row, forCreator) };
}

const collator = new Intl.Collator('pl', { sensitivity: 'base' });
const cents = (price: string) => BigInt(price.replace(',', ''));

/**
 * GET /api/offerset/announcement/{id}/list (the author or an administrator in scope). While the
 * announcement takes offers only sealed entries (an 'N' mark each, nothing of their content); after
 * closing, the submitted offers per part, bidders in Polish order, variants by price.
 */
export async function offersOfAnnouncement(deps: Clocked, userId: number, announcementId: number) {
  const { row: announcement, role } = await visibleAnnouncement(deps.db, userId, announcementId);
  if (!role.isAuthor && !role.canPreviewAsAdmin) throw forbidden();
  const base = { is_advertiser: role.isAuthor, is_admin: !role.isAuthor && role.canPreviewAsAdmin };
  const submitted = await submittedOfferSets(deps.db, announcementId);
  const marks = new Set(
    (
      await deps.db
        .selectFrom('badge_marks')
        .select('subject_id')
        .where('user_id', '=', userId)
        .where('kind', '=', 'offer_set')
        .execute()
    ).map((m) => m.subject_id),
  );
  if (!offersUnsealed(announcement)) {
    return {
      ...base,
      sealed: true,
      hidden:
        announcement.status === 'PUBLISHED'
          ? submitted.map((o, i) => ({ id: o.id, ordinal: i + 1, is_new: marks.has(o.id) }))
          : [],
      parts: [],
    };
  }
  const version = await deps.db
    .selectFrom('announcement_versions')
    .select('content')
    .where('id', '=', announcement.published_version_id as number)
    .executeTakeFirstOrThrow();
  const content = version.content as StoredContent;
  const entries = await Promise.all(
    submitted.map(async (o) => {
      const stored = o.content as StoredOffers;
      const subject = o.economic_subject as {
        name: string;
        address: { locality: string; country: string; country_name: string | null };
      } | null;
      const files = await ownerFiles(deps.db, OFFER_FILES, o.id);
      return { o, stored, subject, files };
    }),
  );
  return {
    ...base,
    sealed: false,
    hidden: [],
    parts: content.parts.map((part) => ({
      part_id: part.id,
      title: part.title,
      offers: entries
        .flatMap(({ o, stored, subject, files }) => {
          const offer = stored.offers.find((x) => x.part_id === part.id);
          if (!offer) return [];
          const variants = [...offer.variants].sort((a, b) =>
            cents(a.price) < cents(b.price) ? -1 : cents(a.price) > cents(b.price) ? 1 : 0,
          );
          return [
            {
              offer_set_id: o.id,
              offer_id: offer.id,
              bidder_name: subject?.name ?? `${o.forename} ${o.surname}`,
              city: subject?.address.locality ?? null,
              country: subject && subject.address.country !== 'PL' ? subject.address.country_name : null,
              variants,
              is_new: marks.has(o.id),
              is_mine: o.bidder_id === userId,
              is_refused: offer.is_refused,
              attachments: stored.attachments.map((a) => ({
                ...a,
                file: files.find((f) => f.id === a.file_id) ?? null,
              })),
            },
          ];
        })
        .sort((a, b) => collator.compare(a.bidder_name, b.bidder_name) || a.offer_set_id - b.offer_set_id),
    })),
  };
}

/** DELETE /api/badge/offerset/{id}: the user's 'N' mark of an offer set. */
export async function clearOfferSetMark(db: Kysely<DB>, userId: number, id: number) {
  const deleted = await db
    .deleteFrom('badge_marks')
    .where('user_id', '=', userId)
    .where('kind', '=', 'offer_set')
    .where('subject_id', '=', id)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound();
  return { id };
}
