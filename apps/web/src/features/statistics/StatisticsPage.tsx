import { Trans, useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor } from '../../components/ui/Anchor.tsx';
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
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'statistics.document-title', message: 'statystyki' }), {
    description: i18n._({
      id: 'statistics.description',
      message:
        'Wskaźniki konkurencyjności zamówień w Bazie Konkurencyjności: ogłoszenia w miesiącach, województwach i działach CPV, odsetek postępowań z jedną ofertą i średnia liczba ofert.',
    }),
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
      <Breadcrumbs trail={[]} current={i18n._({ id: 'statistics.title', message: 'Statystyki' })} />
      <h1>
        <Trans id="statistics.title" message="Statystyki" />
      </h1>
      <p>
        <Trans
          id="statistics.intro"
          message="Wskaźniki konkurencyjności zamówień ogłoszonych w Bazie Konkurencyjności, liczone z danych publicznych: opublikowanych ogłoszeń i opublikowanych rozstrzygnięć. Oferty liczą się dopiero wtedy, gdy zamawiający opublikuje rozstrzygnięcie. Wskaźniki wzorowane są na <0>tablicy wyników jednolitego rynku (Single Market Scoreboard)</0> Komisji Europejskiej i serwisie <1>opentender.eu</1>. Te same dane są dostępne jako <2>otwarte dane</2>."
          components={{
            0: (
              <Anchor href="https://single-market-economy.ec.europa.eu/single-market/scoreboard/performance_per_policy_area/public-procurement_en" />
            ),
            1: <Anchor href="https://opentender.eu/" />,
            2: <Link to="/otwarte-dane" />,
          }}
        />
      </p>
      <p>
        <Trans
          id="statistics.csv-forms"
          message="Dane każdego zestawienia można pobrać w dwóch postaciach. <0>CSV dla arkusza kalkulacyjnego</0> (Excel, LibreOffice w polskiej wersji językowej) ma kolumny rozdzielone średnikiem i przecinek dziesiętny: otwiera się od razu w kolumnach, a liczby pozostają liczbami. <1>CSV dla programów</1> ma kolumny rozdzielone przecinkiem i kropkę dziesiętną (format RFC 4180), do dalszego przetwarzania."
          components={{ 0: <strong />, 1: <strong /> }}
        />
      </p>
      <StatisticsFilters filters={filters} options={data?.options} onApply={apply} />
      {statistics.isError ? (
        <div className="notice notice--error" role="alert">
          <p>
            <Trans id="statistics.failed" message="Nie udało się pobrać statystyk." />{' '}
            {errorText(statistics.error)}
          </p>
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
          <p className="field__hint">
            <Trans
              id="statistics.as-of"
              message="Stan na {date}."
              values={{ date: formatDateTime(data.asOf) }}
            />
          </p>
          <Totals totals={data.totals} />
          <StatisticsSections data={data} filters={filters} />
        </div>
      )}
    </article>
  );
}

function Totals({ totals }: { totals: Indicators }) {
  const { i18n } = useLingui();
  const items = [
    [
      i18n._({ id: 'statistics.totals.announcements', message: 'Opublikowane ogłoszenia' }),
      count(totals.announcements),
    ],
    [
      i18n._({
        id: 'statistics.totals.resolved',
        message: 'Rozstrzygnięte z opublikowanym rozstrzygnięciem',
      }),
      count(totals.resolved),
    ],
    [
      i18n._({ id: 'statistics.totals.single-offer', message: 'Odsetek rozstrzygniętych z jedną ofertą' }),
      percent(totals.singleOfferRate),
    ],
    [
      i18n._({ id: 'statistics.mean-offers', message: 'Średnia liczba ofert na część' }),
      decimal(totals.meanOffersPerPart),
    ],
    [
      i18n._({
        id: 'statistics.totals.short-period',
        message: 'Odsetek ogłoszeń z terminem krótszym niż minimalny',
      }),
      percent(totals.shortPeriodShare),
    ],
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
