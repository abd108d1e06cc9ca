import type {
  Indicators,
  StatisticsCsvForm,
  StatisticsQuery,
  StatisticsSet,
} from '@bk/contracts/statistics/statistics';
import { type StatisticsDeps, statistics } from './statistics.service.ts';

type Cell = string | number | null;

/**
 * The two forms of a CSV (decision 0037, issue 44 item 18), both UTF-8 with a byte order mark (so a
 * spreadsheet reads the Polish letters) and CRLF line ends:
 * - `plain`, for programs: RFC 4180, comma separated, decimal dots;
 * - `pl`, for a spreadsheet set to Polish (Excel, LibreOffice), which splits at semicolons and reads a
 *   decimal comma as a number: semicolon separated, decimal commas. A dot never appears in a number
 *   there, so 11.11 cannot be read as a date (11 November); neither can 11,11.
 */
export function csvText(rows: Cell[][], form: StatisticsCsvForm): string {
  const separator = form === 'pl' ? ';' : ',';
  const cell = (value: Cell) => {
    if (value === null) return '';
    const text = typeof value === 'number' && form === 'pl' ? String(value).replace('.', ',') : String(value);
    return text.includes(separator) || /["\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(separator)).join('\r\n')}\r\n`;
}

const percent = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 100);

const INDICATOR_COLUMNS = [
  'Ogłoszenia',
  'Rozstrzygnięte',
  'Z jedną ofertą',
  'Odsetek z jedną ofertą (%)',
  'Części rozstrzygniętych',
  'Oferty',
  'Średnia liczba ofert na część',
  'Z terminem krótszym niż minimalny',
  'Odsetek z terminem krótszym niż minimalny (%)',
];
const indicatorCells = (r: Indicators) => [
  r.announcements,
  r.resolved,
  r.single_offer,
  percent(r.single_offer_rate),
  r.parts,
  r.offers,
  r.mean_offers_per_part,
  r.short_period,
  percent(r.short_period_share),
];

/** GET /api/statistics/{set}.csv: one breakdown of the answer as CSV, in the form asked for. */
export async function statisticsCsv(
  deps: StatisticsDeps,
  set: StatisticsSet,
  query: StatisticsQuery,
  form: StatisticsCsvForm,
): Promise<string> {
  const answer = await statistics(deps, query);
  const rows: Cell[][] =
    set === 'miesiace'
      ? [['Miesiąc', 'Ogłoszenia'], ...answer.months.map((m) => [m.month, m.announcements])]
      : [
          [
            set === 'wojewodztwa' ? 'Kod TERYT' : set === 'dzialy-cpv' ? 'Dział CPV' : 'Kod programu',
            'Nazwa',
            ...INDICATOR_COLUMNS,
          ],
          ...(set === 'wojewodztwa'
            ? answer.voivodeships
            : set === 'dzialy-cpv'
              ? answer.divisions
              : answer.programmes
          ).map((r) => [r.code, r.name, ...indicatorCells(r)]),
        ];
  return csvText(rows, form);
}
