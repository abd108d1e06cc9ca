/** Display formats of the spec (1 section 9): dd.mm.yyyy, with hh:mm for date-times (Polish time). */

/**
 * A formatter made at its first use, not when the module loads: making one costs a few milliseconds
 * (tens on a slow phone), and a page's first paint often needs none of them.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat('pl-PL', options);
    return format;
  };
}

const dateFormat = lazyFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});
const timeFormat = lazyFormat({ hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Warsaw' });

/** 'yyyy-MM-dd' or an ISO date-time -> 'dd.mm.yyyy'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}.${m}.${y}`;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date);
}

const secondsFormat = lazyFormat({
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Warsaw',
});

/** ISO date-time -> 'dd.mm.yyyy hh:mm:ss' (the event log's order and an offer's receipt need the seconds). */
export function formatDateTimeSeconds(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${dateFormat().format(date)} ${secondsFormat().format(date)}`;
}

/** ISO date-time -> 'dd.mm.yyyy hh:mm'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${dateFormat().format(date)} ${timeFormat().format(date)}`;
}

/** A deadline with its hour, or the date alone when it is the end of the day (spec 1 section 9). */
export function formatDeadline(value: string | null | undefined): string {
  const text = formatDateTime(value);
  return text.endsWith(' 23:59') ? formatDate(value) : text;
}

const monthYearFormat = lazyFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'yyyy-MM' (or a longer date) -> 'marzec 2027'. */
export function formatMonthYear(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})/.exec(value) : null;
  if (!match) return '';
  return monthYearFormat().format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
