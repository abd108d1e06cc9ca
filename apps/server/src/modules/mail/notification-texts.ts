import { warsawDateTime } from '@bk/contracts/common/warsaw-time';
import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import type { NotificationType } from '@bk/contracts/newsletter/newsletter';
import type { AnnouncementFacts, FollowRole } from './recipients.repository.ts';
import type { NotificationContent } from './templates/NotificationEmail.tsx';

/** 'dd.mm.yyyy hh:mm' in Warsaw time, as the portal's pages show dates. */
export function polishDateTime(instant: Date): string {
  const [date = '', time = ''] = warsawDateTime(instant).split(' ');
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y} ${time.slice(0, 5)}`;
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
const reasons: Record<FollowRole, string> = {
  asker: 'Otrzymujesz to powiadomienie, ponieważ zadałeś pytanie, na które udzielono odpowiedzi.',
  author: 'Otrzymujesz to powiadomienie jako autor ogłoszenia.',
  bidder: 'Otrzymujesz to powiadomienie, ponieważ złożyłeś ofertę do tego ogłoszenia.',
  favorite: 'Otrzymujesz to powiadomienie, ponieważ masz to ogłoszenie w ulubionych.',
  drafter: 'Otrzymujesz to powiadomienie, ponieważ masz wersję roboczą oferty do tego ogłoszenia.',
};

const statusOf = {
  'announcement.closed': ['CLOSED', 'Upłynął termin składania ofert.'],
  'announcement.cancelled': ['CANCELLED', 'Ogłoszeniodawca anulował ogłoszenie.'],
  'announcement.resolved': ['RESOLVED', 'Ogłoszeniodawca opublikował rozstrzygnięcie.'],
  'announcement.locked': ['LOCKED', 'Administrator zablokował ogłoszenie.'],
} as const;

/** The e-mail of one notification type: its subject and content, never anything of an offer's content. */
export function notificationText(
  kind: NotificationType,
  role: FollowRole,
  a: AnnouncementFacts,
  occasion: Occasion,
  publicUrl: string,
): { subject: string; content: NotificationContent } {
  const of = a.number ? ` nr ${a.number}` : '';
  const deadline = a.submission_deadline ? polishDateTime(new Date(a.submission_deadline)) : null;
  const tab = (section: string, label: string) => ({
    label,
    url: `${publicUrl}/ogloszenia/${a.id}?sekcja=${section}`,
  });
  const sealed = `Oferty są niejawne do upływu terminu składania ofert${deadline ? ` (${deadline})` : ''}; ich treść zobaczysz na karcie „Oferty” po tym terminie.`;
  const base = { announcement: { number: a.number, title: a.title }, reason: reasons[role] };
  const q = occasion.questionNumber ? ` nr ${occasion.questionNumber}` : '';
  switch (kind) {
    case 'MY_ADVERTISEMENT_NEW_QUESTION':
      return {
        subject: `Nowe pytanie do ogłoszenia${of}`,
        content: {
          ...base,
          heading: 'Nowe pytanie do Twojego ogłoszenia',
          lines: [`Wykonawca zadał pytanie${q}. Odpowiedz na nie na karcie „Pytania”.`],
          action: tab('pytania', 'Zobacz pytania'),
        },
      };
    case 'MY_ADVERTISEMENT_OFFER_SUBMITTED': {
      // A submitted offer changes by its withdrawal and a new submission (spec 2 section 4.1).
      const heading = occasion.resubmitted
        ? 'Wykonawca ponownie złożył wycofaną ofertę'
        : 'Złożono ofertę do Twojego ogłoszenia';
      return {
        subject: `${occasion.resubmitted ? 'Zmieniona' : 'Nowa'} oferta do ogłoszenia${of}`,
        content: { ...base, heading, lines: [sealed], action: tab('oferty', 'Przejdź do ofert') },
      };
    }
    case 'MY_ADVERTISEMENT_OFFER_WITHDRAWN':
      return {
        subject: `Wycofano ofertę złożoną do ogłoszenia${of}`,
        content: {
          ...base,
          heading: 'Wykonawca wycofał ofertę',
          lines: [sealed],
          action: tab('oferty', 'Przejdź do ofert'),
        },
      };
    case 'MY_ADVERTISEMENT_ENDS_SOON':
    case 'FAVORITE_ADVERTISEMENT_ENDS_SOON':
      return {
        subject: `Za 24 godziny upływa termin składania ofert do ogłoszenia${of}`,
        content: {
          ...base,
          heading: 'Do końca terminu składania ofert zostały 24 godziny',
          lines: deadline ? [`Termin składania ofert: ${deadline}.`] : [],
          action: tab('ogloszenie', 'Zobacz ogłoszenie'),
        },
      };
    case 'MY_OFFER_ADVERTISEMENT_CHANGED':
    case 'FAVORITE_ADVERTISEMENT_CHANGED':
      return {
        subject: `Opublikowano zmiany w ogłoszeniu${of}`,
        content: {
          ...base,
          heading: 'Opublikowano zmiany w ogłoszeniu',
          lines: [
            'Ogłoszeniodawca opublikował nową wersję ogłoszenia.',
            ...(deadline ? [`Termin składania ofert: ${deadline}.`] : []),
            ...(role === 'bidder' ? ['Sprawdź, czy zmiany dotyczą złożonej przez Ciebie oferty.'] : []),
          ],
          action: tab('ogloszenie', 'Zobacz ogłoszenie'),
        },
      };
    case 'MY_OFFER_ADVERTISEMENT_STATUS':
    case 'FAVORITE_ADVERTISEMENT_STATUS': {
      const [status, line] = statusOf[occasion.type as keyof typeof statusOf] ?? [a.status, ''];
      const label = announcementStatuses.find((s) => s.name === status)?.label ?? status;
      return {
        subject: `Zmiana statusu ogłoszenia${of}: ${label}`,
        content: {
          ...base,
          heading: `Ogłoszenie ma nowy status: ${label}`,
          lines: line ? [line] : [],
          action:
            status === 'RESOLVED'
              ? tab('oferty', 'Zobacz rozstrzygnięcie')
              : tab('ogloszenie', 'Zobacz ogłoszenie'),
        },
      };
    }
    case 'MY_OFFER_ADVERTISEMENT_ANSWER':
    case 'FAVORITE_ADVERTISEMENT_ANSWER':
      return {
        subject: `${occasion.changed ? 'Zmieniono odpowiedź' : 'Dodano odpowiedź'} na pytanie do ogłoszenia${of}`,
        content: {
          ...base,
          heading: occasion.changed ? 'Zmieniono odpowiedź na pytanie' : 'Dodano odpowiedź na pytanie',
          lines: [
            `Ogłoszeniodawca ${occasion.changed ? 'zmienił' : 'opublikował'} odpowiedź na pytanie${q}.`,
          ],
          action: tab('pytania', 'Zobacz pytania i odpowiedzi'),
        },
      };
  }
}
