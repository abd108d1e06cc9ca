import { offerReadViaLabel } from '@bk/contracts/audit/audit';
import { formatDateTimeSeconds } from '../../lib/format.ts';

/** How the log shows its values (decision 0031). */

/** ISO date-time -> 'dd.mm.yyyy hh:mm:ss' in Warsaw time (the log's order needs the seconds). */
export const formatEventTime = (value: string): string => formatDateTimeSeconds(value);

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
