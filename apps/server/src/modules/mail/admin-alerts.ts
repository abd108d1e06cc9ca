import type { Transaction } from 'kysely';
import { createElement } from 'react';
import type { DB } from '../../db/schema.ts';
import type { DailyHead, ParkedEvent, RejectedEvent } from '../events/index.ts';
import { queueDirect } from './outbox.ts';
import { logAdministrators } from './recipients.repository.ts';
import { mailSettings } from './settings.ts';
import { AccountEmail } from './templates/AccountEmail.tsx';

/** The kind of the administrators' message about a parked event (decision 0045). */
export const PARKED_EVENT_KIND = 'admin.consumer_dead_letter';

/**
 * Tells the administrators who read the event log that a consumer parked an event (issue 46): one
 * message each, in the transaction that parks it, keyed by the dead letter (once per parked event).
 * Registered by reactions.ts.
 */
export async function tellAdministratorsOfParkedEvent(
  trx: Transaction<DB>,
  parked: ParkedEvent,
): Promise<void> {
  await tellLogAdministrators(trx, {
    subject: `Zdarzenie odłożone przez konsumenta: ${parked.consumer}`,
    heading: 'Konsument dziennika zdarzeń odłożył zdarzenie',
    lines: [
      `Konsument „${parked.consumer}” nie obsłużył zdarzenia nr ${parked.seq} (${parked.eventType}) po ${parked.attempts} próbach i przeszedł do następnych zdarzeń.`,
      `Ostatni błąd: ${parked.error}`,
      'Zdarzenie można ponowić w dzienniku zdarzeń, w sekcji „Zdarzenia odłożone”.',
    ],
    kind: PARKED_EVENT_KIND,
    key: `dead-letter:${parked.id}`,
    eventId: parked.eventId,
    at: parked.at,
  });
}

/** The kind of the administrators' message about an event left out of the log (decision 0048). */
export const REJECTED_EVENT_KIND = 'admin.log_event_rejected';

/**
 * Tells the administrators who read the event log that the sealer left an event out (issue 47): its MAC
 * does not hold, so it was not written by the portal (a row slipped in with plain SQL). Once per event.
 */
export async function tellAdministratorsOfRejectedEvent(
  trx: Transaction<DB>,
  rejected: RejectedEvent,
): Promise<void> {
  await tellLogAdministrators(trx, {
    subject: `Zdarzenie nr ${rejected.eventId} odrzucone przy pieczętowaniu dziennika`,
    heading: 'W dzienniku zdarzeń pojawił się wpis, którego nie zapisał portal',
    lines: [
      `Zdarzenie nr ${rejected.eventId} nie ma prawidłowego podpisu (${rejected.reason}): nie zostało dopisane do dziennika.`,
      'Taki wpis mógł zostać dodany bezpośrednio w bazie danych. Sprawdź, kto miał do niej dostęp, i uruchom weryfikację dziennika (npm run audit:verify).',
      'Lista odrzuconych zdarzeń jest w dzienniku zdarzeń, w sekcji „Integralność dziennika”.',
    ],
    kind: REJECTED_EVENT_KIND,
    key: `log-rejected:${rejected.eventId}`,
    eventId: rejected.eventId,
    at: rejected.at,
  });
}

/** The kind of the day's head sent to the administrators (decision 0048). */
export const DAILY_HEAD_KIND = 'admin.log_daily_head';

/**
 * The day's signed head of the log, to the administrators who read it (issue 47): a copy kept in each
 * mailbox, outside the database, which `npm run audit:verify -- --head` checks the log against later.
 */
export async function tellAdministratorsOfDailyHead(trx: Transaction<DB>, daily: DailyHead): Promise<void> {
  const { publicUrl } = mailSettings();
  await tellLogAdministrators(trx, {
    subject: `Podpisany stan dziennika zdarzeń z dnia ${daily.date}`,
    heading: 'Podpisany stan dziennika zdarzeń',
    lines: [
      `Dziennik zdarzeń liczy ${daily.head.size} wpisów. Poniżej jego podpisany stan (korzeń drzewa Merkle i podpis) z ${daily.head.timestamp}.`,
      daily.verified
        ? 'Dzisiejsza weryfikacja całego dziennika nie wykazała nieprawidłowości.'
        : `Dzisiejsza weryfikacja całego dziennika wykazała nieprawidłowości (${daily.findings}): szczegóły w dzienniku zdarzeń.`,
      'Zachowaj tę wiadomość: zapisany stan pozwala później wykazać, że nikt nie usunął ani nie zmienił wcześniejszych wpisów (npm run audit:verify -- --head plik.json).',
      JSON.stringify(daily.head),
      `Klucze publiczne portalu: ${publicUrl}/api/audit/heads`,
    ],
    kind: DAILY_HEAD_KIND,
    key: `log-day:${daily.date}`,
    eventId: null,
    at: daily.at,
  });
}

/** One message to each administrator who reads the event log, keyed per administrator. */
async function tellLogAdministrators(
  trx: Transaction<DB>,
  message: {
    subject: string;
    heading: string;
    lines: string[];
    kind: string;
    key: string;
    eventId: number | null;
    at: Date;
  },
): Promise<void> {
  const admins = await logAdministrators(trx);
  if (admins.length === 0) return;
  const { publicUrl } = mailSettings();
  const content = {
    heading: message.heading,
    lines: message.lines,
    action: { label: 'Otwórz dziennik zdarzeń', url: `${publicUrl}/administracja/dziennik` },
    after: [],
  };
  const props = {
    subject: message.subject,
    content,
    homeUrl: `${publicUrl}/`,
    reason: 'Otrzymujesz tę wiadomość, ponieważ jako administrator przeglądasz dziennik zdarzeń.',
  };
  const element = createElement(AccountEmail, props);
  for (const admin of admins)
    await queueDirect(trx, {
      element,
      renderKey: `${message.kind}:${JSON.stringify(props)}`,
      vars: {},
      subject: message.subject,
      kind: message.kind,
      key: `${message.key}:${admin.id}`,
      to: admin.email,
      eventId: message.eventId,
      now: message.at,
    });
}
