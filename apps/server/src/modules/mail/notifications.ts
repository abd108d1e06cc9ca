import { LOCALES, type Locale } from '@bk/contracts/common/locale';
import type { NotificationType } from '@bk/contracts/newsletter/newsletter';
import type { Transaction } from 'kysely';
import { createElement } from 'react';
import type { DB } from '../../db/schema.ts';
import type { Consumer, EventType, LoggedEvent } from '../events/index.ts';
import { usersWithSwitchOn } from '../newsletter/index.ts';
import { addMarks } from '../shell/index.ts';
import { notificationText, type Occasion } from './notification-texts.ts';
import { queueMessages } from './outbox.ts';
import {
  type AnnouncementFacts,
  announcementFacts,
  type FollowRole,
  followers,
} from './recipients.repository.ts';
import { footerLinks, mailSettings } from './settings.ts';
import { NotificationEmail } from './templates/NotificationEmail.tsx';

/** Who is told of an occasion, and under which switch: a follower in `role` gets `kind`. */
export type Target = { role: FollowRole; kind: NotificationType };

const statusTargets: Target[] = [
  { role: 'bidder', kind: 'MY_OFFER_ADVERTISEMENT_STATUS' },
  { role: 'favorite', kind: 'FAVORITE_ADVERTISEMENT_STATUS' },
];

/** The notifications of each event (spec 2 section 9), the 'N' marks that go with them. */
const rules: Partial<Record<EventType, { targets: Target[]; marks: ('bidder' | 'favorite')[] }>> = {
  'question.asked': { targets: [{ role: 'author', kind: 'MY_ADVERTISEMENT_NEW_QUESTION' }], marks: [] },
  'offer.submitted': { targets: [{ role: 'author', kind: 'MY_ADVERTISEMENT_OFFER_SUBMITTED' }], marks: [] },
  'offer.withdrawn': { targets: [{ role: 'author', kind: 'MY_ADVERTISEMENT_OFFER_WITHDRAWN' }], marks: [] },
  'announcement.version_published': {
    targets: [
      { role: 'bidder', kind: 'MY_OFFER_ADVERTISEMENT_CHANGED' },
      { role: 'favorite', kind: 'FAVORITE_ADVERTISEMENT_CHANGED' },
    ],
    marks: ['bidder'],
  },
  'announcement.closed': { targets: statusTargets, marks: ['bidder'] },
  'announcement.cancelled': { targets: statusTargets, marks: ['bidder'] },
  'announcement.resolved': { targets: statusTargets, marks: ['bidder'] },
  'announcement.locked': { targets: statusTargets, marks: ['bidder'] },
  'answer.published': {
    // The asker first (issue 44): the answer to one's own question, said so, under either answer switch.
    targets: [
      { role: 'asker', kind: 'MY_OFFER_ADVERTISEMENT_ANSWER' },
      { role: 'asker', kind: 'FAVORITE_ADVERTISEMENT_ANSWER' },
      { role: 'bidder', kind: 'MY_OFFER_ADVERTISEMENT_ANSWER' },
      { role: 'favorite', kind: 'FAVORITE_ADVERTISEMENT_ANSWER' },
    ],
    // A favourite's version and status changes are marked by the database itself (migration 0022).
    marks: ['bidder', 'favorite'],
  },
};

/**
 * Queues the e-mails of one occasion of an announcement: one per follower (never the one who caused
 * it), under the first of the targets whose role the follower has and whose switch is on, each
 * message keyed `${key}:${userId}` so that a second run writes nothing. A body is rendered per target,
 * that is per type and reason (the footer says why this recipient is told). Marks as `marks` says.
 */
export async function notifyFollowers(
  trx: Transaction<DB>,
  input: {
    key: string;
    eventId: number | null;
    announcement: AnnouncementFacts;
    occasion: Occasion;
    targets: readonly Target[];
    marks?: readonly ('bidder' | 'favorite')[];
    actorId: number | null;
    now: Date;
  },
): Promise<number> {
  const a = input.announcement;
  const roles = [...new Set([...input.targets.map((t) => t.role), ...(input.marks ?? [])])];
  const all = (await followers(trx, a.id, roles, input.occasion.questionId)).filter(
    (f) => f.user_id !== input.actorId,
  );
  await addMarks(
    trx,
    all.flatMap((f) =>
      !input.marks?.includes(f.role as 'bidder' | 'favorite')
        ? []
        : f.role === 'bidder' && f.offer_set_id !== null
          ? [{ user_id: f.user_id, kind: 'my_offer_set', subject_id: f.offer_set_id }]
          : f.role === 'favorite'
            ? [{ user_id: f.user_id, kind: 'favorite_advertisement', subject_id: a.id }]
            : [],
    ),
    input.now,
  );
  const on = await usersWithSwitchOn(
    trx,
    [...new Set(all.map((f) => f.user_id))],
    input.targets.map((t) => t.kind),
  );
  const chosen = new Map<number, { email: string; language: Locale; target: Target }>();
  for (const target of input.targets)
    for (const f of all)
      if (f.role === target.role && !chosen.has(f.user_id) && on.get(f.user_id)?.has(target.kind))
        chosen.set(f.user_id, { email: f.email, language: f.language, target });
  const { publicUrl } = mailSettings();
  let queued = 0;
  // A body per target and language (each user's own, issue 51).
  for (const target of input.targets)
    for (const language of LOCALES) {
      const recipients = [...chosen]
        .filter(([, c]) => c.target === target && c.language === language)
        .map(([userId, c]) => ({ userId, email: c.email }));
      if (recipients.length === 0) continue;
      const { subject, content } = notificationText(
        target.kind,
        target.role,
        a,
        input.occasion,
        publicUrl,
        language,
      );
      const links = footerLinks(publicUrl, language);
      const ids = await queueMessages(trx, {
        subject,
        renderKey: JSON.stringify([target, subject, content, publicUrl, language]),
        element: createElement(NotificationEmail, { subject, content, links }),
        kind: target.kind,
        eventId: input.eventId,
        announcementId: a.id,
        recipients,
        keyOf: (userId) => `${input.key}:${userId}`,
        publicUrl,
        now: input.now,
      });
      queued += ids.length;
    }
  return queued;
}

/** The announcement an event concerns: the object itself, or the one named in the payload. */
function announcementOf(event: LoggedEvent): number | null {
  if (event.object_kind === 'announcement') return Number(event.object_id);
  const id = (event.payload as { announcement_id?: unknown }).announcement_id;
  return typeof id === 'number' ? id : null;
}

function occasionOf(event: LoggedEvent): Occasion {
  const p = event.payload as { number?: number; changed?: boolean; resubmitted?: boolean };
  return {
    type: event.type,
    questionNumber: p.number,
    questionId: event.object_kind === 'question' ? Number(event.object_id) : undefined,
    changed: p.changed,
    resubmitted: p.resubmitted,
  };
}

/**
 * The e-mail notifications (issue 32): a consumer of the log turns each event into its e-mails and
 * marks, in the transaction that moves its position (decision 0032).
 */
export const notificationsConsumer: Consumer = {
  name: 'mail-notifications',
  types: Object.keys(rules) as EventType[],
  handle: async (trx, event) => {
    const rule = rules[event.type as EventType];
    const id = announcementOf(event);
    if (!rule || id === null) return;
    const announcement = await announcementFacts(trx, id);
    if (!announcement) return;
    await notifyFollowers(trx, {
      key: `event:${event.id}`,
      eventId: Number(event.id),
      announcement,
      occasion: occasionOf(event),
      targets: rule.targets,
      marks: rule.marks,
      actorId: event.actor_id,
      now: new Date(event.occurred_at),
    });
  },
};
