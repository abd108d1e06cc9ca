/** Dates of the portal are Polish dates (Europe/Warsaw), whatever the machine's time zone. */
const TIME_ZONE = 'Europe/Warsaw';

// Made when first used: the first formatter of a time zone loads its data (tens of milliseconds in a
// phone's browser), which a page that needs no Warsaw date should not spend (issue 48).
let partsFormat: Intl.DateTimeFormat | undefined;

function warsawParts(instant: Date): Record<string, string> {
  partsFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
}

/** Today's Warsaw calendar date, 'yyyy-MM-dd'. */
export function warsawToday(): string {
  return warsawDate(new Date());
}

/** The Warsaw calendar date of an instant, 'yyyy-MM-dd'. */
export function warsawDate(instant: Date): string {
  const p = warsawParts(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** 'yyyy-MM-dd HH:mm:ss' in Warsaw time. */
export function warsawDateTime(instant: Date): string {
  const p = warsawParts(instant);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The instant of a Warsaw wall-clock time ('yyyy-MM-dd', 'HH:mm:ss'), daylight saving included. */
export function warsawInstant(date: string, time = '00:00:00'): Date {
  const guess = new Date(`${date}T${time}Z`);
  // Warsaw is UTC+1 or UTC+2: correct the guess by the offset seen at that moment (twice, for the switch).
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const seen = warsawDateTime(instant);
    const seenAsUtc = new Date(`${seen.replace(' ', 'T')}Z`);
    instant = new Date(instant.getTime() - (seenAsUtc.getTime() - guess.getTime()));
  }
  return instant;
}

/** Adds days to a 'yyyy-MM-dd' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
