import { type FavoriteSort, favoriteSortLabels, favoriteSorts } from '@bk/contracts/newsletter/newsletter';
import { newsletterMessages as M } from '@bk/contracts/newsletter/newsletter-texts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SelectField } from '../../components/form/SelectField.tsx';
import { IgnoredParamsNotice } from '../../components/ui/IgnoredParamsNotice.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryContent } from '../../components/ui/QueryContent.tsx';
import { type ListState, readListParams, updateListState, writeListParams } from '../../lib/list-params.ts';
import { useFlashMessage } from '../../lib/use-flash-message.ts';
import { FavoriteCard } from './FavoriteCard.tsx';
import { FavoritesFilters } from './FavoritesFilters.tsx';
import { useFavorites, useFavoritesKey } from './favorites-api.ts';
import {
  favoriteFilters,
  favoritesApiQuery,
  favoritesCountText,
  favoritesHref,
  favoritesListDefaults,
} from './favorites-params.ts';
import { SecretFeed } from './SecretFeed.tsx';

const sortOptions = favoriteSorts.map((sort) => ({
  value: sort,
  label: favoriteSortLabels[sort as FavoriteSort],
}));

/**
 * The Ulubione tab (spec 2 section 2.10): 'Lista ulubionych ogłoszeń' with sort, filters, 20 per page
 * and the count; its state in the address beside `sekcja=ulubione`. A favourite removed here leaves
 * the list (loaded again; the menu badges are refreshed by the toggle).
 */
export function FavoritesTab() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const favoritesKey = useFavoritesKey();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [flash, showFlash] = useFlashMessage();
  const read = useMemo(() => readListParams(location.search, favoritesListDefaults), [location.search]);
  const state: ListState = useMemo(
    () => ({ page: read.page, sort: read.sort, limit: read.limit, filters: read.filters }),
    [read],
  );
  const list = useFavorites(favoritesApiQuery(state));
  const change = (patch: Partial<ListState>) => navigate(favoritesHref(updateListState(state, patch)));

  // A page emptied by removals (or an address past the end) goes to the list's last page.
  const lastPage = list.data && !list.isPlaceholderData ? Math.max(1, list.data.meta.lastPage) : null;
  useEffect(() => {
    if (lastPage !== null && state.page > lastPage)
      navigate(favoritesHref({ ...state, page: lastPage }), { replace: true });
  }, [lastPage, navigate, state]);

  const onFavoriteMessage = (text: string) => {
    showFlash(text);
    void queryClient.invalidateQueries({ queryKey: favoritesKey }).then(() => {
      // The removed item's button is gone with it: the list's heading takes the focus.
      if (!document.activeElement || document.activeElement === document.body) headingRef.current?.focus();
    });
  };

  const content = (
    <QueryContent
      query={list}
      failure="Nie udało się pobrać ulubionych ogłoszeń."
      isEmpty={(data) => data.ogloszenia.length === 0}
      empty={
        <p className="notice" role="status">
          {M.favoritesEmpty}
        </p>
      }
    >
      {(data) => (
        <>
          <p className="list-summary" role="status">
            {favoritesCountText(data.meta.total)}
          </p>
          <ul className="card-list announcement-list">
            {data.ogloszenia.map((item) => (
              <FavoriteCard
                key={item.id}
                item={item}
                onFavoriteMessage={onFavoriteMessage}
                onMessage={showFlash}
              />
            ))}
          </ul>
          <Pagination
            page={state.page}
            lastPage={data.meta.lastPage}
            hrefFor={(page) => favoritesHref({ ...state, page })}
            label="Strony listy ulubionych ogłoszeń"
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <section className="newsletter-favorites" aria-labelledby={headingId} aria-busy={list.isFetching}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {M.favoritesHeading}
      </h2>
      <IgnoredParamsNotice ignored={read.ignored} />
      <div className="toolbar">
        <SelectField
          label="Sortuj"
          options={sortOptions}
          value={state.sort}
          onChange={(event) => change({ sort: event.target.value })}
        />
      </div>
      <FavoritesFilters
        key={writeListParams({ ...state, page: 1 })}
        initial={favoriteFilters(state)}
        onSearch={(values) => change({ filters: values })}
      />
      <p className="flash" role="status">
        {flash}
      </p>
      <section className="newsletter-calendar" aria-labelledby={`${headingId}-calendar`}>
        <h3 id={`${headingId}-calendar`}>Kalendarz terminów</h3>
        <p>
          Terminy składania ofert ulubionych ogłoszeń i ogłoszeń, w których masz ofertę, możesz śledzić w
          swoim kalendarzu (iCalendar) pod prywatnym adresem.
        </p>
        <SecretFeed path="/api/feeds/calendar" what="kalendarza" onMessage={showFlash} />
      </section>
      {content}
    </section>
  );
}
