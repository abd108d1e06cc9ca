import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { TableRegion } from '../../components/ui/TableRegion.tsx';
import { formatMonthYear } from '../../lib/format.ts';
import { StatisticsChart } from './StatisticsChart.tsx';
import {
  count,
  csvAddress,
  decimal,
  type NamedIndicators,
  percent,
  type Statistics,
  type StatisticsFilters,
} from './statistics-api.ts';
import { VOIVODESHIP_TILES } from './voivodeship-tiles.ts';

const BLUE = '#1d4f91';
const monthTick = new Intl.DateTimeFormat('pl-PL', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The month axis's tick interval: each month while they fit, else every third, sixth or twelfth. */
function monthTicks(months: number, width: number): string {
  const fit = Math.max(2, Math.floor(width / 80));
  const step = [1, 3, 6, 12, 24].find((n) => months / n <= fit) ?? 60;
  return step === 1 ? 'month' : `${step} months`;
}
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

function Section({
  title,
  explanation,
  csv,
  filters,
  chart,
  children,
}: {
  title: string;
  explanation: ReactNode;
  csv: string;
  filters: StatisticsFilters;
  chart: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="statistics-section" aria-label={title}>
      <h2>{title}</h2>
      <p>{explanation}</p>
      <div className="statistics-section__body">
        {chart}
        <TableRegion label={`Tabela: ${title.toLowerCase()}`}>{children}</TableRegion>
      </div>
      <ul className="statistics-section__downloads" aria-label={`Pobierz dane: ${title.toLowerCase()}`}>
        <li>
          <a href={csvAddress(csv, filters, 'pl')} download>
            CSV dla arkusza kalkulacyjnego (Excel, LibreOffice)
            <span className="visually-hidden">: {title.toLowerCase()}</span>
          </a>
        </li>
        <li>
          <a href={csvAddress(csv, filters, 'plain')} download>
            CSV dla programów (przecinek, kropka dziesiętna)
            <span className="visually-hidden">: {title.toLowerCase()}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

function MonthsSection({ data, filters }: { data: Statistics; filters: StatisticsFilters }) {
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
        y: { grid: true, label: 'ogłoszenia' },
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
    [months],
  );
  return (
    <Section
      title="Ogłoszenia opublikowane w miesiącach"
      explanation="Liczba ogłoszeń według miesiąca ich pierwszej publikacji."
      csv="miesiace"
      filters={filters}
      chart={
        <StatisticsChart
          label="Wykres słupkowy: liczba ogłoszeń opublikowanych w kolejnych miesiącach"
          draw={draw}
        />
      }
    >
      <table className="table statistics-table">
        <caption>Ogłoszenia opublikowane w miesiącach</caption>
        <thead>
          <tr>
            <th scope="col">Miesiąc</th>
            <th scope="col">Ogłoszenia</th>
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

/** The table of a breakdown: each row's announcements and competition indicators. */
function IndicatorsTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: NamedIndicators[];
}) {
  return (
    <table className="table statistics-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col">Ogłoszenia</th>
          <th scope="col">Rozstrzygnięte</th>
          <th scope="col">Odsetek z jedną ofertą</th>
          <th scope="col">Średnia liczba ofert na część</th>
          <th scope="col">Odsetek z krótkim terminem</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.kod}>
            <th scope="row">{r.nazwa}</th>
            <td>{count(r.announcements)}</td>
            <td>{count(r.resolved)}</td>
            <td>{percent(r.singleOfferRate)}</td>
            <td>{decimal(r.meanOffersPerPart)}</td>
            <td>{percent(r.shortPeriodShare)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function VoivodeshipsSection({ data, filters }: { data: Statistics; filters: StatisticsFilters }) {
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
      title="Ogłoszenia według województw"
      explanation="Liczba ogłoszeń według województwa pierwszego miejsca realizacji zamówienia, na schematycznej mapie Polski (każde województwo to jedno pole, ułożone jak na mapie), a w tabeli także wskaźniki konkurencji w każdym województwie."
      csv="wojewodztwa"
      filters={filters}
      chart={
        <StatisticsChart
          label="Schematyczna mapa Polski: liczba ogłoszeń w każdym województwie, im ciemniejsze pole, tym więcej ogłoszeń"
          draw={draw}
          note="Im ciemniejsze pole, tym więcej ogłoszeń. Skróty: ZP zachodniopomorskie, PM pomorskie, WN warmińsko-mazurskie, PD podlaskie, LB lubuskie, WP wielkopolskie, KP kujawsko-pomorskie, MZ mazowieckie, DS dolnośląskie, LD łódzkie, SK świętokrzyskie, LU lubelskie, OP opolskie, SL śląskie, MA małopolskie, PK podkarpackie."
        />
      }
    >
      <IndicatorsTable caption="Ogłoszenia i konkurencja według województw" first="Województwo" rows={rows} />
    </Section>
  );
}

function DivisionsSection({ data, filters }: { data: Statistics; filters: StatisticsFilters }) {
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
        x: { grid: true, label: 'ogłoszenia' },
        y: { label: null },
        marks: [Plot.barX(shown, { x: 'value', y: 'label', fill: BLUE, sort: { y: '-x' } }), Plot.ruleX([0])],
      });
    },
    [rows],
  );
  return (
    <Section
      title="Ogłoszenia według działów CPV"
      explanation="Liczba ogłoszeń według działu Wspólnego Słownika Zamówień (dwie pierwsze cyfry kodu CPV pierwszej pozycji zamówienia). Krótki termin to termin składania ofert krótszy niż minimalny według wytycznych dotyczących kwalifikowalności wydatków: 14 dni dla robót budowlanych (dział 45) i 7 dni dla dostaw i usług."
      csv="dzialy-cpv"
      filters={filters}
      chart={
        <StatisticsChart
          label="Wykres słupkowy: dwanaście działów CPV z największą liczbą ogłoszeń"
          draw={draw}
        />
      }
    >
      <IndicatorsTable caption="Ogłoszenia i konkurencja według działów CPV" first="Dział CPV" rows={rows} />
    </Section>
  );
}

function ProgrammesSection({ data, filters }: { data: Statistics; filters: StatisticsFilters }) {
  const rows = data.programmes;
  const draw = useCallback(
    (Plot: typeof import('@observablehq/plot'), width: number) => {
      const shown = rows
        .filter((r) => r.singleOfferRate !== null)
        .map((r) => ({ label: r.kod || 'bez programu', value: r.singleOfferRate ?? 0 }));
      return Plot.plot({
        width,
        height: 60 + shown.length * 30,
        style: FONT,
        marginLeft: 120,
        x: {
          domain: [0, 1],
          percent: true,
          grid: true,
          label: 'odsetek rozstrzygniętych z jedną ofertą (%)',
        },
        y: { label: null },
        marks: [
          Plot.barX(shown, { x: 'value', y: 'label', fill: BLUE, sort: { y: '-x' } }),
          Plot.ruleX([0]),
          ...(shown.length === 0
            ? [Plot.text(['Brak rozstrzygnięć w wybranym zakresie'], { frameAnchor: 'middle' })]
            : []),
        ],
      });
    },
    [rows],
  );
  return (
    <Section
      title="Konkurencja według programów"
      explanation="Odsetek rozstrzygniętych ogłoszeń, na które wpłynęła dokładnie jedna oferta, to główny wskaźnik słabej konkurencji w tablicy wyników jednolitego rynku; średnia liczba ofert na część mówi, ilu wykonawców konkurowało o każdą część zamówienia. Liczą się ogłoszenia z opublikowanym rozstrzygnięciem; ogłoszenie powiązane z kilkoma programami liczy się raz, w programie o pierwszym w kolejności alfabetycznej kodzie."
      csv="programy"
      filters={filters}
      chart={
        rows.some((r) => r.singleOfferRate !== null) ? (
          <StatisticsChart
            label="Wykres słupkowy: odsetek rozstrzygniętych ogłoszeń z jedną ofertą w każdym programie"
            draw={draw}
          />
        ) : (
          <p className="notice">Brak ogłoszeń z opublikowanym rozstrzygnięciem w wybranym zakresie.</p>
        )
      }
    >
      <IndicatorsTable caption="Konkurencja według programów" first="Program" rows={rows} />
    </Section>
  );
}
