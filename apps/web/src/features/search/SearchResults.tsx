import { SEARCH_PAGE_SIZE, searchMessages } from '@bk/contracts/search/search-texts';
import { useLingui } from '@lingui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoading } from '../../components/ui/LoadingText.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { StaticPart } from '../../components/ui/StaticPart.tsx';
import { type ApiError, isApiError } from '../../lib/api-error.ts';
import { ResultItem } from './ResultItem.tsx';
import type { SearchAnswer } from './search-api.ts';

/** 'Nie udało się wyszukać ogłoszeń. {reason}' with the field messages of a refused query (spec 1 section 8). */
export function failureText(error: Error): string {
  const details = isApiError(error) ? Object.values((error as ApiError).errors).flat() : [];
  return [searchMessages.failed, error.message, ...details].join(' ');
}

type Props = {
  result: UseQueryResult<SearchAnswer, Error>;
  page: number;
  limit: number;
  hrefFor: (page: number) => string;
  signedIn: boolean;
  onMessage: (text: string) => void;
};

/** 'około' (about) from a page's worth of results or an estimated total, as foundText says it. */
const aboutOf = (total: number, approximate: boolean) =>
  total >= SEARCH_PAGE_SIZE || approximate ? 'yes' : 'no';

/** 'Znaleziono [około ]N ogłoszeń' (contracts' foundText), its plural by the page's language; or none found. */
function FoundText({ total, approximate, shown }: { total: number; approximate: boolean; shown: number }) {
  const { i18n } = useLingui();
  if (shown === 0 && total === 0)
    return i18n._({
      id: 'search.empty',
      message: 'Nie znaleziono ogłoszeń spełniających kryteria wyszukiwania.',
    });
  return i18n._({
    id: 'search.found',
    message:
      '{about, select, yes {Znaleziono około {count, plural, one {# ogłoszenie} few {# ogłoszenia} many {# ogłoszeń} other {# ogłoszenia}}} other {Znaleziono {count, plural, one {# ogłoszenie} few {# ogłoszenia} many {# ogłoszeń} other {# ogłoszenia}}}}',
    values: { count: total, about: aboutOf(total, approximate) },
  });
}

/** The results: count heading, the list, paging; or the loading, empty or failure message. */
export function SearchResults({ result, page, limit, hrefFor, signedIn, onMessage }: Props) {
  const { i18n } = useLingui();
  if (result.isPending)
    return <PageLoading text={i18n._({ id: 'search.loading', message: 'Trwa wyszukiwanie...' })} />;
  if (result.isError)
    return (
      <p className="notice notice--error" role="alert">
        {i18n.locale === 'pl'
          ? failureText(result.error)
          : [
              i18n._({ id: 'search.failed', message: 'Nie udało się wyszukać ogłoszeń.' }),
              result.error.message,
            ].join(' ')}
      </p>
    );
  const { ogloszenia, meta } = result.data;
  // An estimated total may fall short of what is there: a full page always offers the next one.
  const lastPage =
    meta.approximate && ogloszenia.length === limit ? Math.max(meta.lastPage, meta.page + 1) : meta.lastPage;
  return (
    <section
      className="search-results"
      aria-labelledby="search-results-heading"
      aria-busy={result.isFetching}
    >
      <div role="status">
        {/* Text only (issue 48); its number is formatted inside, when the part is drawn: a first number
            formatted loads the browser's number data, tens of milliseconds on a phone. */}
        <StaticPart
          as="h2"
          id="search-results-heading"
          className="search-results__heading"
          drawnFrom={[i18n.locale, meta.total, meta.approximate, ogloszenia.length]}
        >
          <FoundText total={meta.total} approximate={meta.approximate} shown={ogloszenia.length} />
        </StaticPart>
      </div>
      {ogloszenia.length > 0 ? (
        // A visitor's results have nothing to hydrate (a signed-in user's have favourite toggles).
        <StaticPart
          as="ul"
          className="card-list search-results__list"
          drawnFrom={[i18n.locale, ogloszenia]}
          live={signedIn}
        >
          {ogloszenia.map((item) => (
            <ResultItem key={item.id} item={item} signedIn={signedIn} onMessage={onMessage} />
          ))}
        </StaticPart>
      ) : null}
      <Pagination
        page={page}
        lastPage={lastPage}
        hrefFor={hrefFor}
        label={i18n._({ id: 'search.pages', message: 'Strony wyników wyszukiwania' })}
      />
    </section>
  );
}
