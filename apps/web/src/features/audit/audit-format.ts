import { offerReadViaLabel } from '@bk/contracts/audit/audit';

/** How the log shows its values (decision 0031). */

let seconds: Intl.DateTimeFormat | undefined;

/** ISO date-time -> 'dd.mm.yyyy hh:mm:ss' in Warsaw time (the log's order needs the seconds). */
export function formatEventTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  seconds ??= new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(seconds.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** Names of the payload's usual keys; any other key is shown as it is stored. */
const payloadKeyLabels: Record<string, string> = {
  announcement_id: 'Ogłoszenie',
  offer_set_ids: 'Oferty',
  via: 'Sposób odczytu',
  kind: 'Rodzaj',
  session_id: 'Sesja',
  sessions_ended: 'Zakończone sesje',
};

export function payloadKeyLabel(key: string): string {
  return payloadKeyLabels[key] ?? key;
}

/** A payload value as text: texts and numbers as they are, anything else as compact JSON. */
export function payloadValueText(key: string, value: unknown): string {
  if (key === 'via' && typeof value === 'string') return offerReadViaLabel(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'number' || typeof item === 'string'))
    return value.join(', ');
  return JSON.stringify(value);
}
