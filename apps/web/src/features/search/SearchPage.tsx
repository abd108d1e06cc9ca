import { warsawToday } from '@bk/contracts/common/warsaw-time';
import { type SearchSort, searchSorts } from '@bk/contracts/search/search-texts';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { SelectField } from '../../components/form/SelectField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { IgnoredParamsNotice } from '../../components/ui/IgnoredParamsNotice.tsx';
import { apiUrl } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { type ListState, PAGE_PARAM, writeListParams } from '../../lib/list-params.ts';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { useSession } from '../../lib/session.tsx';
import { useFlashMessage } from '../../lib/use-flash-message.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { ArchiveSearchForm } from './ArchiveSearchForm.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SearchResults } from './SearchResults.tsx';
import { useSearchFilterDictionaries, useSearchResults } from './search-api.ts';
import {
  activeFilterCount,
  archiveFields,
  criteriaFromFilters,
  filtersFromCriteria,
  type SearchCriteria,
  searchApiQuery,
  searchListDefaults,
} from './search-params.ts';

// Loaded when it is opened: the filters (react-aria dialog, CPV and locality pickers) are not needed for
// the page's first paint.
const FilterDialog = lazy(async () => ({ default: (await import('./FilterDialog.tsx')).FilterDialog }));

export const SEARCH_PATH = '/ogloszenia/szukaj';

/** The sorts' names (contracts' searchSortLabels) in the interface's language. */
const sortLabels: Record<SearchSort, MessageDescriptor> = {
  default: /*i18n*/ { id: 'search.sort.default', message: 'Domyślnie' },
  publicationDate: /*i18n*/ { id: 'search.sort.publication', message: 'Po dacie publikacji ogłoszeń' },
  submissionDeadline: /*i18n*/ { id: 'search.sort.deadline', message: 'Po terminie składania ofert' },
};

/** The address's parameters but the text and the page: what a new search text keeps (no script). */
function keptParams(state: ListState): [string, string][] {
  const params = new URLSearchParams(writeListParams({ ...state, page: 1 }));
  return [...params].filter(([name]) => name !== 'q' && name !== PAGE_PARAM && name !== 'attachments');
}

/** /ogloszenia/szukaj: the announcement search, its whole state in the address (spec 1 section 2). */
export function SearchPage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'search.title', message: 'wyszukiwarka' }));
  const session = useSession();
  const [state, change, ignored] = useListParams(searchListDefaults);
  const criteria = useMemo(() => criteriaFromFilters(state.filters), [state.filters]);
  const apiQuery = searchApiQuery(criteria, state, warsawToday);
  const result = useSearchResults(apiQuery);
  // The same search as an Atom feed (open data, decision 0036): its first page, whatever page is shown.
  const { page: _page, ...feedQuery } = apiQuery;
  const feedHref = apiUrl('/api/feeds/search.atom', feedQuery);
  const dictionaries = useSearchFilterDictionaries();
  const settings = usePublicSettings();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [flash, showFlash] = useFlashMessage();
  const count = activeFilterCount(criteria);

  const apply = (next: SearchCriteria) => change({ filters: filtersFromCriteria(next) });
  const provinceName = (code: string) =>
    dictionaries.data?.locationId.find((v) => v.kod === code)?.nazwa ?? code;

  return (
    <section className="search-page">
      <h1>
        <Trans id="search.heading" message="Wyszukiwarka ogłoszeń" />
      </h1>
      <IgnoredParamsNotice ignored={ignored} />
      <SearchBox
        key={criteria.q}
        initial={criteria.q}
        onSearch={(q) => apply({ ...criteria, q })}
        keep={keptParams(state)}
        attachments={criteria.attachments}
        onAttachments={(attachments) => apply({ ...criteria, attachments })}
      />
      <div className="search-page__toolbar">
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
          <Trans id="search.filters" message="Filtry" />
          {count > 0 ? (
            <>
              {' '}
              <span className="filter-count">{count}</span>
              <span className="visually-hidden">
                {' '}
                <Trans id="search.filters.count" message="– liczba aktywnych filtrów" />
              </span>
            </>
          ) : null}
        </Button>
        <SelectField
          label={i18n._({ id: 'search.sort', message: 'Sortuj wyniki wyszukiwania' })}
          options={searchSorts.map((sort) => ({
            value: sort,
            label: i18n._(sortLabels[sort as SearchSort]),
          }))}
          value={state.sort}
          onChange={(event) => change({ sort: event.target.value })}
        />
      </div>
      <p className="search-page__feed">
        <a href={feedHref} type="application/atom+xml">
          <Trans id="search.feed" message="Subskrybuj wyniki (Atom)" />
        </a>
      </p>
      <p className="flash" role="status">
        {flash}
      </p>
      <SearchResults
        result={result}
        page={state.page}
        limit={state.limit}
        hrefFor={(page) => `${SEARCH_PATH}?${writeListParams({ ...state, page })}`}
        signedIn={session.status === 'authenticated'}
        onMessage={showFlash}
      />
      {settings ? (
        <ArchiveSearchForm
          action={settings.archiveSearchUrl}
          fields={archiveFields(criteria, provinceName)}
        />
      ) : null}
      {filtersOpen ? (
        <Suspense fallback={null}>
          <FilterDialog
            initial={criteria}
            dictionaries={{ data: dictionaries.data, error: dictionaries.error }}
            onClose={() => setFiltersOpen(false)}
            onApply={(next) => {
              setFiltersOpen(false);
              apply(next);
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
