import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import {
  apiCall,
  otherSession,
  ownAnnouncements,
  publishNewVersion,
  signInAt,
  uploadTextFile,
} from './support/announcements.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { SHOTS, snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

/** Jan's published announcement with the given title (found through his own list). */
async function janPublished(browser: import('@playwright/test').Browser, title: string) {
  const jan = await otherSession(browser, accounts.advertiser.email);
  const found = (await ownAnnouncements(jan.page, jan.token, 'PUBLISHED')).find((a) => a.title === title);
  expect(found, title).toBeTruthy();
  return { jan, id: found?.id as number, number: found?.number as string };
}

const favoriteButton = (page: Page) => page.getByRole('button', { name: /Z ULUBIONYCH|DO ULUBIONYCH/ });

test('an anonymous visitor reads a published announcement and downloads its PDF', async ({
  page,
  browser,
}) => {
  const title = 'Dostawa sprzętu komputerowego dla urzędu';
  const { jan, id, number } = await janPublished(browser, title);
  await jan.context.close();

  await page.goto(`/ogloszenia/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ogłoszenie nr ${number}` })).toBeVisible();
  await expect(page).toHaveTitle(`Baza Konkurencyjności - ogłoszenie nr ${number}: ${title}`);
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByText('Status ogłoszenia:')).toContainText('Opublikowane');
  const dates = page.locator('.announcement-view__dates');
  for (const label of [
    'Termin składania ofert',
    'Data opublikowania ogłoszenia',
    'Planowany termin podpisania umowy',
  ])
    await expect(dates.getByText(label, { exact: true })).toBeVisible();
  await expect(dates).toContainText('marzec 2027');
  await expect(page.getByText('Status wersji')).toHaveCount(0);
  await expect(page.getByText('Data opublikowania wersji')).toHaveCount(0);
  await expect(favoriteButton(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Panel administratora' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Ogłoszenie' })).toHaveAttribute('aria-selected', 'true');
  const advertiser = page.getByRole('region', { name: 'Dane ogłoszeniodawcy' });
  await expect(advertiser).toContainText('Gmina Wiśniowa');
  await expect(advertiser).toContainText(/NIP: \d{10}/);
  await expect(page.getByRole('heading', { name: 'Osoby do kontaktu' })).toBeVisible();
  await expect(page.getByText('185 000,00 zł').first()).toBeVisible();
  await expect(page.getByText('30213100-6 - Komputery przenośne')).toBeVisible();
  // Two parts: a table of contents with links into the page.
  const toc = page.getByRole('navigation', { name: 'Spis części zamówienia' });
  await expect(toc.getByRole('link')).toHaveCount(2);
  await toc.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/#czesc-2$/);
  // The summary's timelines are lists whose items are spaced by the time between the dates.
  const announcementTimeline = page.getByRole('list', { name: 'Terminy ogłoszenia' });
  await expect(announcementTimeline.getByRole('listitem')).toHaveCount(3);
  const heights = await announcementTimeline
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => getComputedStyle(li).minHeight));
  expect(['0px', 'auto']).toContain(heights[2]);
  for (const h of heights.slice(0, 2)) expect(Number.parseInt(h, 10)).toBeGreaterThanOrEqual(20);
  await expect(page.getByRole('list', { name: 'Harmonogram realizacji zamówienia' })).toContainText(
    'Realizacja całości zamówienia',
  );
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/details-anonymous.png`, fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz plik PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${id}.pdf`);
  const file = `${SHOTS}/${id}.pdf`;
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toContain(title);
  expect(text).toContain(`Ogłoszenie nr ${number}`);
  for (const letters of ['ł', 'ż', 'ś', 'ę', 'ą', 'ó']) expect(text).toContain(letters);
  expect(text).toContain('Wykonawca wykaże wykonanie');
  expect(text).toContain('Gmina Wiśniowa');
  expect(text).toMatch(/strona 1 \/ \d+/);
  expect(text).toContain('Baza Konkurencyjności - wygenerowano z portalu');
  expect(text).toMatch(/Wygenerowano: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
});

test('the version dialog lists drafts and published versions after two edits', async ({ page, browser }) => {
  const janToken = await signInAt(page, accounts.advertiser.email);
  const found = (await ownAnnouncements(page, janToken, 'PUBLISHED')).find(
    (a) => a.title === 'Termomodernizacja budynku szkoły podstawowej',
  );
  expect(found).toBeTruthy();
  const id = found?.id as number;
  // Two edits: one by the author (adding an attachment), one by an administrator; then a draft copy.
  const fileId = await uploadTextFile(
    page,
    janToken,
    'specyfikacja-zamówienia.txt',
    'Zakres prac: ściany, stropy.',
  );
  await publishNewVersion(page, janToken, id, '99000,00', { name: 'Specyfikacja techniczna', fileId });
  const admin = await otherSession(browser, accounts.admin.email);
  await publishNewVersion(admin.page, admin.token, id, '98000,00');
  await admin.context.close();
  const compact = await apiCall(page, janToken, 'GET', `/api/announcements/${id}/compact`);
  const copy = await apiCall(page, janToken, 'PUT', `/api/announcements/${id}`, {
    announcement: compact.data.version.content,
  });
  expect(copy.status, copy.message).toBe(200);

  await page.goto(`/ogloszenia/${id}`);
  await expect(page.getByText('98 000,00 zł')).toBeVisible();
  // The attachment, under the version it came with, downloads with its own name.
  const attachments = page.getByRole('region', { name: 'Załączniki' });
  await expect(attachments.getByRole('heading', { name: 'Załączniki dodane w wersji 2' })).toBeVisible();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    attachments.getByRole('button', { name: 'Pobierz Specyfikacja techniczna' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('specyfikacja-zamówienia.txt');
  expect(fs.readFileSync(await file.path()).toString()).toBe('Zakres prac: ściany, stropy.');
  await expect(page.getByRole('link', { name: 'Edytuj ogłoszenie' })).toHaveAttribute(
    'href',
    `/ogloszenia/${id}/edytuj`,
  );
  await expect(favoriteButton(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Podejrzyj inne wersje' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wszystkie wersje ogłoszenia' });
  await expect(dialog.getByRole('heading', { name: 'Wersje robocze:' })).toBeVisible();
  const versions = dialog.getByRole('link', {
    name: /^Wersja \d, opublikowana \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
  });
  await expect(versions).toHaveCount(3);
  const items = dialog.getByRole('listitem');
  await expect(items.filter({ hasText: 'Wersja 3' })).toContainText('(obowiązująca)');
  await expect(items.filter({ hasText: 'Wersja 3' })).toContainText('Utworzona przez pracownika instytucji');
  await expect(items.filter({ hasText: 'Wersja 2' })).not.toContainText('obowiązująca');
  await expect(items.filter({ hasText: 'Wersja 2' })).not.toContainText('pracownika instytucji');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/details-versions.png` });

  // The first version: the old values, its publication date and the warning with the current address.
  await dialog.getByRole('link', { name: /^Wersja 1,/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${id}/wersja\\d+$`));
  await expect(page.getByText('To jest nieaktualna wersja ogłoszenia.', { exact: false })).toBeVisible();
  await expect(page.getByText('Data opublikowania wersji')).toBeVisible();
  await expect(page.getByText('2 350 000,00 zł')).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/details-old-version.png`, fullPage: true });
  // Back in the browser: the current version, loaded again.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${id}$`));
  await expect(page.getByText('98 000,00 zł')).toBeVisible();
  await page.goForward();
  await page.getByRole('link', { name: `${new URL(page.url()).origin}/ogloszenia/${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${id}$`));

  // The draft copy: its own view, no publication dates.
  await page.getByRole('button', { name: 'Podejrzyj inne wersje' }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Wersja robocza/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${id}/robocza$`));
  await expect(page.getByText('Status wersji:')).toContainText('Wersja robocza');
  await expect(page.getByText('Data opublikowania ogłoszenia')).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/details-draft.png`, fullPage: true });

  // A bidder sees the published versions only; nobody but the author sees the draft.
  const piotr = await otherSession(browser, accounts.bidder.email);
  await piotr.page.goto(`/ogloszenia/${id}`);
  await piotr.page.getByRole('button', { name: 'Podejrzyj inne wersje' }).click();
  const theirs = piotr.page.getByRole('dialog', { name: 'Wszystkie wersje ogłoszenia' });
  await expect(theirs.getByRole('link', { name: /^Wersja \d,/ })).toHaveCount(3);
  await expect(theirs.getByText('Wersje robocze:')).toHaveCount(0);
  await theirs.getByRole('button', { name: 'Zamknij' }).click();
  await piotr.page.goto(`/ogloszenia/${id}/robocza`);
  await expect(piotr.page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await piotr.context.close();
});

test('a bidder adds and removes a favourite, each action blocked for 1.5 s', async ({ page, browser }) => {
  const { jan, id } = await janPublished(browser, 'Szkolenia z kompetencji cyfrowych dla pracowników');
  await jan.context.close();
  const piotrToken = await signInAt(page, accounts.bidder.email);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/favorite-announcements/')) calls.push(request.method());
  });
  await page.goto(`/ogloszenia/${id}`);
  const button = favoriteButton(page);
  await expect(button).toHaveText('DODAJ DO ULUBIONYCH');
  await button.click();
  await expect(button).toHaveText('USUŃ Z ULUBIONYCH');
  await expect(
    page.getByRole('status').filter({ hasText: 'Ogłoszenie dodano do ulubionych.' }),
  ).toBeVisible();
  // Blocked for 1.5 s after the answer: a second click does nothing.
  // (force: Playwright itself would wait for a button marked aria-disabled.)
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.click({ force: true });
  await page.waitForTimeout(300);
  expect(calls).toEqual(['POST']);
  await expect(button).toHaveText('USUŃ Z ULUBIONYCH');
  await expect(button).not.toHaveAttribute('aria-disabled', 'true', { timeout: 3_000 });
  await button.click();
  await expect(button).toHaveText('DODAJ DO ULUBIONYCH');
  expect(calls).toEqual(['POST', 'DELETE']);
  await expectAccessible(page);

  // Added meanwhile elsewhere: the server says so and the dialog tells the user.
  const added = await apiCall(page, piotrToken, 'POST', `/api/favorite-announcements/${id}`);
  expect(added.status).toBe(200);
  await expect(button).not.toHaveAttribute('aria-disabled', 'true', { timeout: 3_000 });
  await button.click();
  const dialog = page.getByRole('alertdialog', { name: 'Ulubione ogłoszenia' });
  await expect(dialog).toContainText('Ogłoszenie jest już dodane do ulubionych.');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/details-favourite-exists.png` });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(button).toHaveText('USUŃ Z ULUBIONYCH');
  // The state survives a reload: it comes from the server.
  await page.reload();
  await expect(favoriteButton(page)).toHaveText('USUŃ Z ULUBIONYCH');
  await apiCall(page, piotrToken, 'DELETE', `/api/favorite-announcements/${id}`);
});

test('an administrator locks and unlocks; meanwhile the bidder and visitors get 404', async ({
  page,
  browser,
}) => {
  const { jan, id } = await janPublished(browser, 'Dostawa wyposażenia laboratorium badawczego');
  await jan.context.close();
  await signInAt(page, accounts.admin.email);
  await page.goto(`/ogloszenia/${id}`);
  const panel = page.getByRole('region', { name: 'Panel administratora' });
  await expect(panel).toContainText('Ogłoszenie widoczne dla wszystkich');
  for (const name of ['Edytuj', 'Zablokuj', 'Zarządzaj użytkownikiem', 'Lista projektów', 'Lista ogłoszeń'])
    await expect(
      panel.getByRole(name === 'Zablokuj' ? 'button' : 'link', { name, exact: true }),
    ).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Lista ogłoszeń' })).toHaveAttribute(
    'href',
    '/administracja/ogloszenia',
  );
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/details-admin-panel.png` });

  await panel.getByRole('button', { name: 'Zablokuj' }).click();
  await expect(panel).toContainText('Ogłoszenie widoczne tylko dla użytkowników z uprawnieniami do podglądu');
  await expect(page.getByText('Status ogłoszenia:')).toContainText('Zablokowane');
  await expect(panel.getByRole('link', { name: 'Edytuj', exact: true })).toHaveCount(0);
  await expect(panel.getByRole('status')).toHaveText('Ogłoszenie zostało zablokowane.');

  const piotr = await otherSession(browser, accounts.bidder.email);
  await piotr.page.goto(`/ogloszenia/${id}`);
  await expect(piotr.page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await expectAccessible(piotr.page);
  const visitor = await browser.newPage();
  await visitor.goto(`/ogloszenia/${id}`);
  await expect(visitor.getByRole('heading', { name: 'Error 404' })).toBeVisible();

  await panel.getByRole('button', { name: 'Odblokuj' }).click();
  await expect(panel).toContainText('Ogłoszenie widoczne dla wszystkich');
  await expect(page.getByText('Status ogłoszenia:')).toContainText('Opublikowane');
  await piotr.page.reload();
  await expect(piotr.page.getByText('Status ogłoszenia:')).toContainText('Opublikowane');
  await expect(piotr.page.getByRole('region', { name: 'Panel administratora' })).toHaveCount(0);
  await piotr.context.close();
  await visitor.close();
});

test('drafts need a login and their author; bad addresses show the not-found view', async ({ page }) => {
  await page.goto('/ogloszenia/1/robocza');
  await expect(page).toHaveURL(/\/$/);
  for (const path of [
    '/ogloszenia/abc',
    '/ogloszenia/1/wersja',
    '/ogloszenia/1/wersjaX',
    '/ogloszenia/999999',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  }
  const token = await signInAt(page, accounts.advertiser.email);
  const draft = (await ownAnnouncements(page, token, 'DRAFT')).find((a) => a.number === null);
  expect(draft).toBeTruthy();
  await page.goto(`/ogloszenia/${draft?.id}/robocza`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ogłoszenie (wersja robocza)' })).toBeVisible();
  await expect(page.getByText('Status wersji:')).toContainText('Wersja robocza');
  await expect(page.getByRole('link', { name: 'Edytuj ogłoszenie' })).toBeVisible();
  await expectAccessible(page);
  // The draft has no published version: its plain address is not found.
  await page.goto(`/ogloszenia/${draft?.id}`);
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
});
