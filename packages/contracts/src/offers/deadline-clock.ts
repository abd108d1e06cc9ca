import { countOf, nouns } from '../common/plural.ts';

/**
 * The deadline on the offer form (issue 50): the server's time, the time left by it, a warning an hour,
 * ten minutes and a minute before, and the form closed once it passed. The server decides by its own
 * clock (the receipt's second); these texts only tell the bidder where that clock stands.
 */
export const deadlineClockTexts = {
  region: 'Termin składania ofert',
  serverTime: 'Czas serwera',
  deadline: 'Termin składania ofert',
  left: 'Pozostało',
  rule: 'O tym, czy oferta została złożona w terminie, decyduje czas serwera w chwili jej złożenia (podany w potwierdzeniu złożenia oferty), a nie zegar Twojego urządzenia.',
  passed: 'Termin składania ofert minął. Oferty nie można już złożyć ani zapisać.',
} as const;

/** The warnings, from the earliest: each shown from its threshold on (minutes before the deadline). */
export const deadlineWarnings = [
  {
    minutes: 60,
    text: 'Do terminu składania ofert została niecała godzina. Złóż ofertę z wyprzedzeniem, zwłaszcza jeśli dodajesz duże załączniki.',
  },
  {
    minutes: 10,
    text: 'Do terminu składania ofert zostało niecałe 10 minut. Złóż ofertę teraz.',
  },
  {
    minutes: 1,
    text: 'Do terminu składania ofert została niecała minuta.',
  },
] as const;

/** The warning for `msLeft` before the deadline (the latest threshold passed), or null above an hour. */
export function deadlineWarning(msLeft: number): (typeof deadlineWarnings)[number] | null {
  let found: (typeof deadlineWarnings)[number] | null = null;
  for (const warning of deadlineWarnings) if (msLeft <= warning.minutes * 60_000) found = warning;
  return found;
}

/** The time left, as a person reads it: '2 dni 3 godz. 15 min', '3 godz. 5 min 20 s', '9 min 05 s', '45 s'. */
export function timeLeftText(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${countOf(days, nouns.days)} ${hours} godz. ${minutes} min`;
  if (hours > 0) return `${hours} godz. ${minutes} min ${seconds} s`;
  if (minutes > 0) return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
  return `${seconds} s`;
}
