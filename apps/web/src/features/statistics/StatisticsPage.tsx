import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { errorText, isApiError } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDateTime } from '../../lib/format.ts';
import { StatisticsFilters } from './StatisticsFilters.tsx';
import { StatisticsSections } from './StatisticsSections.tsx';
import {
  count,
  decimal,
  filtersOf,
  type Indicators,
  percent,
  queryOf,
  useStatistics,
} from './statistics-api.ts';

/**
 * /statystyki: public competition indicators of the announcements (issue 36, decision 0037), each as a
 * chart with its figures in a table beside it and a CSV download; the filters are kept in the address.
 */
export function StatisticsPage() {
  useDocumentTitle('statystyki', {
    description:
      'Wskaźniki konkurencyjności zamówień w Bazie Konkurencyjności: ogłoszenia w miesiącach, województwach i działach CPV, odsetek postępowań z jedną ofertą i średnia liczba ofert.',
  });
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const statistics = useStatistics(filters);
  const apply = useCallback(
    (next: typeof filters) => setSearch(new URLSearchParams(queryOf(next).slice(1))),
    [setSearch],
  );
  const data = statistics.data;
  return (
    <article className="content-page statistics-page">
      <Breadcrumbs trail={[]} current="Statystyki" />
      <h1>Statystyki</h1>
      <p>
        Wskaźniki konkurencyjności zamówień ogłoszonych w Bazie Konkurencyjności, liczone z danych
        publicznych: opublikowanych ogłoszeń i opublikowanych rozstrzygnięć. Oferty liczą się dopiero wtedy,
        gdy zamawiający opublikuje rozstrzygnięcie. Wskaźniki wzorowane są na{' '}
        <a href="https://single-market-economy.ec.europa.eu/single-market/scoreboard/performance_per_policy_area/public-procurement_en">
          tablicy wyników jednolitego rynku (Single Market Scoreboard)
        </a>{' '}
        Komisji Europejskiej i serwisie <a href="https://opentender.eu/">opentender.eu</a>. Te same dane są
        dostępne jako <a href="/otwarte-dane">otwarte dane</a>.
      </p>
      <p>
        Dane każdego zestawienia można pobrać w dwóch postaciach.{' '}
        <strong>CSV dla arkusza kalkulacyjnego</strong> (Excel, LibreOffice w polskiej wersji językowej) ma
        kolumny rozdzielone średnikiem i przecinek dziesiętny: otwiera się od razu w kolumnach, a liczby
        pozostają liczbami. <strong>CSV dla programów</strong> ma kolumny rozdzielone przecinkiem i kropkę
        dziesiętną (format RFC 4180), do dalszego przetwarzania.
      </p>
      <StatisticsFilters filters={filters} options={data?.options} onApply={apply} />
      {statistics.isError ? (
        <div className="notice notice--error" role="alert">
          <p>Nie udało się pobrać statystyk. {errorText(statistics.error)}</p>
          {isApiError(statistics.error) && Object.keys(statistics.error.errors).length > 0 ? (
            <ul>
              {Object.values(statistics.error.errors)
                .flat()
                .map((message) => (
                  <li key={String(message)}>{String(message)}</li>
                ))}
            </ul>
          ) : null}
        </div>
      ) : !data ? (
        <LoadingText />
      ) : (
        <div aria-busy={statistics.isPlaceholderData}>
          <p className="field__hint">Stan na {formatDateTime(data.asOf)}.</p>
          <Totals totals={data.totals} />
          <StatisticsSections data={data} filters={filters} />
        </div>
      )}
    </article>
  );
}

function Totals({ totals }: { totals: Indicators }) {
  const items = [
    ['Opublikowane ogłoszenia', count(totals.announcements)],
    ['Rozstrzygnięte z opublikowanym rozstrzygnięciem', count(totals.resolved)],
    ['Odsetek rozstrzygniętych z jedną ofertą', percent(totals.singleOfferRate)],
    ['Średnia liczba ofert na część', decimal(totals.meanOffersPerPart)],
    ['Odsetek ogłoszeń z terminem krótszym niż minimalny', percent(totals.shortPeriodShare)],
  ] as const;
  return (
    <dl className="statistics-totals">
      {items.map(([label, value]) => (
        <div key={label} className="statistics-totals__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
