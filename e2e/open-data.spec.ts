import { apiCall, signInAt } from './support/announcements.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { results, SEARCH, settled } from './support/search.ts';
import { expect, test } from './support/test.ts';

/** Issue 36: the search's Atom feed and an announcement's deadline for a calendar, from their pages. */

test('the search offers its results as an Atom feed, with the same query', async ({ page }) => {
  await page.goto(`${SEARCH}?q=dostawa`);
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await settled(page);
  const shown = await results(page).count();
  const link = page.getByRole('link', { name: 'Subskrybuj wyniki (Atom)' });
  const href = (await link.getAttribute('href')) as string;
  expect(href).toMatch(/^\/api\/feeds\/search\.atom\?.*q=dostawa/);
  expect(href).not.toMatch(/[?&]page=/);
  const feed = await page.request.get(href);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const entries = (await feed.text()).match(/<entry>/g) ?? [];
  expect(entries.length).toBe(shown);
  await expectAccessible(page);
});

test('an announcement’s deadline is downloaded as a calendar event', async ({ page }) => {
  await page.goto(`${SEARCH}?q=dostawa`);
  const first = results(page).first().getByRole('link').first();
  const id = /\/ogloszenia\/(\d+)/.exec((await first.getAttribute('href')) ?? '')?.[1];
  await page.goto(`/ogloszenia/${id}`);
  const link = page.getByRole('link', { name: 'Dodaj termin do kalendarza' });
  await expect(link).toBeVisible();
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`termin-${id}.ics`);
  const text = await (await page.request.get(`/api/announcements/${id}/deadline.ics`)).text();
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  await expectAccessible(page);
});

test('the footer leads to the open data page, which leads to the API documentation, both accessible', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Stopka' }).getByRole('link', { name: 'Otwarte dane' }).click();
  await expect(page).toHaveURL(/\/otwarte-dane$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Otwarte dane' })).toBeVisible();
  await expect(page).toHaveTitle('Baza Konkurencyjności - otwarte dane');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'dokumentacji API' }).click();
  await expect(page).toHaveURL(/\/api\/docs\/ui\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumentacja API' })).toBeVisible();
  const openData = page.getByRole('region', { name: 'Otwarte dane' });
  await expect(
    openData.getByRole('heading', { level: 3 }).filter({ hasText: '/api/ocds/releases' }),
  ).toBeVisible();
  await expect(openData.getByText("curl '")).not.toHaveCount(0);
  await expect(page.locator('script')).toHaveCount(0);
  await expectAccessible(page);
  // The skip link reaches the content by keyboard.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Przejdź do treści' })).toBeFocused();
});

test('a bidder makes, renews and revokes the secret address of a filter’s feed and of the deadline calendar', async ({
  page,
}) => {
  const token = await signInAt(page, accounts.bidder2.email, '/newsletter');
  // A filter of the bidder's own, made through the API (the filter dialog has its own tests).
  const list = await apiCall(page, token, 'GET', '/api/newsletter-filters');
  for (const f of list.data.newsletter_filters)
    await apiCall(page, token, 'DELETE', `/api/newsletter-filters/${f.id}`);
  const made = await apiCall(page, token, 'POST', '/api/newsletter-filters', {
    enabled: true,
    modal_settings: { fulfillment_place_codes: ['14'] },
  });
  expect(made.status).toBe(200);
  await page.reload();
  const filter = page.locator('.newsletter-filter').first();
  await filter.getByRole('button', { name: 'Utwórz adres kanału Atom (Filtr 1)' }).click();
  const address = filter.getByRole('textbox', { name: 'Adres kanału Atom (Filtr 1)' });
  await expect(address).toHaveValue(/\/api\/feeds\/filters\/[A-Za-z0-9_-]{43}\.atom$/);
  const url = await address.inputValue();
  expect((await page.request.get(url)).status()).toBe(200);
  await expectAccessible(page);
  await filter.getByRole('button', { name: 'Utwórz nowy adres (Filtr 1)' }).click();
  await expect(address).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);
  const renewed = await address.inputValue();
  await filter.getByRole('button', { name: 'Unieważnij adres kanału Atom (Filtr 1)' }).click();
  await expect(page.getByText('Adres kanału Atom (Filtr 1) został unieważniony.')).toBeVisible();
  expect((await page.request.get(renewed)).status()).toBe(404);

  await page.goto('/newsletter?sekcja=ulubione');
  const calendar = page.getByRole('region', { name: 'Kalendarz terminów' });
  await calendar.getByRole('button', { name: 'Utwórz adres kalendarza' }).click();
  const calendarAddress = calendar.getByRole('textbox', { name: 'Adres kalendarza' });
  await expect(calendarAddress).toHaveValue(/\/api\/feeds\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const ics = await page.request.get(await calendarAddress.inputValue());
  expect((await ics.text()).startsWith('BEGIN:VCALENDAR')).toBe(true);
  await expectAccessible(page);
  await calendar.getByRole('button', { name: 'Unieważnij adres kalendarza' }).click();
  await expect(page.getByText('Adres kalendarza został unieważniony.')).toBeVisible();
  await apiCall(page, token, 'DELETE', `/api/newsletter-filters/${made.data.newsletter_filter.id}`);
});
