import { createCompleteDraft, warsawDay } from './support/announcement-form.ts';
import { apiCall, signInAt } from './support/announcements.ts';
import { expectNoPolish } from './support/english.ts';
import { accounts, expectAccessible, fillLoginPage } from './support/fixtures.ts';
import { screenshots } from './support/shots.ts';
import { expect, LIVE, test } from './support/test.ts';

const shot = screenshots('english-');

/**
 * Issue 51, its first part (decision 0055): English beside Polish at `/en/...`, the language switch,
 * the alternates, the offer to a browser that asks for English. The parts already in the catalogues
 * (the shell, the home page, the banners) are checked to show no Polish interface text.
 */

test('the English home page: its language, its texts, its alternates, its search and the switch back', async ({
  page,
}) => {
  await page.goto('/en');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Baza Konkurencyjności - home page');
  await expect(page.getByRole('heading', { name: 'Search announcements' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();

  // No interface text in Polish in the frame and the page (data marked lang="pl" aside).
  await expectNoPolish(page, ['header.topbar', 'main', 'footer']);
  for (const polish of ['Zaloguj się', 'Wyszukaj ogłoszenia', 'Czego szukasz?', 'Pomoc dla użytkowników'])
    await expect(page.getByText(polish, { exact: true })).toHaveCount(0);

  // The same page in each language, named for search engines.
  const head = page.locator('head');
  await expect(head.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute('href', /\/$/);
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
  await expectAccessible(page);

  // The examples are Polish phrases (the announcements' language), marked so.
  await expect(page.locator('.home-search__examples ul')).toHaveAttribute('lang', 'pl');
  // Links of the app keep the English base.
  await expect(page.getByRole('link', { name: 'Statistics' })).toHaveAttribute('href', '/en/statystyki');

  // A search from the English page stays English.
  await page.getByRole('searchbox', { name: 'What are you looking for?' }).fill('dostawa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/ogloszenia\/szukaj\?.*q=dostawa/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The search page in English: its texts, the count with its English plural, dates in English with
  // the announcements' own texts marked Polish.
  await expect(page.getByRole('heading', { name: 'Announcement search', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^(About )?\d+ announcements? found$/ })).toBeVisible();
  const firstResult = page.locator('.search-result').first();
  await expect(firstResult.getByText('Publication date')).toBeVisible();
  await expect(firstResult.locator('dd').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(firstResult.locator('.search-result__title')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('combobox', { name: 'Sort the search results' })).toBeVisible();
  await expectNoPolish(page, ['header.topbar', 'main', 'footer']);
  await expectAccessible(page);

  // The switch keeps the page and its query (as the address has it now: the app may have written it in
  // its full form meanwhile).
  const query = new URL(page.url()).search;
  await page.getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/ogloszenia\/szukaj\?.*q=dostawa/);
  expect(new URL(page.url()).pathname).toBe('/ogloszenia/szukaj');
  expect(new URL(page.url()).search).toBe(query);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    `/en/ogloszenia/szukaj${query}`,
  );
});

test('a page drawn by the browser in English, and the login coming back to the English page', async ({
  page,
}) => {
  // Without JavaScript the server draws the English page whole.
  const drawn = await page.request.get('/en/pomoc');
  const html = await drawn.text();
  expect(html).toContain('<html lang="en">');
  expect(html).toContain('hreflang="pl" href="http://127.0.0.1');
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/en\/pomoc">/);

  await page.goto('/en/pomoc');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // The login service's page in English too (decision 0056), and its success page.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await fillLoginPage(page, accounts.bidder.email, { english: true });
  await expect(page).toHaveURL(/\/en\/pomoc$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The signed-in frame in English.
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^My offers/ })).toHaveAttribute('href', '/en/oferty');
});

test('a browser that asks for English is offered the English page, never sent there', async ({ browser }) => {
  const english = await browser.newContext({ locale: 'en-GB' });
  try {
    const page = await english.newPage();
    await page.goto('/pomoc');
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: LIVE });
    expect(new URL(page.url()).pathname).toBe('/pomoc');
    const offer = page.getByRole('complementary', { name: 'Language' });
    await expect(offer).toContainText('This portal is also available in English.');
    await expect(offer.getByRole('link', { name: 'Read this page in English' })).toHaveAttribute(
      'href',
      '/en/pomoc',
    );
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'No, thanks' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: LIVE });
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
  } finally {
    await english.close();
  }
});

test('a Polish browser is offered nothing', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en');
});

test("an announcement's page in English: its heading, dates, sections, and its own texts marked Polish", async ({
  page,
}) => {
  const found = await (await page.request.get('/api/search/announcements?limit=1&q=dostawa')).json();
  const id = (found.data.advertisements[0] as { id: number }).id;
  await page.goto(`/en/ogloszenia/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: /^Announcement no\. / })).toBeVisible();
  await expect(page).toHaveTitle(/^Baza Konkurencyjności - announcement no\. [^:]+: /);
  await expect(page.getByText('Announcement status:')).toBeVisible();
  await expect(page.getByText('Deadline for offers', { exact: true }).first()).toBeVisible();
  await expect(page.locator('.announcement-view__dates dd').first()).toHaveText(
    /^\d{1,2} [A-Z][a-z]{2} \d{4}(, \d{2}:\d{2} CES?T)?$/,
  );
  await expect(page.getByRole('tab', { name: 'Announcement' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Contact persons' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contracting party' })).toBeVisible();
  await expect(page.locator('.announcement-view__title')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download the PDF file' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'See other versions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Evaluation criteria' }).first()).toBeVisible();
  // The head and the Ogłoszenie tab are English but for the announcement's own texts (marked Polish);
  // the actions, the other tabs and the title's head are the next parts of issue 51.
  await expectNoPolish(page, [
    '.announcement-view__header',
    '.announcement-view__actions',
    '.announcement-view__content',
  ]);
  await expectAccessible(page);
});

test('an address that does not exist says so in English; an announcement that does not, with its 404', async ({
  page,
}) => {
  const answer = await page.goto('/en/ogloszenia/999999999');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await page.goto('/en/nie-ma-takiej-strony');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await expect(page.getByText('The page does not exist')).toBeVisible();
  await expect(page).toHaveTitle('Baza Konkurencyjności - page not found');
});

test('the help, the notices and the terms in English, their contents marked Polish', async ({ page }) => {
  for (const [address, heading] of [
    ['/en/pomoc', 'Help'],
    ['/en/komunikaty', 'Notices'],
    ['/en/regulamin', 'Terms of use'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Home page' }),
    ).toBeVisible();
    await expectNoPolish(page, ['main']);
    await expectAccessible(page);
  }
  await page.goto('/en/pomoc');
  await expect(page.getByRole('button', { name: 'Download the help (PDF)' })).toBeVisible();
});

test("the search's filters in English: the dialog, its checks, its pickers; the data marked Polish", async ({
  page,
}) => {
  await page.goto('/en/ogloszenia/szukaj?q=dostawa');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Search filters' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Published' })).toBeChecked();
  await expect(dialog.getByLabel('Programme')).toBeVisible();
  await expectNoPolish(page, ['[role="dialog"]']);
  // Its checks, in English.
  await dialog.getByRole('checkbox', { name: 'Published' }).uncheck();
  await dialog.getByRole('button', { name: 'Apply the filters' }).click();
  await expect(dialog.getByText('Choose at least one announcement status.')).toBeVisible();
  // The CPV picker: its hint and its list in English, the codes' names marked Polish.
  const picker = dialog.getByRole('combobox', { name: 'CPV codes' });
  await picker.pressSequentially('komputer', { delay: 20 });
  await expect(page.getByRole('option', { name: /^\d{8}-\d / }).first()).toBeVisible({ timeout: 10_000 });
  // A code chosen: listed under 'Chosen: CPV codes' with its English remove button.
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const chosen = dialog.getByRole('list', { name: 'Chosen: CPV codes' });
  await expect(chosen.getByRole('button', { name: /^Delete the code / })).toHaveCount(1);
  await expectNoPolish(page, ['[role="dialog"]']);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the statistics and the open data in English: texts, figures, filters; the names marked Polish', async ({
  page,
}) => {
  // The figures as the API gives them, once the new portal's statistics are counted.
  let api = { totals: { announcements: 0 } };
  await expect
    .poll(async () => {
      api = (await (await page.request.get('/api/statistics')).json()).data;
      return api.totals.announcements;
    })
    .toBeGreaterThan(0);
  await page.goto('/en/statystyki');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page).toHaveTitle('Baza Konkurencyjności - statistics');
  await expect(
    page.locator('.statistics-totals__item').filter({ hasText: 'Published announcements' }).locator('dd'),
  ).toHaveText(api.totals.announcements.toLocaleString('en-GB'));
  await expect(
    page.getByRole('table', { name: 'Announcements and competition by voivodeship' }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Schematic map of Poland: the number of announcements/ }).locator('svg'),
  ).toBeAttached();
  await expect(
    page.getByRole('list', { name: 'Download the data: announcements by cpv division' }).getByRole('link', {
      name: /^CSV for a spreadsheet \(Excel, LibreOffice\)/,
    }),
  ).toBeVisible();
  await expectNoPolish(page, ['main']);
  await expectAccessible(page);
  await shot(page, 'statistics');

  // The filters keep the English address; 'Clear filters' comes back to it.
  await page.getByLabel('CPV division', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/en\/statystyki\?cpv=\d\d$/);
  await page.getByRole('link', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/en\/statystyki$/);

  await page.goto('/en/otwarte-dane');
  await expect(page.getByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Statistics', exact: true })).toHaveAttribute(
    'href',
    '/en/statystyki',
  );
  await expect(page.getByRole('link', { name: '/api/ocds/releases' })).toBeVisible();
  await expectNoPolish(page, ['main']);
  await expectAccessible(page);
  await shot(page, 'open-data');
});

test("the portal's availability and the verification of a procedure file in English", async ({ page }) => {
  await page.goto('/en/status');
  await expect(page.getByRole('heading', { level: 1, name: 'Portal availability' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Declared failures' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: /^Measurements of the last \d+ days$/ }),
  ).toBeVisible();
  await expectNoPolish(page, ['main']);
  await expectAccessible(page);
  await shot(page, 'status');

  await page.goto('/en/weryfikacja');
  await expect(page.getByRole('heading', { level: 1, name: 'Procedure file verification' })).toBeVisible();
  // A file that is neither a procedure file nor a receipt is refused in English, in the browser.
  await page
    .getByLabel('Procedure file (ZIP) or offer submission receipt (JSON)')
    .setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
  await expect(page.getByRole('alert')).toHaveText("notes.zip: This is not a procedure file's ZIP archive.");
  await expectNoPolish(page, ['main']);
  await expectAccessible(page);
  await shot(page, 'verification');
});

test("the advertiser's English title and summary: written in the form, found and shown on English pages", async ({
  page,
  browser,
}) => {
  const token = await signInAt(page, accounts.advertiser.email);
  const stamp = Date.now();
  const id = await createCompleteDraft(page, `Dostawa pomp ciepła (e2e ${stamp})`);
  await page.goto(`/ogloszenia/${id}/edytuj`);
  const title = `Supply of heat pumps ${stamp}`;
  await page.getByRole('textbox', { name: 'Tytuł w języku angielskim' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Streszczenie w języku angielskim' })
    .fill('Three air-to-water heat pumps with their installation.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zapisz wersję roboczą' }).click();
  await expect(page.getByRole('button', { name: 'Zapisano' })).toBeVisible();
  const published = await apiCall(page, token, 'POST', `/api/announcements/${id}/publish`, {
    id,
    publication_date: null,
    submission_deadline: `${warsawDay(10)} 23:59:59`,
  });
  expect(published.status, published.message).toBe(200);

  // A visitor on the English search finds it by a word of the summary and sees the English title.
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'en-GB' });
  try {
    const v = await visitor.newPage();
    await v.goto(`/en/ogloszenia/szukaj?q=${encodeURIComponent(`air-to-water ${stamp}`)}`);
    const result = v.getByRole('heading', { level: 3, name: title });
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('lang', 'en');
    await result.getByRole('link').click();
    await expect(v).toHaveURL(new RegExp(`/en/ogloszenia/${id}$`));
    const header = v.locator('.announcement-view__header');
    await expect(header.locator('.announcement-view__title')).toHaveText(title);
    await expect(header.getByText('Three air-to-water heat pumps with their installation.')).toBeVisible();
    await expect(
      header.getByText(`The announcement is in Polish; its Polish title: Dostawa pomp ciepła (e2e ${stamp})`),
    ).toBeVisible();
    await expect(v).toHaveTitle(new RegExp(title));
    await expectNoPolish(v, ['.announcement-view__header']);
    await expectAccessible(v);
    await shot(v, 'announcement-title');
    // The Polish page is as it was: the Polish title, no English one.
    await v.goto(`/ogloszenia/${id}`);
    await expect(v.locator('.announcement-view__title')).toHaveText(`Dostawa pomp ciepła (e2e ${stamp})`);
    await expect(v.getByText(title)).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
