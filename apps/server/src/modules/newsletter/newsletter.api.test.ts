import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndPublish, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, signInAs } from '../../../test/api-client.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let refs: Refs;
let jan: string;
let piotr: string;
let agnieszka: string;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  ({ jan, piotr, agnieszka } = await signInAs(server, 'jan', 'piotr', 'agnieszka'));
});
/** Moves the server clock a day on; the sessions have expired by then, so everyone signs in again. */
async function nextDay() {
  server.clock.advance(DAY);
  ({ jan, piotr, agnieszka } = await signInAs(server, 'jan', 'piotr', 'agnieszka'));
}

afterAll(async () => {
  server.clock.reset();
  await server.close();
});

const criteria = (overrides: Record<string, unknown> = {}) => ({
  advertiser_identification_number: null,
  programme_ids: [],
  category_id: null,
  subcategory_id: null,
  cpv_item_ids: [],
  fulfillment_place_codes: [],
  ...overrides,
});
const create = (token: string, modal: Record<string, unknown>, enabled = true) =>
  call(server, 'POST', '/api/newsletter-filters', { token, body: { enabled, modal_settings: modal } });
const results = (token: string, query: string) =>
  call(server, 'GET', `/api/announcements?mode=newsletter&${query}`, { token });

describe('newsletter filters', () => {
  it('belong to their user: others get 404, visitors 401', async () => {
    const made = await create(
      piotr,
      criteria({ cpv_item_ids: [refs.cpv.id], fulfillment_place_codes: [refs.localityId, '12'] }),
    );
    expect(made.status).toBe(200);
    const filter = made.body.data.newsletter_filter;
    expect(filter).toMatchObject({ enabled: true, criteria_count: 3 });
    expect(filter.labels.cpv_items[0]).toMatchObject({ code: '30213100-6' });
    expect(filter.labels.places.map((p: { name: string }) => p.name)).toEqual([
      expect.stringContaining('Kraków'),
      'woj. małopolskie',
    ]);
    const id = filter.id;
    const mine = await call(server, 'GET', '/api/newsletter-filters', { token: piotr });
    expect(mine.body.data.newsletter_filters.map((f: { id: number }) => f.id)).toContain(id);
    const theirs = await call(server, 'GET', '/api/newsletter-filters', { token: agnieszka });
    expect(theirs.body.data.newsletter_filters.map((f: { id: number }) => f.id)).not.toContain(id);
    const body = { enabled: false, modal_settings: criteria({ category_id: refs.categoryId }) };
    for (const [method, path, b] of [
      ['PUT', `/api/newsletter-filters/${id}`, body],
      ['PUT', `/api/newsletter-filters/${id}/enabled`, { enabled: false }],
      ['DELETE', `/api/newsletter-filters/${id}`, undefined],
    ] as const) {
      const other = await call(server, method, path, { token: agnieszka, body: b });
      expect(other.status, `${method} ${path}`).toBe(404);
      expect((await call(server, method, path, { body: b })).status).toBe(401);
    }
    // Nothing changed.
    const again = await call(server, 'GET', '/api/newsletter-filters', { token: piotr });
    expect(again.body.data.newsletter_filters.find((f: { id: number }) => f.id === id)).toEqual(filter);
    expect((await call(server, 'GET', '/api/newsletter-filters')).status).toBe(401);
    // The owner switches, changes and deletes it.
    const off = await call(server, 'PUT', `/api/newsletter-filters/${id}/enabled`, {
      token: piotr,
      body: { enabled: false },
    });
    expect(off.body.data.newsletter_filter.enabled).toBe(false);
    const changed = await call(server, 'PUT', `/api/newsletter-filters/${id}`, { token: piotr, body });
    expect(changed.body.data.newsletter_filter).toMatchObject({
      criteria_count: 1,
      labels: { category: expect.any(String) },
    });
    expect((await call(server, 'DELETE', `/api/newsletter-filters/${id}`, { token: piotr })).status).toBe(
      200,
    );
    expect((await call(server, 'DELETE', `/api/newsletter-filters/${id}`, { token: piotr })).status).toBe(
      404,
    );
  });

  it('refuses a filter without criteria, with unknown values or over the limits', async () => {
    const count = async () =>
      (await call(server, 'GET', '/api/newsletter-filters', { token: agnieszka })).body.data
        .newsletter_filters.length;
    const before = await count();
    const none = await create(agnieszka, criteria());
    expect(none.status).toBe(422);
    expect(none.body.errors['modal_settings.modal_settings'] ?? none.body.errors.modal_settings).toEqual([
      'Wybierz co najmniej jedno kryterium.',
    ]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cpv_item_ids: [999_999_999] }, 'modal_settings.cpv_item_ids', 'Nie znaleziono wybranego kodu CPV.'],
      [
        { programme_ids: [999_999_999] },
        'modal_settings.programme_ids',
        'Nie znaleziono wybranego programu.',
      ],
      [{ category_id: 999_999_999 }, 'modal_settings.category_id', 'Nie znaleziono wybranej kategorii.'],
      [
        { category_id: refs.subcategoryId },
        'modal_settings.category_id',
        'Nie znaleziono wybranej kategorii.',
      ],
      [
        { category_id: refs.worksCategoryId, subcategory_id: refs.subcategoryId },
        'modal_settings.subcategory_id',
        'Podkategoria musi należeć do wybranej kategorii.',
      ],
      [
        { fulfillment_place_codes: ['99'] },
        'modal_settings.fulfillment_place_codes',
        'Nie znaleziono wybranego miejsca realizacji.',
      ],
      [
        { fulfillment_place_codes: ['9999999'] },
        'modal_settings.fulfillment_place_codes',
        'Nie znaleziono wybranego miejsca realizacji.',
      ],
    ];
    for (const [modal, field, message] of cases) {
      const refused = await create(agnieszka, criteria(modal));
      expect(refused.status, JSON.stringify(modal)).toBe(422);
      expect(refused.body.errors[field], JSON.stringify(refused.body)).toEqual([message]);
    }
    const tooMany = await create(
      agnieszka,
      criteria({ cpv_item_ids: Array.from({ length: 51 }, (_, i) => i + 1) }),
    );
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.body.errors)).toContain('Możesz wybrać maksymalnie 50 kodów CPV.');
    const places = await create(
      agnieszka,
      criteria({ fulfillment_place_codes: Array.from({ length: 51 }, () => '12') }),
    );
    expect(places.status).toBe(422);
    for (const bad of ['a\u0000b', 'x'.repeat(5000), 12]) {
      const refused = await create(agnieszka, criteria({ advertiser_identification_number: bad }));
      expect([400, 422]).toContain(refused.status);
    }
    expect(await count()).toBe(before);
    // Twenty at most.
    for (let i = before; i < 20; i++)
      expect((await create(agnieszka, criteria({ fulfillment_place_codes: ['12'] }))).status).toBe(200);
    const over = await create(agnieszka, criteria({ fulfillment_place_codes: ['12'] }));
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Możesz zapisać maksymalnie 20 filtrów.');
    expect(await count()).toBe(20);
  });
});

describe('a day of the newsletter', () => {
  it('shows yesterday’s new and changed announcements matching an enabled filter, as the search would', async () => {
    const filters = (await call(server, 'GET', '/api/newsletter-filters', { token: piotr })).body.data
      .newsletter_filters;
    for (const f of filters)
      await call(server, 'DELETE', `/api/newsletter-filters/${f.id}`, { token: piotr });
    const kept = await create(
      piotr,
      criteria({ cpv_item_ids: [refs.cpv.id], fulfillment_place_codes: [refs.localityId] }),
    );
    const other = await create(piotr, criteria({ category_id: refs.worksCategoryId }));
    expect([kept.status, other.status]).toEqual([200, 200]);
    const janFilter = await create(jan, criteria({ programme_ids: [], fulfillment_place_codes: ['12'] }));
    expect(janFilter.status).toBe(200);

    const fresh = await createAndPublish(
      server,
      jan,
      validContent(refs, { title: 'Komputery dla szkoły w Krakowie' }),
      20,
    );
    const changed = await createAndPublish(
      server,
      jan,
      validContent(refs, { title: 'Drukarki do biura' }),
      20,
    );
    // Today's are not in yesterday's results yet.
    const today = await results(piotr, 'day=1&newsletter_status=new');
    expect(
      today.body.data.advertisements.map((a: { advertisement: { id: number } }) => a.advertisement.id),
    ).not.toContain(fresh);

    await nextDay();
    // The next day 'changed' is cancelled: a status change.
    expect((await call(server, 'POST', `/api/announcements/${changed}/cancel`, { token: jan })).status).toBe(
      200,
    );
    const day1 = await results(piotr, 'day=1&newsletter_status=new&page=1&limit=5');
    expect(day1.status).toBe(200);
    const ids = day1.body.data.advertisements.map(
      (a: { advertisement: { id: number } }) => a.advertisement.id,
    );
    expect(ids).toEqual(expect.arrayContaining([fresh, changed]));
    const item = day1.body.data.advertisements.find(
      (a: { advertisement: { id: number } }) => a.advertisement.id === fresh,
    );
    expect(item).toMatchObject({
      title: 'Komputery dla szkoły w Krakowie',
      is_mine: false,
      favorite: false,
      advertiser_address_details: { name: expect.any(String) },
      fulfillment_place: expect.stringContaining('Kraków'),
    });
    expect(day1.body.data.meta.counts.new).toBeGreaterThanOrEqual(2);
    // The author sees it as his own.
    const own = await results(jan, 'day=1&newsletter_status=new');
    expect(
      own.body.data.advertisements.find(
        (a: { advertisement: { id: number } }) => a.advertisement.id === fresh,
      ),
    ).toMatchObject({ is_mine: true });
    // A filter switched off finds nothing; one that matches nothing finds nothing.
    await call(server, 'PUT', `/api/newsletter-filters/${kept.body.data.newsletter_filter.id}/enabled`, {
      token: piotr,
      body: { enabled: false },
    });
    const off = await results(piotr, 'day=1&newsletter_status=new');
    expect(
      off.body.data.advertisements.map((a: { advertisement: { id: number } }) => a.advertisement.id),
    ).not.toContain(fresh);
    // A day without results still says which day it is and both counts (issue 30 item 13).
    expect(off.body.data.meta).toEqual({
      total: 0,
      page: 1,
      last_page: 1,
      counts: { new: 0, updated: expect.any(Number) },
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    await call(server, 'PUT', `/api/newsletter-filters/${kept.body.data.newsletter_filter.id}/enabled`, {
      token: piotr,
      body: { enabled: true },
    });

    // Two days on, the status change of yesterday is under ZAKTUALIZOWANE, the first day under 'the day before'.
    await nextDay();
    const updated = await results(piotr, 'day=1&newsletter_status=updated');
    expect(
      updated.body.data.advertisements.map((a: { advertisement: { id: number } }) => a.advertisement.id),
    ).toContain(changed);
    expect(updated.body.data.meta.counts.updated).toBeGreaterThanOrEqual(1);
    const dayBefore = await results(piotr, 'day=2&newsletter_status=new');
    expect(
      dayBefore.body.data.advertisements.map((a: { advertisement: { id: number } }) => a.advertisement.id),
    ).toContain(fresh);
    // Agnieszka's filters (voivodeship 12) find them too; anonymous visitors get nothing.
    expect((await results('', 'day=1')).status).toBe(401);
    // Bad parameters fall back to their defaults.
    expect((await results(piotr, 'day=9&newsletter_status=x&limit=500')).status).toBe(200);
  });
});

describe('favourites list', () => {
  it('lists only the user’s favourites, with their filters and paging', async () => {
    const id = await createAndPublish(
      server,
      jan,
      validContent(refs, { title: 'Meble biurowe ulubione' }),
      20,
    );
    await call(server, 'POST', `/api/favorite-announcements/${id}`, { token: piotr });
    const list = await call(server, 'GET', '/api/announcements?mode=favorites', { token: piotr });
    expect(list.status).toBe(200);
    expect(list.body.data.advertisements.map((a: { id: number }) => a.id)).toContain(id);
    expect(list.body.data.advertisements.find((a: { id: number }) => a.id === id)).toMatchObject({
      hidden: false,
      title: 'Meble biurowe ulubione',
    });
    const filtered = await call(server, 'GET', '/api/announcements?mode=favorites&title=nieistnieje', {
      token: piotr,
    });
    expect(filtered.body.data).toMatchObject({ advertisements: [], meta: { total: 0 } });
    const others = await call(server, 'GET', '/api/announcements?mode=favorites', { token: agnieszka });
    expect(others.body.data.advertisements.map((a: { id: number }) => a.id)).not.toContain(id);
    expect((await call(server, 'GET', '/api/announcements?mode=favorites')).status).toBe(401);
  });
});

describe('the N of favourites', () => {
  it('marks a favourite that changes status, counts it in the menu, hides it with notifications off', async () => {
    const id = await createAndPublish(server, jan, validContent(refs, { title: 'Ulubione ze zmianą' }), 20);
    await call(server, 'POST', `/api/favorite-announcements/${id}`, { token: agnieszka });
    const menu = async () =>
      (await call(server, 'GET', '/api/badge/menu', { token: agnieszka })).body.data
        .favorite_advertisement_badge_count;
    const before = await menu();
    expect((await call(server, 'POST', `/api/announcements/${id}/cancel`, { token: jan })).status).toBe(200);
    expect(await menu()).toBe(before + 1);
    const list = await call(server, 'GET', '/api/announcements?mode=favorites', { token: agnieszka });
    expect(list.body.data.advertisements.find((a: { id: number }) => a.id === id)).toMatchObject({
      badge: true,
    });
    // Not for someone who does not keep it.
    const piotrList = await call(server, 'GET', '/api/announcements?mode=favorites', { token: piotr });
    expect(piotrList.body.data.advertisements.map((a: { id: number }) => a.id)).not.toContain(id);
    // Notifications off: no 'N' in the menu, nor in the favourites list or the announcement's own view
    // (issue 30 item 13); on again: back.
    await call(server, 'PUT', '/api/notifications/NOTIFICATIONS', {
      token: agnieszka,
      body: { enabled: false },
    });
    expect(await menu()).toBe(0);
    const hidden = await call(server, 'GET', '/api/announcements?mode=favorites', { token: agnieszka });
    expect(hidden.body.data.advertisements.find((a: { id: number }) => a.id === id)).toMatchObject({
      badge: false,
    });
    const view = await call(server, 'GET', `/api/announcements/${id}`, { token: agnieszka });
    expect(JSON.stringify(view.body.data)).not.toMatch(/"(badge|is_new|new_mark)":true/);
    await call(server, 'PUT', '/api/notifications/NOTIFICATIONS', {
      token: agnieszka,
      body: { enabled: true },
    });
    expect(await menu()).toBe(before + 1);
    // Seen: the mark goes.
    await call(server, 'DELETE', `/api/badge/advertisement/${id}`, { token: agnieszka });
    expect(await menu()).toBe(before);
  });
});

describe('notification settings and opt-out', () => {
  it('start all on, switch per user, and a token switches its own user off once', async () => {
    const start = await call(server, 'GET', '/api/notifications', { token: agnieszka });
    expect(start.body.data.notifications.enabled).toBe(true);
    expect(
      start.body.data.groups
        .flatMap((g: { items: { enabled: boolean }[] }) => g.items)
        .every((i: { enabled: boolean }) => i.enabled),
    ).toBe(true);
    expect(start.body.data.groups.map((g: { type: string }) => g.type)).toEqual([
      'MY_ADVERTISEMENT',
      'ADVERTISEMENT_WITH_MY_OFFER',
      'FAVORITE_ADVERTISEMENTS',
    ]);
    const one = await call(server, 'PUT', '/api/notifications/FAVORITE_ADVERTISEMENT_STATUS', {
      token: agnieszka,
      body: { enabled: false },
    });
    expect(
      one.body.data.groups[2].items.find((i: { type: string }) => i.type === 'FAVORITE_ADVERTISEMENT_STATUS')
        .enabled,
    ).toBe(false);
    expect(
      (await call(server, 'GET', '/api/notifications', { token: piotr })).body.data.groups[2].items[1]
        .enabled,
    ).toBe(true);
    // An unknown type is an unknown address (404).
    expect(
      (
        await call(server, 'PUT', '/api/notifications/UNKNOWN', {
          token: agnieszka,
          body: { enabled: false },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(server, 'PUT', '/api/notifications/NOTIFICATIONS', { body: { enabled: false } })).status,
    ).toBe(401);

    const token = (
      await call(server, 'POST', '/api/test/opt-out-token', {
        body: { email: 'agnieszka.wojcik@bk.example' },
      })
    ).body.data.token;
    expect(token).toMatch(/^[\w-]{40,}$/);
    // The token is kept hashed only.
    const stored = await server.database.db.selectFrom('opt_out_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
    // Wrong tokens change nothing.
    for (const wrong of ['x', `${token}x`, 'a'.repeat(300)]) {
      const refused = await call(server, 'POST', `/api/notifications/opt-out/${encodeURIComponent(wrong)}`);
      expect([404, 414, 422]).toContain(refused.status);
    }
    expect(
      (await call(server, 'GET', '/api/notifications', { token: agnieszka })).body.data.notifications.enabled,
    ).toBe(true);
    const done = await call(server, 'POST', `/api/notifications/opt-out/${token}`);
    expect(done.status).toBe(200);
    expect(
      (await call(server, 'GET', '/api/notifications', { token: agnieszka })).body.data.notifications.enabled,
    ).toBe(false);
    const filters = (await call(server, 'GET', '/api/newsletter-filters', { token: agnieszka })).body.data
      .newsletter_filters;
    expect(filters.every((f: { enabled: boolean }) => !f.enabled)).toBe(true);
    // Piotr's are untouched; the token is used up.
    expect(
      (await call(server, 'GET', '/api/notifications', { token: piotr })).body.data.notifications.enabled,
    ).toBe(true);
    const reused = await call(server, 'POST', `/api/notifications/opt-out/${token}`);
    expect(reused.status).toBe(404);
    expect(reused.body.message).toBe(
      'Link do wyłączenia newslettera i powiadomień jest nieprawidłowy lub został już użyty.',
    );
  });
});
