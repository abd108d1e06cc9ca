import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { TableRegion } from '../../components/ui/TableRegion.tsx';
import {
  count,
  csvAddress,
  decimal,
  type NamedIndicators,
  percent,
  type StatisticsFilters,
} from './statistics-api.ts';

/** A section of /statystyki: its title, a short explanation, a chart, its table and its CSV downloads. */
export function Section({
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
  const { i18n } = useLingui();
  const lower = title.toLowerCase();
  return (
    <section className="statistics-section" aria-label={title}>
      <h2>{title}</h2>
      <p>{explanation}</p>
      <div className="statistics-section__body">
        {chart}
        <TableRegion
          label={i18n._({ id: 'statistics.table', message: 'Tabela: {title}', values: { title: lower } })}
        >
          {children}
        </TableRegion>
      </div>
      <ul
        className="statistics-section__downloads"
        aria-label={i18n._({
          id: 'statistics.download',
          message: 'Pobierz dane: {title}',
          values: { title: lower },
        })}
      >
        <li>
          <a href={csvAddress(csv, filters, 'pl')} download>
            <Trans
              id="statistics.csv-spreadsheet"
              message="CSV dla arkusza kalkulacyjnego (Excel, LibreOffice)"
            />
            <span className="visually-hidden">: {lower}</span>
          </a>
        </li>
        <li>
          <a href={csvAddress(csv, filters, 'plain')} download>
            <Trans id="statistics.csv-programs" message="CSV dla programów (przecinek, kropka dziesiętna)" />
            <span className="visually-hidden">: {lower}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

export /** The table of a breakdown: each row's announcements and competition indicators. */
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
          <th scope="col">
            <Trans id="statistics.announcements" message="Ogłoszenia" />
          </th>
          <th scope="col">
            <Trans id="statistics.resolved" message="Rozstrzygnięte" />
          </th>
          <th scope="col">
            <Trans id="statistics.single-offer" message="Odsetek z jedną ofertą" />
          </th>
          <th scope="col">
            <Trans id="statistics.mean-offers" message="Średnia liczba ofert na część" />
          </th>
          <th scope="col">
            <Trans id="statistics.short-period" message="Odsetek z krótkim terminem" />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.kod}>
            <th scope="row" lang="pl">
              {r.nazwa}
            </th>
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
