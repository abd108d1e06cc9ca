import { type FavoriteSort, favoriteSorts } from '@bk/contracts/newsletter/newsletter';
import { Trans, useLingui } from '@lingui/react';
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
  favoriteSortNames,
  favoritesApiQuery,
  favoritesCountText,
  favoritesHref,
  favoritesListDefaults,
} from './favorites-params.ts';
import { newsletterText } from './newsletter-messages.ts';
import { SecretFeed } from './SecretFeed.tsx';

const CALENDAR_FEED = '/api/feeds/calendar';

/**
 * The Ulubione tab (spec 2 section 2.10): 'Lista ulubionych ogłoszeń' with sort, filters, 20 per page
 * and the count; its state in the address beside `sekcja=ulubione`. A favourite removed here leaves
 * the list (loaded again; the menu badges are refreshed by the toggle).
 */
export function FavoritesTab() {
  const { i18n } = useLingui();
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
      failure={i18n._({
        id: 'newsletter.favourites.failed',
        message: 'Nie udało się pobrać ulubionych ogłoszeń.',
      })}
      isEmpty={(data) => data.ogloszenia.length === 0}
      empty={
        <p className="notice" role="status">
          {newsletterText(i18n, 'favoritesEmpty')}
        </p>
      }
    >
      {(data) => (
        <>
          <p className="list-summary" role="status">
            {favoritesCountText(i18n, data.meta.total)}
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
            label={i18n._({
              id: 'newsletter.favourites.pages',
              message: 'Strony listy ulubionych ogłoszeń',
            })}
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <section className="newsletter-favorites" aria-labelledby={headingId} aria-busy={list.isFetching}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {newsletterText(i18n, 'favoritesHeading')}
      </h2>
      <IgnoredParamsNotice ignored={read.ignored} />
      <div className="toolbar">
        <SelectField
          label={i18n._({ id: 'newsletter.sort', message: 'Sortuj' })}
          options={favoriteSorts.map((sort) => ({
            value: sort,
            label: i18n._(favoriteSortNames[sort as FavoriteSort]),
          }))}
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
        <h3 id={`${headingId}-calendar`}>
          <Trans id="newsletter.calendar.heading" message="Kalendarz terminów" />
        </h3>
        <p>
          <Trans
            id="newsletter.calendar.text"
            message="Terminy składania ofert ulubionych ogłoszeń i ogłoszeń, w których masz ofertę, możesz śledzić w swoim kalendarzu (iCalendar) pod prywatnym adresem."
          />
        </p>
        <SecretFeed
          path={CALENDAR_FEED}
          what={i18n._({ id: 'newsletter.feed.calendar', message: 'kalendarza' })}
          onMessage={showFlash}
        />
      </section>
      {content}
    </section>
  );
}
