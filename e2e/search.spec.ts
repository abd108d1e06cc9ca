import { expectAccessible } from './support/fixtures.ts';
import {
  countHeading,
  filterDialog,
  filtersButton,
  results,
  resultTitled,
  SEARCH,
  search,
  searchBox,
  settled,
  tabTo,
} from './support/search.ts';
import { expect, test } from './support/test.ts';

test('the search page is used by keyboard alone', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(page).toHaveTitle('Baza Konkurencyjności - wyszukiwarka');
  await expect(page.getByRole('heading', { level: 1, name: 'Wyszukiwarka ogłoszeń' })).toBeVisible();
  await expect(countHeading(page)).toBeVisible();
  await expectAccessible(page);

  await tabTo(page, searchBox(page));
  await page.keyboard.type('dostawa komputerów');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=dostawa%20komputer%C3%B3w/);
  await expect(resultTitled(page, 'Dostawa sprzętu komputerowego dla urzędu').first()).toBeVisible();
  // The new results in place (a busy machine once tabbed through the old ones while they were replaced).
  await settled(page);

  // Tab from the box to the first result's title.
  const firstTitle = results(page).first().getByRole('heading', { level: 3 }).getByRole('link');
  await tabTo(page, firstTitle, 'Tab', 8);

  // The clear control, by keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Wyczyść pole wyszukiwania' }), 'Shift+Tab', 10);
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();

  // The filter dialog: open with Enter, a status with Space, close by applying.
  await tabTo(page, filtersButton(page));
  await page.keyboard.press('Enter');
  await expect(filterDialog(page)).toBeVisible();
  await expectAccessible(page);
  const closed = filterDialog(page).getByRole('checkbox', { name: 'Zamknięte' });
  await tabTo(page, closed);
  await page.keyboard.press('Space');
  await expect(closed).toBeChecked();
  await tabTo(page, filterDialog(page).getByRole('button', { name: 'Zastosuj filtry' }));
  await page.keyboard.press('Enter');
  await expect(filterDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/status=PUBLISHED%2CCLOSED/);
  await expect(page.getByRole('button', { name: 'Filtry 1 – liczba aktywnych filtrów' })).toBeFocused();
  await expect(results(page).filter({ hasText: 'Zamknięte' }).first()).toBeVisible();

  // Cancelling the dialog with the keyboard changes nothing.
  await page.keyboard.press('Enter');
  await expect(filterDialog(page)).toBeVisible();
  await tabTo(page, filterDialog(page).getByRole('button', { name: 'Anuluj' }));
  await page.keyboard.press('Enter');
  await expect(filterDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/status=PUBLISHED%2CCLOSED/);
  await expectAccessible(page);
});

test('a query finds other forms of its words, with the matches marked', async ({ page }) => {
  await page.goto(SEARCH);
  await search(page, 'dostawa komputerów');
  const computers = resultTitled(page, 'Dostawa sprzętu komputerowego dla urzędu').first();
  await expect(computers.locator('h3 mark')).toHaveText(['Dostawa']);
  await expect(computers.locator('.search-result__excerpt mark').first()).toBeVisible();

  await search(page, 'roboty budowlane');
  await expect(resultTitled(page, 'Termomodernizacja budynku szkoły podstawowej').first()).toBeVisible();
  await expect(resultTitled(page, 'Dostawa mebli biurowych')).toHaveCount(0);

  await search(page, 'szkolenie pracowników');
  const training = resultTitled(page, 'Szkolenia z kompetencji cyfrowych dla pracowników').first();
  await expect(training.locator('h3 mark')).toHaveText(['Szkolenia', 'pracowników']);

  await search(page, 'żyrafa zoologiczna');
  await expect(countHeading(page)).toHaveText('Nie znaleziono ogłoszeń spełniających kryteria wyszukiwania.');
  await expectAccessible(page);
});

test('the filter dialog checks its fields and the address keeps the whole search', async ({ page }) => {
  await page.goto(SEARCH);
  await search(page, 'dostawa');
  await filtersButton(page).click();
  const dialog = filterDialog(page);
  await dialog.getByRole('checkbox', { name: 'Opublikowane' }).uncheck();
  const publication = dialog.getByRole('group', { name: 'Data publikacji' });
  await publication.getByRole('radio', { name: 'Własny zakres' }).check();
  await dialog.getByRole('button', { name: 'Zastosuj filtry' }).click();
  await expect(dialog.getByText('Wybierz przynajmniej jeden status ogłoszenia.')).toBeVisible();
  await expect(dialog.getByText('Wybierz przynajmniej jedną z dat.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Opublikowane' })).toBeFocused();
  await expectAccessible(page);

  await dialog.getByRole('checkbox', { name: 'Opublikowane' }).check();
  await dialog.getByRole('checkbox', { name: 'Rozstrzygnięte' }).check();
  await dialog.getByLabel('Data publikacji od').fill('2026-12-10');
  await dialog.getByLabel('Data publikacji do').fill('2026-12-01');
  await dialog.getByRole('button', { name: 'Zastosuj filtry' }).click();
  await expect(dialog.getByText('Data „do” nie może być wcześniejsza niż data „od”.')).toBeVisible();
  await expect(dialog.getByText('Wybierz przynajmniej jedną z dat.')).toBeHidden();
  await expect(dialog.getByLabel('Data publikacji do')).toBeFocused();
  await publication.getByRole('radio', { name: 'Ostatni miesiąc' }).check();
  await expect(dialog.getByLabel('Data publikacji od')).toBeHidden();
  const deadline = dialog.getByRole('group', { name: 'Termin składania ofert' });
  await deadline.getByRole('radio', { name: 'Własny zakres' }).check();
  await dialog.getByLabel('Termin składania ofert do').fill('2099-12-31');

  await expect(dialog.getByLabel('Podkategoria')).toBeDisabled();
  await dialog.getByLabel('Kategoria', { exact: true }).selectOption('Dostawy');
  await expect(dialog.getByLabel('Podkategoria')).toBeEnabled();
  await dialog.getByRole('checkbox', { name: 'dolnośląskie' }).check();
  await dialog.getByLabel('Numer identyfikacyjny ogłoszeniodawcy').pressSequentially('PL 123-45');
  await expect(dialog.getByLabel('Numer identyfikacyjny ogłoszeniodawcy')).toHaveValue('PL12345');
  await dialog.getByLabel('Numer identyfikacyjny ogłoszeniodawcy').fill('');
  await dialog.getByLabel('Tytuł ogłoszenia').fill('laboratorium');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Zastosuj filtry' }).click();

  await expect(dialog).toBeHidden();
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    q: 'dostawa',
    status: 'PUBLISHED,RESOLVED',
    publicationDatePeriod: 'month',
    'submissionDeadlineRange[to]': '2099-12-31',
    category: 'Dostawy',
    'fulfillmentPlaces[0]': '02',
    title: 'laboratorium',
  });
  await expect(page.getByRole('button', { name: 'Filtry 6 – liczba aktywnych filtrów' })).toBeVisible();
  await expect(resultTitled(page, 'Dostawa wyposażenia laboratorium badawczego').first()).toBeVisible();
  await expect(results(page).filter({ hasNotText: 'laboratorium' })).toHaveCount(0);
  const filteredHeading = await countHeading(page).textContent();

  // Reload: the same results and the same form.
  await page.reload();
  await expect(countHeading(page)).toHaveText(filteredHeading ?? '');
  await expect(searchBox(page)).toHaveValue('dostawa');
  await filtersButton(page).click();
  await expect(dialog.getByRole('checkbox', { name: 'Rozstrzygnięte' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Zamknięte' })).not.toBeChecked();
  await expect(publication.getByRole('radio', { name: 'Ostatni miesiąc' })).toBeChecked();
  await expect(deadline.getByRole('radio', { name: 'Własny zakres' })).toBeChecked();
  await expect(dialog.getByLabel('Termin składania ofert do')).toHaveValue('2099-12-31');
  await expect(dialog.getByLabel('Kategoria', { exact: true })).toHaveValue('Dostawy');
  await expect(dialog.getByRole('checkbox', { name: 'dolnośląskie' })).toBeChecked();
  await expect(dialog.getByLabel('Tytuł ogłoszenia')).toHaveValue('laboratorium');
  await dialog.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Opublikowane' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Rozstrzygnięte' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Zastosuj filtry' }).click();
  await expect(page).toHaveURL(/szukaj\?limit=20&q=dostawa&sort=default&strona=1$/);
  await expect(filtersButton(page)).toHaveAccessibleName('Filtry');

  // Back and forward restore the filtered search and its form.
  await page.goBack();
  await expect(countHeading(page)).toHaveText(filteredHeading ?? '');
  await expect(page.getByRole('button', { name: 'Filtry 6 – liczba aktywnych filtrów' })).toBeVisible();
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('dostawa');
  await expect(filtersButton(page)).toHaveAccessibleName('Filtry');
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('');
  await page.goForward();
  await expect(searchBox(page)).toHaveValue('dostawa');
});

test('a CPV code filter is kept in the address and shown with its name', async ({ page }) => {
  await page.goto(`${SEARCH}?cpvItem%5B0%5D=30213100-6`);
  await expect(resultTitled(page, 'Dostawa sprzętu komputerowego dla urzędu').first()).toBeVisible();
  await expect(resultTitled(page, 'Dostawa mebli biurowych')).toHaveCount(0);
  await filtersButton(page).click();
  const chosen = filterDialog(page).getByRole('list', { name: 'Wybrane: Kody CPV' });
  await expect(chosen).toContainText('30213100-6');
  await expect(chosen).toContainText('Komputery przenośne');
  await filterDialog(page).getByRole('button', { name: 'Usuń kod 30213100-6' }).click();
  await filterDialog(page).getByRole('button', { name: 'Zastosuj filtry' }).click();
  await expect(page).not.toHaveURL(/cpvItem/);
});

test('results are sorted and paged', async ({ page }) => {
  await page.goto(`${SEARCH}?status=PUBLISHED,CLOSED,CANCELLED,RESOLVED`);
  await expect(countHeading(page)).toHaveText(/^Znaleziono około \d+ ogłosze/);
  await expect(results(page)).toHaveCount(20);
  const pager = page.getByRole('navigation', { name: 'Strony wyników wyszukiwania' });
  const firstPage = await results(page)
    .locator('h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await pager.getByRole('link', { name: 'Następna strona' }).click();
  await expect(page).toHaveURL(/strona=2/);
  await expect(pager.getByRole('link', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
  await settled(page);
  const secondPage = await results(page)
    .locator('h3 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
  await expectAccessible(page);

  // The previous results stay on the page until the new ones come: wait for the new answer first.
  const bySubmission = page.waitForResponse((r) =>
    /\/api\/search\/announcements\?.*sort=submissionDeadline/.test(r.url()),
  );
  await page.getByLabel('Sortuj wyniki wyszukiwania').selectOption({ label: 'Po terminie składania ofert' });
  await bySubmission;
  await expect(page).toHaveURL(/sort=submissionDeadline/);
  await expect(page).toHaveURL(/strona=1/);
  await settled(page);
  const deadlines = await results(page)
    .locator('dt:text-is("Termin składania ofert") + dd')
    .allTextContents();
  // A deadline shown without its hour is at 23:59.
  const sortable = deadlines.map((d) =>
    d.replace(
      /^(\d\d)\.(\d\d)\.(\d{4})(.*)$/,
      (_, dd, mm, yyyy, time) => `${yyyy}${mm}${dd}${time || ' 23:59'}`,
    ),
  );
  expect(sortable).toEqual([...sortable].sort().reverse());

  const byPublication = page.waitForResponse((r) =>
    /\/api\/search\/announcements\?.*sort=publicationDate/.test(r.url()),
  );
  await page.getByLabel('Sortuj wyniki wyszukiwania').selectOption({ label: 'Po dacie publikacji ogłoszeń' });
  await byPublication;
  await expect(page).toHaveURL(/sort=publicationDate/);
  await settled(page);
  const published = await results(page).locator('dt:text-is("Data publikacji") + dd').allTextContents();
  const byDate = published.map((d) => d.replace(/^(\d\d)\.(\d\d)\.(\d{4})$/, '$3$2$1'));
  expect(byDate).toEqual([...byDate].sort().reverse());
  await page.goBack();
  await expect(page.getByLabel('Sortuj wyniki wyszukiwania')).toHaveValue('submissionDeadline');
});

test('the old portal search posts the current filters to a new window', async ({ page }) => {
  await page.goto(
    `${SEARCH}?q=meble&status=PUBLISHED,CLOSED,RESOLVED&fulfillmentPlaces%5B0%5D=12` +
      '&publicationDateRange%5Bfrom%5D=2026-01-01&category=Dostawy',
  );
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: /Przeszukaj starą Bazę/ }) });
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('target', '_blank');
  await expect(form).toHaveAttribute('action', /^https?:\/\//);
  const fields = await form
    .locator('input[type="hidden"]')
    .evaluateAll((inputs) =>
      inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value]),
    );
  expect(fields).toEqual([
    ['query', 'meble'],
    ['statuses[]', 'active'],
    ['statuses[]', 'archived'],
    ['publicationDateFrom', '2026-01-01'],
    ['category', 'Dostawy'],
    ['provinces[]', 'małopolskie'],
  ]);
});

test('a failed search says why', async ({ page }) => {
  // A hand-edited address with an impossible date: the server refuses the query (422) and says why.
  await page.goto(`${SEARCH}?q=komputery&publicationDateRange[from]=2026-13-45`);
  await expect(page.getByRole('alert')).toContainText('Nie udało się wyszukać ogłoszeń.');
  await expectAccessible(page);
});
