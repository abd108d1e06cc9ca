import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { formatMonthYear } from '../../lib/format.ts';
import { currentLocale } from '../../lib/page-locale.ts';
import { StatisticsChart } from './StatisticsChart.tsx';
import { IndicatorsTable, Section } from './StatisticsSection.tsx';
import { count, type Statistics, type StatisticsFilters } from './statistics-api.ts';
import { VOIVODESHIP_TILES } from './voivodeship-tiles.ts';

const BLUE = '#1d4f91';
const monthTickFormats = {
  pl: new Intl.DateTimeFormat('pl-PL', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }),
};
const monthTick = { format: (d: Date) => monthTickFormats[currentLocale()].format(d) };
/** The charts' axis labels, in the page's language. */
const axisLabel = (i18n: I18n) => i18n._({ id: 'statistics.axis.announcements', message: 'ogłoszenia' });

/** The month axis's tick interval: each month while they fit, else every third, sixth or twelfth. */
function monthTicks(months: number, width: number): string {
  const fit = Math.max(2, Math.floor(width / 80));
  const step = [1, 3, 6, 12, 24].find((n) => months / n <= fit) ?? 60;
  return step === 1 ? 'month' : `${step} months`;
}
/** The voivodeships' abbreviations on the map, with their (Polish) names. */
const VOIVODESHIP_KEY =
  'ZP zachodniopomorskie, PM pomorskie, WN warmińsko-mazurskie, PD podlaskie, LB lubuskie, WP wielkopolskie, KP kujawsko-pomorskie, MZ mazowieckie, DS dolnośląskie, LD łódzkie, SK świętokrzyskie, LU lubelskie, OP opolskie, SL śląskie, MA małopolskie, PK podkarpackie';
const FONT = { fontSize: '13px', fontFamily: 'inherit', background: 'transparent' };

/** The indicator sections of /statystyki: each a short explanation, a chart, its table and its CSV. */
export function StatisticsSections({ data, filters }: { data: Statistics; filters: StatisticsFilters }) {
  return (
    <>
      <MonthsSection data={data} filters={filters} />
      <VoivodeshipsSection data={data} filters={filters} />
      <DivisionsSection data={data} filters={filters} />
      <ProgrammesSection data={data} filters={filters} />
    </>
  );
}

function MonthsSection({ data, filters }: { data: Statistics; filters: StatisticsFilters }) {
  const { i18n } = useLingui();
  const months = data.months;
  const draw = useCallback(
    (Plot: typeof import('@observablehq/plot'), width: number) =>
      Plot.plot({
        width,
        height: 260,
        style: FONT,
        marginLeft: 56,
        marginRight: 32,
        x: {
          type: 'utc',
          label: null,
          ticks: monthTicks(months.length, width),
          tickFormat: (d: Date) => monthTick.format(d),
        },
        y: { grid: true, label: axisLabel(i18n) },
        marks: [
          Plot.rectY(months, {
            x: (m: { month: string }) => new Date(`${m.month}-01T00:00:00Z`),
            y: 'announcements',
            interval: 'month',
            fill: BLUE,
            insetLeft: 1,
          }),
          Plot.ruleY([0]),
        ],
      }),
    [months, i18n],
  );
  const title = i18n._({ id: 'statistics.months.title', message: 'Ogłoszenia opublikowane w miesiącach' });
  return (
    <Section
      title={title}
      explanation={i18n._({
        id: 'statistics.months.explanation',
        message: 'Liczba ogłoszeń według miesiąca ich pierwszej publikacji.',
      })}
      csv="miesiace"
      filters={filters}
      chart={
        <StatisticsChart
          label={i18n._({
            id: 'statistics.months.chart',
            message: 'Wykres słupkowy: liczba ogłoszeń opublikowanych w kolejnych miesiącach',
          })}
          draw={draw}
        />
      }
    >
      <table className="table statistics-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans id="statistics.month" message="Miesiąc" />
            </th>
            <th scope="col">
              <Trans id="statistics.announcements" message="Ogłoszenia" />
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatMonthYear(m.month)}</th>
              <td>{count(m.announcements)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

function VoivodeshipsSection({ data, filters }: { data: Statistics; filters: StatisticsFilters }) {
  const { i18n } = useLingui();
  const rows = data.voivodeships;
  const draw = useCallback(
    (Plot: typeof import('@observablehq/plot'), width: number) => {
      const tiles = rows.flatMap((r) => {
        const tile = VOIVODESHIP_TILES[r.kod];
        return tile ? [{ ...tile, name: r.nazwa, value: r.announcements }] : [];
      });
      const top = Math.max(1, ...tiles.map((t) => t.value));
      const size = Math.min(width, 520);
      return Plot.plot({
        width: size,
        height: Math.round(size * 0.8),
        style: FONT,
        padding: 0.06,
        x: { axis: null, domain: [0, 1, 2, 3, 4] },
        y: { axis: null, domain: [0, 1, 2, 3] },
        color: { type: 'linear', range: ['#e8eef7', BLUE], domain: [0, top] },
        marks: [
          Plot.cell(tiles, { x: 'column', y: 'row', fill: 'value', rx: 4 }),
          Plot.text(tiles, {
            x: 'column',
            y: 'row',
            text: (t: { short: string; value: number }) => `${t.short}\n${count(t.value)}`,
            fill: (t: { value: number }) => (t.value > top * 0.55 ? '#ffffff' : '#1b1b1b'),
            fontWeight: 600,
            lineHeight: 1.3,
          }),
        ],
      });
    },
    [rows],
  );
  return (
    <Section
      title={i18n._({ id: 'statistics.voivodeships.title', message: 'Ogłoszenia według województw' })}
      explanation={i18n._({
        id: 'statistics.voivodeships.explanation',
        message:
          'Liczba ogłoszeń według województwa pierwszego miejsca realizacji zamówienia, na schematycznej mapie Polski (każde województwo to jedno pole, ułożone jak na mapie), a w tabeli także wskaźniki konkurencji w każdym województwie.',
      })}
      csv="wojewodztwa"
      filters={filters}
      chart={
        <StatisticsChart
          label={i18n._({
            id: 'statistics.voivodeships.chart',
            message:
              'Schematyczna mapa Polski: liczba ogłoszeń w każdym województwie, im ciemniejsze pole, tym więcej ogłoszeń',
          })}
          draw={draw}
          namesInPolish
          note={
            <Trans
              id="statistics.voivodeships.key"
              message="Im ciemniejsze pole, tym więcej ogłoszeń. Skróty: <0/>."
              components={{ 0: <span lang="pl">{VOIVODESHIP_KEY}</span> }}
            />
          }
        />
      }
    >
      <IndicatorsTable
        caption={i18n._({
          id: 'statistics.voivodeships.caption',
          message: 'Ogłoszenia i konkurencja według województw',
        })}
        first={i18n._({ id: 'statistics.voivodeship', message: 'Województwo' })}
        rows={rows}
      />
    </Section>
  );
}

function DivisionsSection({ data, filters }: { data: Statistics; filters: StatisticsFilters }) {
  const { i18n } = useLingui();
  const rows = data.divisions;
  const draw = useCallback(
    (Plot: typeof import('@observablehq/plot'), width: number) => {
      const shown = rows.slice(0, 12).map((r) => ({
        label: r.nazwa.length > 34 ? `${r.nazwa.slice(0, 33)}…` : r.nazwa,
        value: r.announcements,
      }));
      return Plot.plot({
        width,
        height: 40 + shown.length * 26,
        style: FONT,
        marginLeft: Math.min(260, Math.round(width * 0.45)),
        x: { grid: true, label: axisLabel(i18n) },
        y: { label: null },
        marks: [Plot.barX(shown, { x: 'value', y: 'label', fill: BLUE, sort: { y: '-x' } }), Plot.ruleX([0])],
      });
    },
    [rows, i18n],
  );
  return (
    <Section
      title={i18n._({ id: 'statistics.divisions.title', message: 'Ogłoszenia według działów CPV' })}
      explanation={i18n._({
        id: 'statistics.divisions.explanation',
        message:
          'Liczba ogłoszeń według działu Wspólnego Słownika Zamówień (dwie pierwsze cyfry kodu CPV pierwszej pozycji zamówienia). Krótki termin to termin składania ofert krótszy niż minimalny według wytycznych dotyczących kwalifikowalności wydatków: 14 dni dla robót budowlanych (dział 45) i 7 dni dla dostaw i usług.',
      })}
      csv="dzialy-cpv"
      filters={filters}
      chart={
        <StatisticsChart
          label={i18n._({
            id: 'statistics.divisions.chart',
            message: 'Wykres słupkowy: dwanaście działów CPV z największą liczbą ogłoszeń',
          })}
          draw={draw}
          namesInPolish
        />
      }
    >
      <IndicatorsTable
        caption={i18n._({
          id: 'statistics.divisions.caption',
          message: 'Ogłoszenia i konkurencja według działów CPV',
        })}
        first={i18n._({ id: 'statistics.division', message: 'Dział CPV' })}
        rows={rows}
      />
    </Section>
  );
}

function ProgrammesSection({ data, filters }: { data: Statistics; filters: StatisticsFilters }) {
  const { i18n } = useLingui();
  const rows = data.programmes;
  const draw = useCallback(
    (Plot: typeof import('@observablehq/plot'), width: number) => {
      const shown = rows
        .filter((r) => r.singleOfferRate !== null)
        .map((r) => ({
          label: r.kod || i18n._({ id: 'statistics.no-programme', message: 'bez programu' }),
          value: r.singleOfferRate ?? 0,
        }));
      return Plot.plot({
        width,
        height: 60 + shown.length * 30,
        style: FONT,
        marginLeft: 120,
        x: {
          domain: [0, 1],
          percent: true,
          grid: true,
          label: i18n._({
            id: 'statistics.programmes.axis',
            message: 'odsetek rozstrzygniętych z jedną ofertą (%)',
          }),
        },
        y: { label: null },
        marks: [
          Plot.barX(shown, { x: 'value', y: 'label', fill: BLUE, sort: { y: '-x' } }),
          Plot.ruleX([0]),
          ...(shown.length === 0
            ? [
                Plot.text(
                  [
                    i18n._({
                      id: 'statistics.programmes.none-chart',
                      message: 'Brak rozstrzygnięć w wybranym zakresie',
                    }),
                  ],
                  { frameAnchor: 'middle' },
                ),
              ]
            : []),
        ],
      });
    },
    [rows, i18n],
  );
  return (
    <Section
      title={i18n._({ id: 'statistics.programmes.title', message: 'Konkurencja według programów' })}
      explanation={i18n._({
        id: 'statistics.programmes.explanation',
        message:
          'Odsetek rozstrzygniętych ogłoszeń, na które wpłynęła dokładnie jedna oferta, to główny wskaźnik słabej konkurencji w tablicy wyników jednolitego rynku; średnia liczba ofert na część mówi, ilu wykonawców konkurowało o każdą część zamówienia. Liczą się ogłoszenia z opublikowanym rozstrzygnięciem; ogłoszenie powiązane z kilkoma programami liczy się raz, w programie o pierwszym w kolejności alfabetycznej kodzie.',
      })}
      csv="programy"
      filters={filters}
      chart={
        rows.some((r) => r.singleOfferRate !== null) ? (
          <StatisticsChart
            label={i18n._({
              id: 'statistics.programmes.chart',
              message: 'Wykres słupkowy: odsetek rozstrzygniętych ogłoszeń z jedną ofertą w każdym programie',
            })}
            draw={draw}
          />
        ) : (
          <p className="notice">
            <Trans
              id="statistics.programmes.none"
              message="Brak ogłoszeń z opublikowanym rozstrzygnięciem w wybranym zakresie."
            />
          </p>
        )
      }
    >
      <IndicatorsTable
        caption={i18n._({ id: 'statistics.programmes.title', message: 'Konkurencja według programów' })}
        first={i18n._({ id: 'statistics.programme', message: 'Program' })}
        rows={rows}
      />
    </Section>
  );
}
