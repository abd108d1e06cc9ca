import { warsawDateTime } from '@bk/contracts/common/warsaw-time';
import type { NotificationType } from '@bk/contracts/newsletter/newsletter';
import type { MessageDescriptor } from '@lingui/core';
import { type Locale, serverI18n } from '../../lib/i18n.ts';
import type { AnnouncementFacts, FollowRole } from './recipients.repository.ts';
import type { NotificationContent } from './templates/NotificationEmail.tsx';

/** 'dd.mm.yyyy hh:mm' in Warsaw time, as the portal's pages show dates. */
export function polishDateTime(instant: Date): string {
  const [date = '', time = ''] = warsawDateTime(instant).split(' ');
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y} ${time.slice(0, 5)}`;
}

/** A date in an e-mail in its language: Polish 'dd.mm.yyyy hh:mm', English 'dd.mm.yyyy hh:mm (Warsaw time)'. */
function mailDateTime(instant: Date, locale: Locale): string {
  return locale === 'en' ? `${polishDateTime(instant)} (Warsaw time)` : polishDateTime(instant);
}

/** What a notification is about, beyond its announcement (from the event's payload). */
export type Occasion = {
  /** The event type, or 'ends_soon' for the scheduled reminder. */
  type: string;
  questionNumber?: number;
  /** The question an answer is to (its asker is told as such). */
  questionId?: number;
  /** An answer changed (not added). */
  changed?: boolean;
  /** An offer submitted again after its withdrawal. */
  resubmitted?: boolean;
};

/** Why the recipient gets a notification, said in its footer: one body per type and reason. */
const reasons: Record<FollowRole, MessageDescriptor> = {
  asker: /*i18n*/ {
    id: 'mail.reason.asker',
    message: 'Otrzymujesz to powiadomienie, ponieważ zadałeś pytanie, na które udzielono odpowiedzi.',
  },
  author: /*i18n*/ {
    id: 'mail.reason.author',
    message: 'Otrzymujesz to powiadomienie jako autor ogłoszenia.',
  },
  bidder: /*i18n*/ {
    id: 'mail.reason.bidder',
    message: 'Otrzymujesz to powiadomienie, ponieważ złożyłeś ofertę do tego ogłoszenia.',
  },
  favorite: /*i18n*/ {
    id: 'mail.reason.favorite',
    message: 'Otrzymujesz to powiadomienie, ponieważ masz to ogłoszenie w ulubionych.',
  },
  drafter: /*i18n*/ {
    id: 'mail.reason.drafter',
    message: 'Otrzymujesz to powiadomienie, ponieważ masz wersję roboczą oferty do tego ogłoszenia.',
  },
};

/** The statuses a notification names, with what happened (the announcement's status names of the spec). */
const statusOf: Record<string, [string, MessageDescriptor, MessageDescriptor]> = {
  'announcement.closed': [
    'CLOSED',
    /*i18n*/ { id: 'mail.status.closed', message: 'Zamknięte' },
    /*i18n*/ { id: 'mail.status.closed-why', message: 'Upłynął termin składania ofert.' },
  ],
  'announcement.cancelled': [
    'CANCELLED',
    /*i18n*/ { id: 'mail.status.cancelled', message: 'Anulowane' },
    /*i18n*/ { id: 'mail.status.cancelled-why', message: 'Ogłoszeniodawca anulował ogłoszenie.' },
  ],
  'announcement.resolved': [
    'RESOLVED',
    /*i18n*/ { id: 'mail.status.resolved', message: 'Rozstrzygnięte' },
    /*i18n*/ { id: 'mail.status.resolved-why', message: 'Ogłoszeniodawca opublikował rozstrzygnięcie.' },
  ],
  'announcement.locked': [
    'LOCKED',
    /*i18n*/ { id: 'mail.status.locked', message: 'Zablokowane' },
    /*i18n*/ { id: 'mail.status.locked-why', message: 'Administrator zablokował ogłoszenie.' },
  ],
};

/**
 * The e-mail of one notification type in a language (issue 51: each user's own): its subject and
 * content, never anything of an offer's content; its link opens the page in that language.
 */
export function notificationText(
  kind: NotificationType,
  role: FollowRole,
  a: AnnouncementFacts,
  occasion: Occasion,
  publicUrl: string,
  locale: Locale = 'pl',
): { subject: string; content: NotificationContent } {
  const i18n = serverI18n(locale);
  const number = a.number ?? '';
  const deadline = a.submission_deadline ? mailDateTime(new Date(a.submission_deadline), locale) : null;
  const page = locale === 'en' ? `${publicUrl}/en` : publicUrl;
  const tab = (section: string, label: string) => ({
    label,
    url: `${page}/ogloszenia/${a.id}?sekcja=${section}`,
  });
  const sealed = deadline
    ? i18n._({
        id: 'mail.sealed-deadline',
        message:
          'Oferty są niejawne do upływu terminu składania ofert ({deadline}); ich treść zobaczysz na karcie „Oferty” po tym terminie.',
        values: { deadline },
      })
    : i18n._({
        id: 'mail.sealed',
        message:
          'Oferty są niejawne do upływu terminu składania ofert; ich treść zobaczysz na karcie „Oferty” po tym terminie.',
      });
  const base = { announcement: { number: a.number, title: a.title }, reason: i18n._(reasons[role]), locale };
  const q = { number: occasion.questionNumber ?? '', hasNumber: occasion.questionNumber ? 'yes' : 'no' };
  const deadlineLine = deadline
    ? [i18n._({ id: 'mail.deadline', message: 'Termin składania ofert: {deadline}.', values: { deadline } })]
    : [];
  const seeAnnouncement = i18n._({ id: 'mail.action.announcement', message: 'Zobacz ogłoszenie' });
  const toOffers = i18n._({ id: 'mail.action.offers', message: 'Przejdź do ofert' });
  switch (kind) {
    case 'MY_ADVERTISEMENT_NEW_QUESTION':
      return {
        subject: i18n
          ._({
            id: 'mail.question.subject',
            message: 'Nowe pytanie do ogłoszenia {hasNumber, select, yes {nr {number}} other {}}',
            values: { hasNumber: a.number ? 'yes' : 'no', number },
          })
          .trim(),
        content: {
          ...base,
          heading: i18n._({ id: 'mail.question.heading', message: 'Nowe pytanie do Twojego ogłoszenia' }),
          lines: [
            occasion.questionNumber
              ? i18n._({
                  id: 'mail.question.line',
                  message: 'Wykonawca zadał pytanie nr {number}. Odpowiedz na nie na karcie „Pytania”.',
                  values: q,
                })
              : i18n._({
                  id: 'mail.question.line-unnumbered',
                  message: 'Wykonawca zadał pytanie. Odpowiedz na nie na karcie „Pytania”.',
                }),
          ],
          action: tab('pytania', i18n._({ id: 'mail.action.questions', message: 'Zobacz pytania' })),
        },
      };
    case 'MY_ADVERTISEMENT_OFFER_SUBMITTED': {
      // A submitted offer changes by its withdrawal and a new submission (spec 2 section 4.1).
      const heading = occasion.resubmitted
        ? i18n._({ id: 'mail.offer.resubmitted', message: 'Wykonawca ponownie złożył wycofaną ofertę' })
        : i18n._({ id: 'mail.offer.submitted', message: 'Złożono ofertę do Twojego ogłoszenia' });
      return {
        subject: (occasion.resubmitted
          ? i18n._({
              id: 'mail.offer.resubmitted-subject',
              message: 'Zmieniona oferta do ogłoszenia {hasNumber, select, yes {nr {number}} other {}}',
              values: { hasNumber: a.number ? 'yes' : 'no', number },
            })
          : i18n._({
              id: 'mail.offer.submitted-subject',
              message: 'Nowa oferta do ogłoszenia {hasNumber, select, yes {nr {number}} other {}}',
              values: { hasNumber: a.number ? 'yes' : 'no', number },
            })
        ).trim(),
        content: { ...base, heading, lines: [sealed], action: tab('oferty', toOffers) },
      };
    }
    case 'MY_ADVERTISEMENT_OFFER_WITHDRAWN':
      return {
        subject: i18n
          ._({
            id: 'mail.offer.withdrawn-subject',
            message: 'Wycofano ofertę złożoną do ogłoszenia {hasNumber, select, yes {nr {number}} other {}}',
            values: { hasNumber: a.number ? 'yes' : 'no', number },
          })
          .trim(),
        content: {
          ...base,
          heading: i18n._({ id: 'mail.offer.withdrawn', message: 'Wykonawca wycofał ofertę' }),
          lines: [sealed],
          action: tab('oferty', toOffers),
        },
      };
    case 'MY_ADVERTISEMENT_ENDS_SOON':
    case 'FAVORITE_ADVERTISEMENT_ENDS_SOON':
      return {
        subject: i18n
          ._({
            id: 'mail.ends-soon.subject',
            message:
              'Za 24 godziny upływa termin składania ofert do ogłoszenia {hasNumber, select, yes {nr {number}} other {}}',
            values: { hasNumber: a.number ? 'yes' : 'no', number },
          })
          .trim(),
        content: {
          ...base,
          heading: i18n._({
            id: 'mail.ends-soon.heading',
            message: 'Do końca terminu składania ofert zostały 24 godziny',
          }),
          lines: deadlineLine,
          action: tab('ogloszenie', seeAnnouncement),
        },
      };
    case 'MY_OFFER_ADVERTISEMENT_CHANGED':
    case 'FAVORITE_ADVERTISEMENT_CHANGED': {
      const heading = i18n._({ id: 'mail.changed.heading', message: 'Opublikowano zmiany w ogłoszeniu' });
      return {
        subject: i18n
          ._({
            id: 'mail.changed.subject',
            message: 'Opublikowano zmiany w ogłoszeniu {hasNumber, select, yes {nr {number}} other {}}',
            values: { hasNumber: a.number ? 'yes' : 'no', number },
          })
          .trim(),
        content: {
          ...base,
          heading,
          lines: [
            i18n._({
              id: 'mail.changed.line',
              message: 'Ogłoszeniodawca opublikował nową wersję ogłoszenia.',
            }),
            ...deadlineLine,
            ...(role === 'bidder'
              ? [
                  i18n._({
                    id: 'mail.changed.bidder',
                    message: 'Sprawdź, czy zmiany dotyczą złożonej przez Ciebie oferty.',
                  }),
                ]
              : []),
          ],
          action: tab('ogloszenie', seeAnnouncement),
        },
      };
    }
    case 'MY_OFFER_ADVERTISEMENT_STATUS':
    case 'FAVORITE_ADVERTISEMENT_STATUS': {
      const known = statusOf[occasion.type];
      const status = known?.[0] ?? a.status;
      const label = known ? i18n._(known[1]) : a.status;
      return {
        subject: i18n
          ._({
            id: 'mail.status.subject',
            message: 'Zmiana statusu ogłoszenia {hasNumber, select, yes {nr {number}} other {}}: {label}',
            values: { hasNumber: a.number ? 'yes' : 'no', number, label },
          })
          .replace(' :', ':'),
        content: {
          ...base,
          heading: i18n._({
            id: 'mail.status.heading',
            message: 'Ogłoszenie ma nowy status: {label}',
            values: { label },
          }),
          lines: known ? [i18n._(known[2])] : [],
          action:
            status === 'RESOLVED'
              ? tab('oferty', i18n._({ id: 'mail.action.settlement', message: 'Zobacz rozstrzygnięcie' }))
              : tab('ogloszenie', seeAnnouncement),
        },
      };
    }
    case 'MY_OFFER_ADVERTISEMENT_ANSWER':
    case 'FAVORITE_ADVERTISEMENT_ANSWER':
      return {
        subject: (occasion.changed
          ? i18n._({
              id: 'mail.answer.changed-subject',
              message:
                'Zmieniono odpowiedź na pytanie do ogłoszenia {hasNumber, select, yes {nr {number}} other {}}',
              values: { hasNumber: a.number ? 'yes' : 'no', number },
            })
          : i18n._({
              id: 'mail.answer.added-subject',
              message:
                'Dodano odpowiedź na pytanie do ogłoszenia {hasNumber, select, yes {nr {number}} other {}}',
              values: { hasNumber: a.number ? 'yes' : 'no', number },
            })
        ).trim(),
        content: {
          ...base,
          heading: occasion.changed
            ? i18n._({ id: 'mail.answer.changed', message: 'Zmieniono odpowiedź na pytanie' })
            : i18n._({ id: 'mail.answer.added', message: 'Dodano odpowiedź na pytanie' }),
          lines: [
            occasion.changed
              ? i18n._({
                  id: 'mail.answer.changed-line',
                  message:
                    'Ogłoszeniodawca zmienił odpowiedź na pytanie{hasNumber, select, yes { nr {number}} other {}}.',
                  values: q,
                })
              : i18n._({
                  id: 'mail.answer.added-line',
                  message:
                    'Ogłoszeniodawca opublikował odpowiedź na pytanie{hasNumber, select, yes { nr {number}} other {}}.',
                  values: q,
                }),
          ],
          action: tab(
            'pytania',
            i18n._({ id: 'mail.action.answers', message: 'Zobacz pytania i odpowiedzi' }),
          ),
        },
      };
  }
}
