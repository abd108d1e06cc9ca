import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/fixtures.ts';
import { results, SEARCH, settled } from './support/search.ts';

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
