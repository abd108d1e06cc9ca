import { offerMessages as M, type OfferSetInput } from '@bk/contracts/offers/offers';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { subjectSnapshot } from '../announcements/index.ts';
import { auditKeys, eventInStatement, userActor } from '../events/index.ts';
import { type FileWithUploader, presentWithDigest } from '../files/index.ts';
import { openOfferRow, sealJson } from '../keys/index.ts';
import type { bidderWithSubject } from '../users/index.ts';
import { attachable, type ForOffer, openAnnouncement, problemsOf, storedContent } from './offer-checks.ts';
import { OFFER_FILES, type OfferDeps, type OfferSetRow, presentOfferSet } from './offer-sets.ts';
import { offerWriteContext, writeOfferSetIfUnchanged } from './offer-write.repository.ts';
import { offerActionAllowed } from './offers.policy.ts';
import { receiptDigest, receiptSignature } from './receipt.ts';

/** What a write of an offer set is decided on. */
type WriteContext = {
  announcement: ForOffer | undefined;
  existing: OfferSetRow | undefined;
  bidder: Awaited<ReturnType<typeof bidderWithSubject>>;
  files: FileWithUploader[];
};

/**
 * Decides a write from what was read (spec 2 section 4.1): refuses it (AppError) or gives the fields to
 * write, the files to link and what the answer presents.
 */
async function decideWrite(
  db: Kysely<DB>,
  reader: Kysely<DB> | Transaction<DB>,
  context: WriteContext,
  userId: number,
  input: OfferSetInput,
  mode: 'create' | 'save' | 'submit',
  now: Date,
) {
  const { announcement, content } = await openAnnouncement(db, reader, context.announcement, userId, now);
  const { existing, bidder } = context;
  if (mode === 'create' && existing) throw conflict(M.alreadyExists);
  if (mode === 'save' && !existing) throw notFound(M.notFound);
  if (existing && !offerActionAllowed(existing.status, mode === 'submit' ? 'submit' : 'save'))
    throw conflict(M.wrongStatus);
  const problems = problemsOf(input, content, mode === 'submit');
  const subject = bidder.name === null ? null : subjectSnapshot(bidder as never);
  if (mode === 'submit' && !subject) problems.economic_subject = [M.noSubject];
  if (Object.keys(problems).length > 0) throw unprocessable(problems, M.formErrors);

  const { content: stored, nextElementId } = storedContent(
    existing ?? { content: {}, next_element_id: 1 },
    input,
  );
  const checked = attachable(context.files, existing?.id ?? null, userId, stored);
  const { toLink } = checked;
  // Opened once they are known to be the bidder's own (their names and digests are sealed).
  const files = await presentWithDigest(checked.files);
  const fields = {
    content: JSON.stringify(stored),
    modified_at: now,
    next_element_id: nextElementId,
    ...(mode === 'submit'
      ? {
          status: 'SUBMITTED',
          economic_subject: JSON.stringify(subject),
          submitted_at: now,
          receipt_sha256: receiptDigest({
            announcementId: announcement.id,
            announcementNumber: announcement.number,
            bidderId: userId,
            submittedAt: now,
            economicSubject: subject,
            offers: stored.offers,
            attachments: stored.attachments.map((a) => ({
              name: a.name,
              sha256: files.find((f) => f.id === a.file_id)?.sha256 ?? '',
            })),
          }),
        }
      : {}),
  };
  const known = { files: files.map(({ sha256: _sha256, ...file }) => file), bidder };
  return { announcement, fields, toLink, known, subject };
}

const fileIdsOf = (input: OfferSetInput) => [...new Set(input.attachments.map((a) => a.file_id))];

/**
 * The submission's receipt signed now, in the write that submits (decision 0049): a signature made later
 * from the database would sign whatever the database says then. Kept with the offer set: the signature,
 * the key's id and the portal's address; the other facts of the receipt are kept already.
 */
function signedReceipt(
  portal: string,
  decided: Awaited<ReturnType<typeof decideWrite>>,
  offerSetId: number,
  userId: number,
  now: Date,
) {
  const key = auditKeys().current;
  const signature = receiptSignature(
    {
      portal,
      announcementId: decided.announcement.id,
      announcementNumber: decided.announcement.number as string,
      bidderId: userId,
      economicSubject: decided.subject,
      offerSetId,
      submittedAt: now,
      offerSha256: decided.fields.receipt_sha256 as string,
      key,
    },
    key,
  );
  return { receipt_signature: signature, receipt_key_id: key.keyId, receipt_portal: portal };
}

/** Reads, decisions and writes of one call at most: past them something keeps changing (409). */
const WRITE_ATTEMPTS = 5;

/**
 * Saves (mode 'draft', POST or PUT) or submits the bidder's offer set (spec 2 section 4.1):
 * (none) -> DRAFT -> SUBMITTED -> WITHDRAWN -> SUBMITTED..., one offer set per bidder per announcement,
 * only while the announcement is published and before its deadline by the server clock.
 *
 * One path (docs/decisions/0012): one statement reads what the write depends on, the service decides
 * (refusing with the precise answer), and one statement writes only if none of it changed meanwhile,
 * under the announcement's share lock, so closing at the deadline waits for it and a write after the
 * close writes nothing. When something did change, the same steps run again on what is there now.
 * A submission is kept whole or not at all.
 */
export async function writeOfferSet(
  deps: OfferDeps & { publicUrl: string },
  userId: number,
  input: OfferSetInput,
  mode: 'create' | 'save' | 'submit',
) {
  const now = deps.clock.now();
  for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
    const context = await offerWriteContext(deps.db, input.announcement, userId, fileIdsOf(input));
    // The bidder's own offer set: opened to be changed, sealed again (decision 0038).
    if (context.existing) context.existing = await openOfferRow(deps.db, context.existing);
    const decided = await decideWrite(deps.db, deps.db, context, userId, input, mode, now);
    const id = context.existing?.id ?? (context.newId as number);
    const place = (column: string) => ({ announcementId: decided.announcement.id, offerSetId: id, column });
    const fields = {
      ...decided.fields,
      ...(mode === 'submit' ? signedReceipt(deps.publicUrl, decided, id, userId, now) : {}),
      content: await sealJson(deps.db, decided.fields.content, place('content')),
      ...(decided.fields.economic_subject
        ? {
            economic_subject: await sealJson(
              deps.db,
              decided.fields.economic_subject,
              place('economic_subject'),
            ),
          }
        : {}),
    };
    // The write and its event in one statement; the event carries nothing of the offer's content.
    const event = await eventInStatement(deps.db, {
      id: context.eventId,
      type: mode === 'submit' ? 'offer.submitted' : 'offer.saved',
      object: { kind: 'offer_set', id },
      actor: userActor(userId),
      at: now,
      // What the written row will hold: the status given, or the one it keeps. A submission carries its
      // receipt's digest (the procedure file's checker, decision 0047).
      payload: {
        announcement_id: decided.announcement.id,
        status: decided.fields.status ?? context.existing?.status ?? 'DRAFT',
        resubmitted: mode === 'submit' && context.existing?.status === 'WITHDRAWN',
        ...(mode === 'submit' ? { receipt_sha256: decided.fields.receipt_sha256 ?? null } : {}),
      },
      from: sql`w`,
    });
    const saved = await writeOfferSetIfUnchanged(deps.db, {
      announcementId: decided.announcement.id,
      versionId: decided.announcement.published_version_id,
      userId,
      now,
      existing: context.existing
        ? { id: context.existing.id, rowVersion: context.existing.row_version }
        : null,
      newId: id,
      fields,
      ownerKind: OFFER_FILES,
      link: decided.toLink,
      markFor: mode === 'submit' ? decided.announcement.owner_id : null,
      event: event.sql,
    });
    if (saved) {
      event.recorded();
      return { offer_set: await presentOfferSet(deps.db, saved, true, decided.known) };
    }
  }
  throw conflict(M.wrongStatus);
}
