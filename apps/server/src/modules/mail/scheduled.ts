import type { Locale } from '@bk/contracts/common/locale';
import { countOf, nouns } from '@bk/contracts/common/plural';
import { addDays, warsawDate, warsawInstant } from '@bk/contracts/common/warsaw-time';
import type { Kysely } from 'kysely';
import { createElement } from 'react';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { serverI18n } from '../../lib/i18n.ts';
import type { Consumer } from '../events/index.ts';
import { enqueueJob, type JobHandler } from '../jobs/index.ts';
import { type DigestRow, dailyDigest, usersWithEnabledFilters } from '../newsletter/index.ts';
import { polishDateTime } from './notification-texts.ts';
import { notifyFollowers } from './notifications.ts';
import { enqueueDeliveries, queueMessages } from './outbox.ts';
import { activeUsers, announcementFacts } from './recipients.repository.ts';
import { markNewsletterDay } from './scheduled.repository.ts';
import { footerLinks, mailSettings } from './settings.ts';
import { NewsletterEmail, type NewsletterEntry } from './templates/NewsletterEmail.tsx';

export const ENDS_SOON_QUEUE = 'mail.ends_soon';
export const NEWSLETTER_DAY_QUEUE = 'mail.newsletter_day';
export const NEWSLETTER_USERS_QUEUE = 'mail.newsletter_users';
const DAY_MS = 86_400_000;
/** Users per job of the daily newsletter. */
const NEWSLETTER_BATCH = 200;

// 'Ends within 24 hours': a job at each published deadline less a day (one per announcement: its key).
export const mailScheduleConsumer: Consumer = {
  name: 'mail-schedule',
  types: ['announcement.published', 'announcement.version_published'],
  handle: async (trx, event) => {
    const deadline = (event.payload as { submission_deadline?: string }).submission_deadline;
    if (!deadline) return;
    const at = new Date(new Date(deadline).getTime() - DAY_MS);
    await enqueueJob(
      trx,
      {
        queue: ENDS_SOON_QUEUE,
        key: `ends-soon:${event.object_id}`,
        runAt: at,
        payload: { announcement_id: Number(event.object_id) },
      },
      new Date(event.occurred_at),
    );
  },
};

export const endsSoonJob: JobHandler = async (job, { db, clock }) => {
  const id = Number(job.payload.announcement_id);
  await db.transaction().execute(async (trx) => {
    const announcement = await announcementFacts(trx, id);
    const now = clock.now();
    const deadline = announcement?.submission_deadline ? new Date(announcement.submission_deadline) : null;
    // Still open, and the deadline within a day (one moved later has its own job by then).
    if (announcement?.status !== 'PUBLISHED' || !deadline) return;
    const left = deadline.getTime() - now.getTime();
    if (left <= 0 || left > DAY_MS + 60_000) return;
    await notifyFollowers(trx, {
      key: `ends-soon:${id}:${deadline.toISOString()}`,
      eventId: null,
      announcement,
      occasion: { type: 'ends_soon' },
      targets: [
        { role: 'author', kind: 'MY_ADVERTISEMENT_ENDS_SOON' },
        { role: 'favorite', kind: 'FAVORITE_ADVERTISEMENT_ENDS_SOON' },
      ],
      actorId: null,
      now,
    });
  });
};

/** The newsletter's run on Warsaw day `date`, at the configured hour. */
function newsletterJob(date: string) {
  const hour = String(mailSettings().newsletterHour).padStart(2, '0');
  return {
    queue: NEWSLETTER_DAY_QUEUE,
    key: `newsletter:${date}`,
    runAt: warsawInstant(date, `${hour}:00:00`),
    payload: { date },
  };
}

/**
 * At start: today's newsletter job (at once when its hour has passed: a day handed out already is not
 * handed out again), which puts the next day's.
 */
export async function scheduleNewsletter(deps: { db: Kysely<DB>; clock: Clock }) {
  const now = deps.clock.now();
  await enqueueJob(deps.db, newsletterJob(warsawDate(now)), now);
}

// The day's run: once per day (newsletter_days), it hands the users with an enabled filter to jobs of
// 200, the previous day's announcements as their content; then it puts the next day's run.
export const newsletterDayJob: JobHandler = async (job, { db, clock }) => {
  const date = String(job.payload.date);
  const day = addDays(date, -1);
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    await enqueueJob(trx, newsletterJob(addDays(date, 1)), now);
    let users = 0;
    let after = 0;
    const batches: number[][] = [];
    for (;;) {
      const ids = await usersWithEnabledFilters(trx, after, NEWSLETTER_BATCH);
      if (ids.length === 0) break;
      batches.push(ids);
      users += ids.length;
      after = ids.at(-1) as number;
    }
    if (!(await markNewsletterDay(trx, date, users, now))) return;
    for (const ids of batches)
      await enqueueJob(
        trx,
        { queue: NEWSLETTER_USERS_QUEUE, runAt: now, payload: { day, user_ids: ids } },
        now,
      );
  });
};

const entryOf = (publicUrl: string, row: DigestRow, locale: Locale): NewsletterEntry => ({
  number: row.number,
  title: row.title,
  advertiser: row.advertiser_name,
  place: row.place,
  deadline: row.submission_deadline ? polishDateTime(new Date(row.submission_deadline)) : null,
  url: `${publicUrl}${locale === 'en' ? '/en' : ''}/ogloszenia/${row.id}`,
});

const polishDate = (date: string) => date.split('-').reverse().join('.');

// A batch of the day's users: each with a result gets one e-mail (keyed by day and user).
export const newsletterUsersJob: JobHandler = async (job, { db, clock }) => {
  const day = String(job.payload.day);
  const ids = (job.payload.user_ids as number[]) ?? [];
  const { publicUrl } = mailSettings();
  const users = await activeUsers(db, ids);
  const digests: {
    user: { id: number; email: string; language: Locale };
    digest: NonNullable<Awaited<ReturnType<typeof dailyDigest>>>;
  }[] = [];
  for (const user of users) {
    const digest = await dailyDigest({ db, clock }, user.id, day);
    if (digest) digests.push({ user, digest });
  }
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    const queued: number[] = [];
    for (const { user, digest } of digests) {
      const total = digest.counts.new + digest.counts.updated;
      // In the user's language (issue 51).
      const locale = user.language;
      const i18n = serverI18n(locale);
      const subject =
        locale === 'pl'
          ? `Newsletter Bazy Konkurencyjności z dnia ${polishDate(day)}: ${countOf(total, nouns.announcements)}`
          : i18n._({
              id: 'mail.newsletter.subject',
              message:
                'Newsletter Bazy Konkurencyjności z dnia {date}: {count, plural, one {# ogłoszenie} few {# ogłoszenia} other {# ogłoszeń}}',
              values: { date: polishDate(day), count: total },
            });
      const ids = await queueMessages(trx, {
        subject,
        element: createElement(NewsletterEmail, {
          subject,
          date: polishDate(day),
          sections: [
            {
              label: i18n._({ id: 'mail.newsletter.new', message: 'NOWE' }),
              total: digest.counts.new,
              entries: digest.new.map((r) => entryOf(publicUrl, r, locale)),
            },
            {
              label: i18n._({ id: 'mail.newsletter.updated', message: 'ZAKTUALIZOWANE' }),
              total: digest.counts.updated,
              entries: digest.updated.map((r) => entryOf(publicUrl, r, locale)),
            },
          ],
          pageUrl: `${publicUrl}${locale === 'en' ? '/en' : ''}/newsletter?sekcja=newsletter`,
          links: footerLinks(publicUrl, locale),
          locale,
        }),
        kind: 'NEWSLETTER',
        eventId: null,
        announcementId: null,
        recipients: [{ userId: user.id, email: user.email }],
        keyOf: (userId) => `newsletter:${day}:${userId}`,
        publicUrl,
        now,
        deliver: false,
      });
      queued.push(...ids);
    }
    await enqueueDeliveries(trx, queued, now);
  });
};
