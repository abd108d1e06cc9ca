import fs from 'node:fs';
import { signInAt } from './support/announcements.ts';
import { accounts, expectAccessible, sideMenu } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/**
 * The main pages on a 390 px wide phone: the top bar stays one compact row (the signed-in user's
 * links move into the folded menu), the form's steps fold into one button, the 'Akcje' menu opens
 * under its button within the window, numbers never break inside, nothing scrolls sideways.
 * Screenshots of each page go to .tmp/screenshots/narrow-*.png.
 */
const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });
const WIDTH = 390;

test.use({ viewport: { width: WIDTH, height: 844 } });

async function check(page: Page, name: string) {
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/narrow-${name}.png` });
  const sizes = await page.evaluate(() => ({
    topBar: document.querySelector('.topbar')?.getBoundingClientRect().height ?? 0,
    scrollWidth: document.documentElement.scrollWidth,
    // The title beside the language switch and the account's part, never under them (it ran under
    // 'English' at 390 px once the switch was there).
    titleOverlaps: (() => {
      const title = document.querySelector('.topbar__title')?.getBoundingClientRect();
      const rest = document.querySelector('.topbar__account')?.getBoundingClientRect();
      if (!title || !rest || rest.width === 0) return false;
      return (
        title.right > rest.left &&
        title.left < rest.right &&
        title.bottom > rest.top &&
        title.top < rest.bottom
      );
    })(),
  }));
  expect.soft(sizes.titleOverlaps, `top bar title over the account's part on ${name}`).toBe(false);
  // One row: the menu button and the title, or the title and 'Zaloguj się' (was about 200 px).
  expect.soft(sizes.topBar, `top bar height on ${name}`).toBeLessThanOrEqual(72);
  expect.soft(sizes.scrollWidth, `page width on ${name}`).toBeLessThanOrEqual(WIDTH);
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b as { x: number; y: number; width: number; height: number };
};

/** The 'Akcje' menu opens under its button, from the button's start, within the window. */
async function expectMenuUnder(page: Page, button: Locator) {
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const [b, m] = [await box(button), await box(menu)];
  const width = page.viewportSize()?.width ?? WIDTH;
  expect(m.y, 'menu below its button').toBeGreaterThanOrEqual(b.y + b.height - 1);
  expect(m.x + m.width, 'menu within the window').toBeLessThanOrEqual(width);
  // Aligned to the button's start unless the window is too narrow for that.
  if (b.x + m.width <= width - 8) expect(Math.abs(m.x - b.x), 'menu aligned to its button').toBeLessThan(2);
  return { button: b, menu: m };
}

test('anonymous pages: home, search and an announcement', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  await check(page, 'home');
  await page.goto('/ogloszenia/szukaj');
  await expect(page.getByText(/^Znaleziono/)).toBeVisible();
  await check(page, 'search');
  await page.locator('.search-result h3 a').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ogłoszenie nr / })).toBeVisible();
  await check(page, 'details');
});

test('the API description page: its sideways-scrolling examples are reachable by the keyboard', async ({
  page,
}) => {
  await page.goto('/api/docs/ui/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const examples = page.getByRole('region', { name: /^Przykład: / });
  expect(await examples.count()).toBeGreaterThan(0);
  await expect(examples.first()).toHaveAttribute('tabindex', '0');
  await expectAccessible(page);
});

test('signed-in pages: my announcements, the form, my offers', async ({ page }) => {
  await signInAt(page, accounts.advertiser.email, '/');
  // The login's success page goes back to the home page by itself: wait for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Baza Konkurencyjności' })).toBeVisible({
    timeout: 10_000,
  });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  await check(page, 'home-signed-in');
  // The account's links are in the folded menu.
  await expect(page.getByRole('button', { name: 'Wyloguj się' })).toBeHidden();
  await toggle.click();
  await expect(sideMenu(page).getByRole('button', { name: 'Wyloguj się' })).toBeVisible();
  await expect(sideMenu(page).getByRole('link', { name: 'Mój profil' })).toBeVisible();
  await expect(sideMenu(page)).toContainText(accounts.advertiser.name);
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/narrow-menu-open.png` });
  await sideMenu(page)
    .getByRole('link', { name: /Moje ogłoszenia/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje ogłoszenia' })).toBeVisible();
  await check(page, 'my-announcements');

  // 'Akcje' of a published announcement: under its button; the cancel question keeps the number whole.
  await page.getByRole('group', { name: 'Status ogłoszenia' }).getByLabel('Opublikowane').check();
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/status%5B0%5D=PUBLISHED/);
  // The filtered answer replaces the whole list: wait for it before opening a card's menu.
  const cards = page.locator('.announcement-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNotText: 'Opublikowane' })).toHaveCount(0);
  const card = cards.first();
  await expectMenuUnder(page, card.getByRole('button', { name: /^Akcje:/ }));
  await snap(page, { path: `${SHOTS}/narrow-my-announcements-actions.png` });
  await page.getByRole('menuitem', { name: 'Anuluj' }).click();
  const question = page.getByRole('alertdialog', { name: 'Anulowanie ogłoszenia' });
  await expect(question).toContainText(/ogłoszenie nr \d{4}-\d+-\d+\?/);
  const number = question.locator('.announcement-number');
  expect(await number.evaluate((el) => el.getClientRects().length), 'the number on one line').toBe(1);
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/narrow-cancel-question.png` });
  await question.getByRole('button', { name: 'Nie anuluj' }).click();

  // The form: the steps fold into one button, the step's own heading is on the first screen.
  await page.goto('/ogloszenia/nowe');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const steps = page.getByRole('button', { name: /^Krok 1 z 6: Przedmiot/ });
  await expect(steps).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Kroki formularza ogłoszenia' })).toBeHidden();
  const stepHeading = page.getByRole('heading', { level: 2, name: 'Przedmiot' });
  expect((await box(stepHeading)).y, 'the step heading on the first screen').toBeLessThan(600);
  await check(page, 'form');
  await steps.click();
  await expect(steps).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/narrow-form-steps-open.png` });
  await page
    .getByRole('navigation', { name: 'Kroki formularza ogłoszenia' })
    .getByRole('link', { name: 'Terminy' })
    .click();
  await expect(page).toHaveURL(/krok=terminy/);
  await expect(page.getByRole('button', { name: /^Krok 2 z 6: Terminy/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  await page.goto('/oferty');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje oferty' })).toBeVisible();
  await check(page, 'my-offers');
});

test('on a wide screen the "Akcje" menu opens over its own card, not over the side menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInAt(page, accounts.advertiser.email, '/');
  // The login's success page goes back to the home page by itself: wait for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Baza Konkurencyjności' })).toBeVisible({
    timeout: 10_000,
  });
  await sideMenu(page)
    .getByRole('link', { name: /Moje ogłoszenia/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje ogłoszenia' })).toBeVisible();
  const button = page.getByRole('button', { name: /^Akcje:/ }).first();
  const { menu } = await expectMenuUnder(page, button);
  const side = await box(sideMenu(page));
  expect(menu.x, 'menu right of the side menu').toBeGreaterThanOrEqual(side.x + side.width);
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/wide-my-announcements-actions.png` });
});
