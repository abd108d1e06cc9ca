import type { Transaction } from 'kysely';
import { createElement } from 'react';
import type { DB } from '../../db/schema.ts';
import type { ParkedEvent } from '../events/index.ts';
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
  const admins = await logAdministrators(trx);
  if (admins.length === 0) return;
  const { publicUrl } = mailSettings();
  const subject = `Zdarzenie odłożone przez konsumenta: ${parked.consumer}`;
  const content = {
    heading: 'Konsument dziennika zdarzeń odłożył zdarzenie',
    lines: [
      `Konsument „${parked.consumer}” nie obsłużył zdarzenia nr ${parked.seq} (${parked.eventType}) po ${parked.attempts} próbach i przeszedł do następnych zdarzeń.`,
      `Ostatni błąd: ${parked.error}`,
      'Zdarzenie można ponowić w dzienniku zdarzeń, w sekcji „Zdarzenia odłożone”.',
    ],
    action: { label: 'Otwórz dziennik zdarzeń', url: `${publicUrl}/administracja/dziennik` },
    after: [],
  };
  const props = {
    subject,
    content,
    homeUrl: `${publicUrl}/`,
    reason: 'Otrzymujesz tę wiadomość, ponieważ jako administrator przeglądasz dziennik zdarzeń.',
  };
  const element = createElement(AccountEmail, props);
  for (const admin of admins)
    await queueDirect(trx, {
      element,
      renderKey: `dead-letter:${JSON.stringify(props)}`,
      vars: {},
      subject,
      kind: PARKED_EVENT_KIND,
      key: `dead-letter:${parked.id}:${admin.id}`,
      to: admin.email,
      eventId: parked.eventId,
      now: parked.at,
    });
}
