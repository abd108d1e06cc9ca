/**
 * Display formats of the spec (1 section 9): dd.mm.yyyy, with hh:mm for date-times (Polish time). On an
 * English page (issue 51): '5 Dec 2026', and a date-time with the zone it is in ('5 Dec 2026, 14:30
 * CET'): the portal's times are Warsaw's.
 */
import { currentLocale } from './page-locale.ts';

const english = () => currentLocale() === 'en';

/**
 * A formatter made at its first use, not when the module loads: making one costs a few milliseconds
 * (tens on a slow phone), and a page's first paint often needs none of them.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions, tag = 'pl-PL'): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(tag, options);
    return format;
  };
}

const englishDate = lazyFormat(
  { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Warsaw' },
  'en-GB',
);
const englishDay = lazyFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }, 'en-GB');
const englishZone = lazyFormat({ timeZoneName: 'short', timeZone: 'Europe/Warsaw' }, 'en-GB');

/** 'CET' or 'CEST': the Warsaw zone at that moment. */
function zoneOf(date: Date): string {
  return (
    englishZone()
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
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
    if (english()) return englishDay().format(new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))));
    return `${d}.${m}.${y}`;
  }
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return english() ? englishDate().format(date) : dateFormat().format(date);
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
  if (english()) return `${englishDate().format(date)}, ${secondsFormat().format(date)} ${zoneOf(date)}`;
  return `${dateFormat().format(date)} ${secondsFormat().format(date)}`;
}

/** ISO date-time -> 'dd.mm.yyyy hh:mm'. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (english()) return `${englishDate().format(date)}, ${timeFormat().format(date)} ${zoneOf(date)}`;
  return `${dateFormat().format(date)} ${timeFormat().format(date)}`;
}

/** A deadline with its hour, or the date alone when it is the end of the day (spec 1 section 9). */
export function formatDeadline(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return timeFormat().format(date) === '23:59' ? formatDate(value) : formatDateTime(value);
}

const monthYearFormat = lazyFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const englishMonthYear = lazyFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }, 'en-GB');

/** 'yyyy-MM' (or a longer date) -> 'marzec 2027'. */
export function formatMonthYear(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})/.exec(value) : null;
  if (!match) return '';
  const format = english() ? englishMonthYear : monthYearFormat;
  return format().format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

const englishAmount = () => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'PLN' });

/**
 * An amount as the announcement keeps it ('1234567,5', decimal comma) for reading: '1 234 567,50 zł' on
 * a Polish page (contracts' formatBudget), 'PLN 1,234,567.50' on an English one.
 */
export function formatAmount(value: string | null, polish: (value: string | null) => string): string {
  if (!value || !english()) return polish(value);
  const number = Number(value.replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(number) ? englishAmount().format(number) : polish(value);
}

/** Number formats per language and kind, made at first use (issue 51). */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const tag = english() ? 'en-GB' : 'pl-PL';
  const key = `${tag} ${kind}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count in the page's language: '12 345' in Polish, '12,345' in English. */
export const formatCount = (value: number): string => numberFormat('count', {}).format(value);

/** A share (0-1) as a percentage with up to `digits` decimals: '12,5%' / '12.5%'. */
export const formatPercent = (value: number, digits: 1 | 2): string =>
  numberFormat(`percent${digits}`, { style: 'percent', maximumFractionDigits: digits }).format(value);

/** A number with up to two decimals: '1,25' / '1.25'. */
export const formatDecimal = (value: number): string =>
  numberFormat('decimal', { maximumFractionDigits: 2 }).format(value);
