import {
  accounts,
  expectAccessible,
  moveServerClock,
  resetServerClock,
  signIn,
  watchApiCalls,
} from './support/fixtures.ts';
import { expect, test } from './support/test.ts';

test.afterEach(async ({ page }) => {
  await resetServerClock(page);
});

test('under two minutes left, a dialog counts down and extends the session', async ({ page }) => {
  const calls = watchApiCalls(page);
  await page.clock.install();
  await page.goto('/');
  await signIn(page, accounts.advertiser.email, { fresh: true });
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  // The home page has its session and every answer before either clock moves: an answer that came
  // after the server clock moved would carry a fresh 30 minutes.
  await expect(page.getByText(accounts.advertiser.name)).toBeVisible();
  await calls.settled();
  // 28 min 30 s later: 90 s left.
  await moveServerClock(page, 28 * 60 + 30);
  await page.clock.fastForward('28:30');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Sesja wkrótce wygaśnie' })).toBeVisible();
  const text = dialog.getByText(/Twoja sesja wygaśnie za \d+ s\./);
  const first = Number((await text.textContent())?.match(/(\d+) s/)?.[1]);
  await page.clock.fastForward(3000);
  const later = Number((await text.textContent())?.match(/(\d+) s/)?.[1]);
  expect(later).toBeLessThan(first);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Przedłuż sesję' }).click();
  await expect(dialog).toBeHidden();
  // Extended: another 28 minutes later the user is still signed in.
  await moveServerClock(page, 28 * 60);
  await page.clock.fastForward('27:00');
  await expect(page.getByText(accounts.advertiser.name)).toBeVisible();
  // The page cannot read the session token (HttpOnly); the browser sends the cookie by itself.
  const me = await page.evaluate(async () => ({
    cookies: document.cookie,
    status: (await fetch('/api/user')).status,
  }));
  expect(me.cookies).not.toContain('auth_token');
  expect(me.status).toBe(200);
});

test('at zero the user is logged out and told so', async ({ page }) => {
  const calls = watchApiCalls(page);
  await page.clock.install();
  await page.goto('/');
  await signIn(page, accounts.bidder.email, { fresh: true });
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
  await expect(page.getByText(accounts.bidder.name)).toBeVisible();
  await calls.settled();
  await moveServerClock(page, 31 * 60);
  await page.clock.fastForward('30:05');
  await expect(page.getByText('Sesja wygasła. Trwa wylogowywanie...')).toBeVisible();
  await page.clock.fastForward(5000);
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
});
