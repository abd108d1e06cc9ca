import { addDays } from './warsaw-time.ts';

/** Easter Sunday of a year (Gregorian calendar; the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Public holidays in Poland (the act of 18 January 1951 on days free from work, as amended; Christmas
 * Eve is a holiday from 2025). Dates 'yyyy-MM-dd'.
 */
export function polishHolidays(year: number): Map<string, string> {
  const date = (md: string) => `${year}-${md}`;
  const easter = easterSunday(year);
  const holidays: [string, string][] = [
    [date('01-01'), 'Nowy Rok'],
    [date('01-06'), 'Święto Trzech Króli'],
    [easter, 'Wielkanoc'],
    [addDays(easter, 1), 'Poniedziałek Wielkanocny'],
    [date('05-01'), 'Święto Pracy'],
    [date('05-03'), 'Święto Konstytucji 3 Maja'],
    [addDays(easter, 49), 'Zielone Świątki'],
    [addDays(easter, 60), 'Boże Ciało'],
    [date('08-15'), 'Wniebowzięcie Najświętszej Maryi Panny'],
    [date('11-01'), 'Wszystkich Świętych'],
    [date('11-11'), 'Narodowe Święto Niepodległości'],
    ...(year >= 2025 ? ([[date('12-24'), 'Wigilia Bożego Narodzenia']] as [string, string][]) : []),
    [date('12-25'), 'Boże Narodzenie (pierwszy dzień)'],
    [date('12-26'), 'Boże Narodzenie (drugi dzień)'],
  ];
  return new Map(holidays);
}

/** Saturday, Sunday or a public holiday: the name of the day off, else null. */
export function dayOff(date: string): string | null {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  if (weekday === 6) return 'sobota';
  if (weekday === 0) return 'niedziela';
  return polishHolidays(Number(date.slice(0, 4))).get(date) ?? null;
}

/** The first working day on or after a date. */
export function nextWorkingDay(date: string): string {
  let day = date;
  while (dayOff(day) !== null) day = addDays(day, 1);
  return day;
}
