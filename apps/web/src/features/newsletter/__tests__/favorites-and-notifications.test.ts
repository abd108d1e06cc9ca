import { describe, expect, it } from 'vitest';
import { englishI18n, polishI18n } from '../../../lib/__tests__/polish-i18n.ts';
import { readListParams } from '../../../lib/list-params.ts';
import {
  favoriteFilters,
  favoritesApiQuery,
  favoritesCountText,
  favoritesHref,
  favoritesListDefaults,
} from '../favorites-params.ts';
import type { NotificationSettings } from '../newsletter-types.ts';
import { notificationRows, withNotification } from '../notification-rows.ts';

const read = (search: string) => readListParams(search, favoritesListDefaults);

describe('the favourites list address', () => {
  it('defaults to the newest favourites, 20 a page, and ignores the tab parameter', () => {
    const state = read('?sekcja=ulubione');
    expect(state).toMatchObject({ page: 1, sort: 'favoriteAdded_desc', limit: 20, filters: {}, ignored: [] });
    expect(favoritesApiQuery(state)).toEqual({
      mode: 'favorites',
      page: 1,
      limit: 20,
      sort: 'favoriteAdded_desc',
      title: undefined,
      number: undefined,
      status: undefined,
    });
  });

  it('keeps the tab in the address it writes and reads its filters back', () => {
    const href = favoritesHref({
      page: 2,
      sort: 'title_asc',
      limit: 20,
      filters: { tytul: 'drogi', numer: '', status: ['CLOSED', 'PUBLISHED'] },
    });
    expect(href.startsWith('/newsletter?sekcja=ulubione&')).toBe(true);
    const state = read(href.slice(href.indexOf('?')));
    expect(favoriteFilters(state)).toEqual({ tytul: 'drogi', numer: '', status: ['CLOSED', 'PUBLISHED'] });
    expect(favoritesApiQuery(state)).toMatchObject({
      page: 2,
      sort: 'title_asc',
      title: 'drogi',
      number: undefined,
      status: ['CLOSED', 'PUBLISHED'],
    });
  });

  it('names what the list cannot use: an unknown sort, a draft status', () => {
    const state = read('?sort=popular&status=draft,closed');
    expect(state.sort).toBe('favoriteAdded_desc');
    expect(favoriteFilters(state).status).toEqual(['CLOSED']);
    expect(state.ignored).toEqual([
      { name: 'sort', value: 'popular' },
      { name: 'status', value: 'draft' },
    ]);
  });

  it('counts with Polish plurals, and English ones on an English page', () => {
    const pl = polishI18n();
    expect(favoritesCountText(pl, 1)).toBe('Znaleziono 1 ogłoszenie');
    expect(favoritesCountText(pl, 3)).toBe('Znaleziono 3 ogłoszenia');
    expect(favoritesCountText(pl, 12)).toBe('Znaleziono 12 ogłoszeń');
    expect(favoritesCountText(pl, 22)).toBe('Znaleziono 22 ogłoszenia');
    const en = englishI18n(['bidder']);
    expect(favoritesCountText(en, 1)).toBe('1 announcement found');
    expect(favoritesCountText(en, 12)).toBe('12 announcements found');
  });
});

describe('the notification switches', () => {
  const settings: NotificationSettings = {
    notifications: { enabled: true },
    groups: [
      {
        typ: 'FAVORITE_ADVERTISEMENTS',
        items: [
          { typ: 'FAVORITE_ADVERTISEMENT_STATUS', enabled: false },
          { typ: 'FAVORITE_ADVERTISEMENT_CHANGED', enabled: true },
        ],
      },
      { typ: 'MY_ADVERTISEMENT', items: [{ typ: 'MY_ADVERTISEMENT_NEW_QUESTION', enabled: true }] },
      { typ: 'SOMETHING_ELSE', items: [{ typ: 'UNKNOWN', enabled: true }] },
    ],
  };

  it('follow the texts order with their labels, keeping only the types the server gave', () => {
    expect(notificationRows(settings)).toEqual([
      {
        type: 'MY_ADVERTISEMENT',
        label: 'Moje ogłoszenie',
        items: [
          { type: 'MY_ADVERTISEMENT_NEW_QUESTION', label: 'Nowe pytanie do ogłoszenia', enabled: true },
        ],
      },
      {
        type: 'FAVORITE_ADVERTISEMENTS',
        label: 'Ulubione ogłoszenia',
        items: [
          {
            type: 'FAVORITE_ADVERTISEMENT_CHANGED',
            label: 'Opublikowanie zmian w ogłoszeniu',
            enabled: true,
          },
          { type: 'FAVORITE_ADVERTISEMENT_STATUS', label: 'Zmiana statusu ogłoszenia', enabled: false },
        ],
      },
    ]);
  });

  it('show a change while it is saved: the master or one type', () => {
    expect(withNotification(settings, 'NOTIFICATIONS', false).notifications.enabled).toBe(false);
    const changed = withNotification(settings, 'FAVORITE_ADVERTISEMENT_STATUS', true);
    expect(changed.groups[0]?.items[0]).toEqual({ typ: 'FAVORITE_ADVERTISEMENT_STATUS', enabled: true });
    expect(changed.notifications.enabled).toBe(true);
    expect(settings.groups[0]?.items[0]?.enabled).toBe(false);
  });
});
