import { warsawDateTime } from '@bk/contracts/common/warsaw-time';
import { createElement } from 'react';
import type { Consumer } from '../events/index.ts';
import { queueDirect } from './outbox.ts';
import { announcementFacts, type FollowRole, followers } from './recipients.repository.ts';
import { mailSettings } from './settings.ts';
import { AccountEmail } from './templates/AccountEmail.tsx';

/** The kind of the messages about a declared failure of the portal (issue 50). */
export const OUTAGE_NOTICE_KIND = 'outage.notice';

const when = (iso: string | Date) => warsawDateTime(new Date(iso)).slice(0, 16);

type Declared = { started_at: string; ended_at: string; description: string; announcement_ids: number[] };

/**
 * A declared failure of the portal (issue 50): for each announcement whose deadline it touched, its
 * advertiser is asked to extend the deadline (a new version with the reason), and the bidders who follow
 * it (an offer, a draft, a favourite) are told. One message per person and announcement, keyed so that a
 * second run writes nothing; whatever their notification switches say (this is about their deadline).
 */
export const outageNoticesConsumer: Consumer = {
  name: 'outage-notices',
  types: ['outage.declared'],
  handle: async (trx, event) => {
    const declared = event.payload as Declared;
    const { publicUrl } = mailSettings();
    const failure = `Portal był niedostępny lub działał nieprawidłowo od ${when(declared.started_at)} do ${when(declared.ended_at)} (czas polski). Opis awarii: ${declared.description}`;
    for (const announcementId of declared.announcement_ids) {
      const facts = await announcementFacts(trx, announcementId);
      if (!facts?.submission_deadline) continue;
      const name = `nr ${facts.number ?? facts.id} „${facts.title}”`;
      const deadline = when(facts.submission_deadline);
      const told = new Set<number>();
      const people = await followers(trx, announcementId, ['author', 'bidder', 'drafter', 'favorite']);
      for (const person of people) {
        if (told.has(person.user_id)) continue;
        told.add(person.user_id);
        const author = person.role === 'author';
        const subject = author
          ? `Awaria portalu przed terminem składania ofert: przedłuż termin w ogłoszeniu ${facts.number ?? facts.id}`
          : `Awaria portalu przed terminem składania ofert w ogłoszeniu ${facts.number ?? facts.id}`;
        const lines = author
          ? [
              failure,
              `Termin składania ofert w Twoim ogłoszeniu ${name} (${deadline}) przypadł w czasie awarii lub w godzinie po niej, więc wykonawcy mogli nie zdążyć złożyć ofert.`,
              'Prosimy o przedłużenie terminu składania ofert: na stronie ogłoszenia wybierz „Przedłuż termin składania ofert”, podaj nowy termin i powód. Portal opublikuje nową wersję ogłoszenia, a obserwujący je wykonawcy zostaną o niej powiadomieni. Dopóki nikt nie otworzył ofert, można to zrobić także po upływie terminu.',
            ]
          : [
              failure,
              `Termin składania ofert w ogłoszeniu ${name} (${deadline}), które obserwujesz (${reasonOf(person.role)}), przypadł w czasie awarii lub w godzinie po niej.`,
              'Poprosiliśmy zamawiającego o przedłużenie terminu. Gdy zmieni ogłoszenie, powiadomimy Cię zgodnie z Twoimi ustawieniami powiadomień.',
            ];
        const props = {
          subject,
          content: {
            heading: 'Awaria portalu przed terminem składania ofert',
            lines,
            action: author
              ? { label: 'Przedłuż termin', url: `${publicUrl}/ogloszenia/${announcementId}` }
              : { label: 'Otwórz ogłoszenie', url: `${publicUrl}/ogloszenia/${announcementId}` },
            after: [],
          },
          homeUrl: `${publicUrl}/`,
          reason: `Otrzymujesz tę wiadomość, ponieważ ${author ? 'jesteś autorem tego ogłoszenia' : 'obserwujesz to ogłoszenie'}. Przebieg awarii: ${publicUrl}/status`,
        };
        await queueDirect(trx, {
          element: createElement(AccountEmail, props),
          renderKey: `${OUTAGE_NOTICE_KIND}:${JSON.stringify(props)}`,
          vars: {},
          subject,
          kind: OUTAGE_NOTICE_KIND,
          key: `outage:${event.object_id}:${announcementId}:${person.user_id}`,
          to: person.email,
          eventId: event.id,
          now: new Date(event.occurred_at),
        });
      }
    }
  },
};

function reasonOf(role: FollowRole): string {
  if (role === 'bidder') return 'złożono w nim Twoją ofertę';
  if (role === 'drafter') return 'masz w nim wersję roboczą oferty';
  return 'jest w Twoich ulubionych';
}
