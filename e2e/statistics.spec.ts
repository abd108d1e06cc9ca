import fs from 'node:fs';
import { apiCall, otherSession } from './support/announcements.ts';
import { accounts, expectAccessible, moveServerClock, resetServerClock } from './support/fixtures.ts';
import { janAnnouncementClosingTonight } from './support/offers.ts';
import { tabTo } from './support/search.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

// Issue 36: the public statistics page (docs/decisions/0037-statistics.md): charts beside accessible
// tables, filters kept in the address, CSV downloads, the same figures as the API.

const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

type Row = { code: string; name: string; announcements: number };
async function apiStatistics(page: Page, query = '') {
  const answer = await page.request.get(`/api/statistics${query}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()).data as {
    totals: { announcements: number; resolved: number };
    voivodeships: Row[];
    divisions: Row[];
    programmes: Row[];
    options: { programmes: { code: string; name: string }[] };
  };
}

const totalFigure = (page: Page, label: string) =>
  page.locator('.statistics-totals__item').filter({ hasText: label }).locator('dd');

test('the footer leads to the statistics: charts, tables with the API’s figures, and a CSV', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Stopka' }).getByRole('link', { name: 'Statystyki' }).click();
  await expect(page).toHaveURL(/\/statystyki$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statystyki' })).toBeVisible();
  await expect(page).toHaveTitle('Baza Konkurencyjności - statystyki');
  const api = await apiStatistics(page);
  await expect(totalFigure(page, 'Opublikowane ogłoszenia')).toHaveText(String(api.totals.announcements));

  // Each chart is an image named for assistive technology; its figures are in the table beside it.
  await expect(
    page.getByRole('img', { name: /liczba ogłoszeń opublikowanych w kolejnych miesiącach/ }),
  ).toBeVisible();
  await expect(page.locator('.statistics-chart svg')).not.toHaveCount(0);
  const map = page.getByRole('img', { name: /Schematyczna mapa Polski/ });
  await expect(map.locator('svg')).toBeAttached();
  const table = page.getByRole('table', { name: 'Ogłoszenia i konkurencja według województw' });
  const mazowieckie = api.voivodeships.find((v) => v.code === '14') as Row;
  await expect(
    table
      .getByRole('row', { name: /^mazowieckie / })
      .getByRole('cell')
      .first(),
  ).toHaveText(String(mazowieckie.announcements));
  await expect(table.getByRole('row')).toHaveCount(1 + api.voivodeships.length);
  const divisions = page.getByRole('table', { name: 'Ogłoszenia i konkurencja według działów CPV' });
  await expect(divisions.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(
    api.divisions[0]?.name ?? '',
  );

  // The CSV of a breakdown is downloaded: for a Polish spreadsheet (issue 44 item 18: semicolons, decimal
  // commas, a byte order mark), and for programs (commas, decimal dots).
  const downloads = page.getByRole('list', { name: 'Pobierz dane: ogłoszenia według województw' });
  let downloading = page.waitForEvent('download');
  await downloads
    .getByRole('link', {
      name: /^CSV dla arkusza kalkulacyjnego \(Excel, LibreOffice\)\s*: ogłoszenia według województw$/,
    })
    .click();
  let download = await downloading;
  expect(download.suggestedFilename()).toBe('statystyki-wojewodztwa-arkusz.csv');
  const sheet = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(sheet.startsWith('\uFEFFKod TERYT;Nazwa;Ogłoszenia;')).toBe(true);
  expect(sheet).toContain(`14;mazowieckie;${mazowieckie.announcements};`);
  expect(sheet).not.toMatch(/;\d+\.\d+/);
  downloading = page.waitForEvent('download');
  await downloads
    .getByRole('link', {
      name: /^CSV dla programów \(przecinek, kropka dziesiętna\)\s*: ogłoszenia według województw$/,
    })
    .click();
  download = await downloading;
  expect(download.suggestedFilename()).toBe('statystyki-wojewodztwa.csv');
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(csv).toContain(`14,mazowieckie,${mazowieckie.announcements},`);

  await snap(page, { path: `${SHOTS}/statistics-desktop.png`, fullPage: true });
  await expectAccessible(page);
});

test('the filters are chosen by keyboard, kept in the address and cleared; a wrong address says why', async ({
  page,
}) => {
  await page.goto('/statystyki');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  const api = await apiStatistics(page);
  const programme = api.options.programmes[0] as { code: string };
  const division = api.divisions[0] as Row;

  const programmeField = page.getByLabel('Program', { exact: true });
  await tabTo(page, programmeField);
  await programmeField.selectOption(programme.code);
  await page.getByLabel('Dział CPV').selectOption(division.code);
  await tabTo(page, page.getByRole('button', { name: 'Pokaż' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`program=${programme.code}&cpv=${division.code}$`));
  const filtered = await apiStatistics(page, `?program=${programme.code}&cpv=${division.code}`);
  await expect(totalFigure(page, 'Opublikowane ogłoszenia')).toHaveText(
    String(filtered.totals.announcements),
  );
  await expect(page.getByLabel('Program', { exact: true })).toHaveValue(programme.code);
  await expectAccessible(page);

  // The address alone gives the same page (a link shared), and going back gives the whole count.
  await page.reload();
  await expect(totalFigure(page, 'Opublikowane ogłoszenia')).toHaveText(
    String(filtered.totals.announcements),
  );
  await page.getByRole('link', { name: 'Wyczyść filtry' }).click();
  await expect(page).toHaveURL(/\/statystyki$/);
  await expect(totalFigure(page, 'Opublikowane ogłoszenia')).toHaveText(String(api.totals.announcements));

  await page.goto('/statystyki?od=2026-13');
  await expect(page.getByRole('alert')).toContainText('Nie udało się pobrać statystyk.');
  await expect(page.getByRole('alert')).toContainText('Podaj miesiąc w formacie RRRR-MM, np. 2026-01.');
});

test('on a phone the page fits its width and passes axe; without scripts the tables are there', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pl-PL' });
  const page = await phone.newPage();
  await page.goto('/statystyki');
  await expect(page.locator('.statistics-chart svg').first()).toBeAttached();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await snap(page, { path: `${SHOTS}/statistics-phone.png`, fullPage: true });
  await expectAccessible(page);
  await phone.close();

  const bare = await browser.newContext({ javaScriptEnabled: false, locale: 'pl-PL' });
  const plain = await bare.newPage();
  await plain.goto('/statystyki?cpv=45');
  await expect(plain.getByRole('table', { name: 'Ogłoszenia opublikowane w miesiącach' })).toBeVisible();
  await expect(plain.getByLabel('Dział CPV')).toHaveValue('45');
  // The filters are a plain GET form.
  await plain.getByLabel('Dział CPV').selectOption('');
  await plain.getByRole('button', { name: 'Pokaż' }).click();
  await expect(plain).toHaveURL(
    /\/statystyki\?(program=&)?cpv=&od=&do=$|\/statystyki\?program=&cpv=&od=&do=$/,
  );
  await expect(plain.getByRole('table', { name: 'Ogłoszenia opublikowane w miesiącach' })).toBeVisible();
  await bare.close();
});

test('a settlement with one offer counts in its programme’s single-offer rate, drawn and in the table', async ({
  page,
  browser,
}) => {
  const a = await janAnnouncementClosingTonight(browser, { title: 'Test statystyk (e2e)' });
  const before = await apiStatistics(page);
  // Piotr offers for both parts; nobody else does.
  const piotr = await otherSession(browser, accounts.bidder.email);
  const view = await apiCall(piotr.page, piotr.token, 'GET', `/api/announcements/${a.id}`);
  const partIds = view.data.version.content.parts.map((p: { id: number }) => p.id) as number[];
  const offer = await apiCall(piotr.page, piotr.token, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
    announcement: a.id,
    offers: partIds.map((partId, i) => ({
      part_id: partId,
      variants: [{ price: `${i + 1}000,00`, description: 'Jedyny wariant' }],
    })),
    attachments: [],
  });
  expect(offer.status, offer.message).toBe(200);
  await piotr.context.close();
  // Nothing of an offer counts before the settlement is public.
  expect((await apiStatistics(page)).totals).toEqual(before.totals);

  await page.goto('/');
  try {
    await moveServerClock(page, Math.ceil((Date.parse(a.deadline) - Date.now()) / 1000) + 120);
    const jan = await otherSession(browser, accounts.advertiser.email);
    const editor = await apiCall(jan.page, jan.token, 'GET', `/api/announcements/${a.id}/settlement`);
    expect(editor.status, editor.message).toBe(200);
    type Offer = { offer_set_id: number; variants: { id: number }[] };
    const parts = editor.data.settlement.parts.map((p: { id: number; offers: Offer[] }) => ({
      id: p.id,
      chosen_variant: { offer_set_id: p.offers[0]?.offer_set_id, variant_id: p.offers[0]?.variants[0]?.id },
      offers: p.offers.map((o) => ({ id: o.offer_set_id, is_refused: false })),
    }));
    const resolved = await apiCall(jan.page, jan.token, 'POST', `/api/announcements/${a.id}/resolve`, {
      parts,
      comment: 'Wpłynęła jedna oferta.',
    });
    expect(resolved.status, resolved.message).toBe(200);
    await jan.context.close();
  } finally {
    await resetServerClock(page);
  }

  let after = before;
  await expect(async () => {
    after = await apiStatistics(page);
    expect(after.totals.resolved).toBe(before.totals.resolved + 1);
  }).toPass({ timeout: 10_000 });
  await page.goto('/statystyki');
  await expect(totalFigure(page, 'Rozstrzygnięte z opublikowanym rozstrzygnięciem')).toHaveText(
    String(after.totals.resolved),
  );
  await expect(
    page.getByRole('img', { name: /odsetek rozstrzygniętych ogłoszeń z jedną ofertą/ }).locator('svg'),
  ).toBeAttached();
  const table = page.getByRole('table', { name: 'Konkurencja według programów' });
  const resolvedProgramme = after.programmes.find(
    (p) => (p as Row & { resolved: number }).resolved > 0,
  ) as Row & { resolved: number };
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: resolvedProgramme.name }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(resolvedProgramme.resolved));
  await expect(row.getByRole('cell').nth(2)).toHaveText(/%$/);
  await snap(page, { path: `${SHOTS}/statistics-resolved.png`, fullPage: true });
  await expectAccessible(page);
});
