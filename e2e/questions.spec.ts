import { execFileSync } from 'node:child_process';
import { apiCall, otherSession, signInAt } from './support/announcements.ts';
import { accounts, expectAccessible, fillLoginPage, sideMenu } from './support/fixtures.ts';
import { janAnnouncementClosingTonight, type OfferAnnouncement } from './support/offers.ts';
import { screenshots } from './support/shots.ts';
import { type Browser, expect, type Page, test } from './support/test.ts';

const shot = screenshots('questions-');

const QUESTION = 'Czy dopuszczają Państwo dostawę łóżek w dwóch transzach?';
const EDITED = 'Czy dopuszczają Państwo dostawę łóżek szpitalnych w dwóch transzach?';
const DRAFT_ANSWER = 'Robocza odpowiedź: sprawdzamy to z działem zamówień.';
const ANSWER = 'Tak, dopuszczamy dostawę w dwóch transzach w odstępie do 30 dni.';
const OTHER = 'Jaki jest wymagany okres gwarancji na materace?';

test.describe.configure({ mode: 'serial' });

let a: OfferAnnouncement;
const path = () => `/ogloszenia/${a.id}?sekcja=pytania`;
const tab = (page: Page) => page.getByRole('tab', { name: /^Pytania/ });

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  a = await janAnnouncementClosingTonight(browser, { title: 'Test pytań i odpowiedzi (e2e)', days: 5 });
  // Another bidder's question, asked through the API: the author will clear its 'N' mark.
  const other = await otherSession(browser, accounts.bidder2.email);
  const asked = await apiCall(other.page, other.token, 'POST', '/api/question', {
    content: OTHER,
    advertisement: a.id,
  });
  expect(asked.status, asked.message).toBe(200);
  await other.context.close();
});

/** Signs in (top bar, real login page) and waits to be back on the announcement's 'Pytania' tab. */
async function signInToQuestions(page: Page, email: string): Promise<void> {
  await signInAt(page, email, path());
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${a.id}\\?sekcja=pytania$`), { timeout: 10_000 });
  await expect(tab(page)).toHaveAttribute('aria-selected', 'true');
}

async function pdfText(page: Page, fileName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Wydruk listy pytań' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  const file = `.tmp/${Date.now()}-${fileName}`;
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

test('a visitor sees no unanswered question and logs in to ask, coming back to the tab', async ({ page }) => {
  await page.goto(path());
  await expect(tab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Brak opublikowanych pytań i odpowiedzi.')).toBeVisible();
  await expect(page.getByText(OTHER)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Wydruk listy pytań' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, '01-anonymous-empty');
  await page.getByRole('button', { name: 'Dodaj pytanie Wymaga logowania' }).click();
  await fillLoginPage(page, accounts.bidder.email);
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${a.id}\\?sekcja=pytania$`), { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Moje pytania' })).toBeVisible();
  await expect(page.getByText('Nie zadałeś jeszcze pytania do tego ogłoszenia.')).toBeVisible();
  // The tab's headings follow the page's h1 without a gap (issue 44: heading-order).
  await expectAccessible(page);
});

test('a bidder asks with the keyboard: required text, the counter, "Wysłano pytanie."', async ({ page }) => {
  await signInToQuestions(page, accounts.bidder.email);
  const ask = page.getByRole('button', { name: 'Dodaj pytanie', exact: true });
  await ask.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Zadaj pytanie' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Wyślij pytanie' }).click();
  await expect(dialog.getByText('To pole jest wymagane.')).toBeVisible();
  const text = dialog.getByLabel(/Treść pytania/);
  await expect(text).toBeFocused();
  await page.keyboard.type(QUESTION);
  await expect(dialog.getByText(`Liczba znaków: ${QUESTION.length} z 2000.`)).toBeVisible();
  await expect(text).toHaveAttribute('maxlength', '2000');
  await expectAccessible(page);
  await shot(page, '02-ask-dialog');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Wyślij pytanie' })).toBeFocused();
  await page.keyboard.press('Enter');
  const sent = page.getByRole('dialog', { name: 'Pytanie' });
  await expect(sent.getByText('Wysłano pytanie.')).toBeVisible();
  await sent.getByRole('button', { name: 'OK' }).click();
  const mine = page.getByRole('region', { name: 'Moje pytania' });
  await expect(mine.getByText(QUESTION)).toBeVisible();
  await expect(mine.getByText('Oczekuje na odpowiedź.')).toBeVisible();
  // Not published yet: the list everyone sees is still empty, and nobody else's question shows.
  await expect(page.getByText('Brak opublikowanych pytań i odpowiedzi.')).toBeVisible();
  await expect(page.getByText(OTHER)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, '03-bidder-asked');
});

test('the author sees both with their N marks, clears one, edits the question and saves a draft answer', async ({
  page,
}) => {
  await signInToQuestions(page, accounts.advertiser.email);
  await expect(tab(page)).toHaveAccessibleName('Pytania (nowe: 2)');
  // The menu counts the author's announcements with something new (this one among them).
  const menuLink = sideMenu(page).getByRole('link', { name: /^Moje ogłoszenia/ });
  await expect(menuLink).toHaveAccessibleName(/\(nowe: \d+\)$/);
  const newCount = async () => Number(/nowe: (\d+)/.exec((await menuLink.textContent()) ?? '')?.[1] ?? 0);
  const before = await newCount();
  const items = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Pytanie nr/ }) });
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByRole('heading')).toHaveText('Pytanie nr 1');
  await expect(page.getByRole('heading', { level: 2, name: 'Pytania do ogłoszenia' })).toBeVisible();
  await expectAccessible(page);
  await expect(items.nth(0).getByText(OTHER)).toBeVisible();
  await expect(items.nth(1).getByText(QUESTION)).toBeVisible();
  await expect(items.nth(1).getByText(/Status: Nowe/)).toBeVisible();
  // Who asked is never shown to the author.
  await expect(page.getByText(accounts.bidder.name)).toHaveCount(0);
  await expect(page.getByText(accounts.bidder2.name)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, '04-author-new');

  await items.nth(0).getByRole('button', { name: 'USUŃ OZNACZENIE JAKO NOWE (pytanie nr 1)' }).click();
  await expect(page.getByText('Usunięto oznaczenie pytania nr 1 jako nowego.')).toBeVisible();
  await expect(tab(page)).toHaveAccessibleName('Pytania (nowe: 1)');

  await items.nth(1).getByRole('button', { name: 'Odpowiedz na pytanie nr 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odpowiedz na pytanie' });
  await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(dialog.getByText('To pole jest wymagane.')).toBeVisible();
  await dialog.getByLabel(/Treść pytania/).fill(EDITED);
  await dialog.getByLabel(/Odpowiedź/).fill(DRAFT_ANSWER);
  await expect(dialog.getByText(`Liczba znaków: ${DRAFT_ANSWER.length} z 5000.`)).toBeVisible();
  await expectAccessible(page);
  await shot(page, '05-answer-dialog');
  await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Zapisano roboczą odpowiedź na pytanie nr 2.')).toBeVisible();
  await expect(items.nth(1).getByText(/Status: Odpowiedź robocza/)).toBeVisible();
  await expect(items.nth(1).getByText(DRAFT_ANSWER)).toBeVisible();
  await expect(items.nth(1).getByText(QUESTION)).toBeVisible(); // the original words, kept
  await expect(items.nth(1).getByText(EDITED)).toBeVisible();
  // Answering cleared the last mark: the tab has no count left.
  await expect(tab(page)).toHaveAccessibleName('Pytania');
  await expect.poll(newCount).toBe(before - 1);
  await expectAccessible(page);
  await shot(page, '06-author-draft');
});

test('the bidder does not see the draft answer', async ({ page }) => {
  await signInToQuestions(page, accounts.bidder.email);
  const mine = page.getByRole('region', { name: 'Moje pytania' });
  await expect(mine.getByText('Oczekuje na odpowiedź.')).toBeVisible();
  await expect(page.getByText(DRAFT_ANSWER)).toHaveCount(0);
  await expect(page.getByText('Odpowiedź robocza')).toHaveCount(0);
  await expect(page.getByText('Brak opublikowanych pytań i odpowiedzi.')).toBeVisible();
});

test('the author publishes; the print lists the answer and the unanswered question', async ({ page }) => {
  await signInToQuestions(page, accounts.advertiser.email);
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Pytanie nr 2' }) });
  await item.getByRole('button', { name: 'Edytuj odpowiedź na pytanie nr 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odpowiedz na pytanie' });
  await expect(dialog.getByText(QUESTION)).toBeVisible();
  await dialog.getByLabel(/Odpowiedź/).fill(ANSWER);
  await dialog.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(page.getByText('Opublikowano odpowiedź na pytanie nr 2.')).toBeVisible();
  await expect(item.getByText(/Status: Opublikowane/)).toBeVisible();
  // A published answer is edited and published again, never saved back as a draft.
  await item.getByRole('button', { name: 'Edytuj odpowiedź na pytanie nr 2' }).click();
  await expect(dialog.getByRole('button', { name: 'Opublikuj zmiany' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Zapisz', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  const text = await pdfText(page, `pytania_do_ogloszenia_nr_${a.number}.pdf`);
  expect(text).toContain(`Pytania i odpowiedzi do ogłoszenia nr ${a.number}`);
  expect(text).toContain('dwóch transzach');
  expect(text).toContain('w odstępie do 30 dni');
  expect(text).toContain('okres gwarancji na materace');
  expect(text).toContain('Brak opublikowanej odpowiedzi.');
  expect(text).not.toContain('Robocza odpowiedź');
  expect(text).toMatch(/strona 1 \/ 1/);
  expect(text).toContain('Baza Konkurencyjności - wygenerowano z portalu');
});

test('a visitor reads the published answer and prints it, anonymously', async ({ page }) => {
  await page.goto(path());
  const published = page.getByRole('region', { name: 'Pytania i odpowiedzi' });
  await expect(published.getByText(EDITED)).toBeVisible();
  await expect(published.getByText(ANSWER)).toBeVisible();
  await expect(page.getByText(OTHER)).toHaveCount(0);
  await expect(page.getByText(QUESTION, { exact: true })).toHaveCount(0);
  await expect(page.getByText(accounts.bidder.name)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, '07-anonymous-answer');
  const text = await pdfText(page, `pytania_do_ogloszenia_nr_${a.number}.pdf`);
  expect(text).toContain('Pytania i odpowiedzi');
  expect(text).toContain('szpitalnych w dwóch transzach');
  expect(text).toContain('w odstępie do 30 dni');
  expect(text).not.toContain('materace');
  expect(text).not.toContain('Zieliński');
});

test('the bidder sees the answer under "Moje pytania" and marked "Moje pytanie"; versions disable the tab', async ({
  page,
}) => {
  await signInToQuestions(page, accounts.bidder.email);
  const published = page.getByRole('region', { name: 'Pytania i odpowiedzi' });
  await expect(published.getByText('Moje pytanie')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Moje pytania' }).getByText(ANSWER)).toBeVisible();
  await expectAccessible(page);
  const view = await apiCall(page, null, 'GET', `/api/announcements/${a.id}`);
  await page.goto(`/ogloszenia/${a.id}/wersja${view.data.version.id}?sekcja=pytania`);
  await expect(tab(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('tab', { name: 'Ogłoszenie' })).toHaveAttribute('aria-selected', 'true');
});

test("the author clears the announcement's own N mark; the question keeps its mark", async ({
  page,
  browser,
}) => {
  const other = await otherSession(browser, accounts.bidder2.email);
  const asked = await apiCall(other.page, other.token, 'POST', '/api/question', {
    content: 'Czy można złożyć ofertę na część dostawy?',
    advertisement: a.id,
  });
  expect(asked.status, asked.message).toBe(200);
  await other.context.close();
  await signInToQuestions(page, accounts.advertiser.email);
  const menuLink = sideMenu(page).getByRole('link', { name: /^Moje ogłoszenia/ });
  await expect(menuLink).toHaveAccessibleName(/\(nowe: \d+\)$/);
  const count = async () => Number(/nowe: (\d+)/.exec((await menuLink.textContent()) ?? '')?.[1] ?? 0);
  const before = await count();
  await page.getByRole('button', { name: 'USUŃ OZNACZENIE JAKO NOWE', exact: true }).click();
  await expect(page.getByText('Usunięto oznaczenie ogłoszenia jako nowe.')).toBeVisible();
  await expect.poll(count).toBe(before - 1);
  await expect(tab(page)).toHaveAccessibleName('Pytania (nowe: 1)');
  await expect(page.getByRole('button', { name: 'USUŃ OZNACZENIE JAKO NOWE (pytanie nr 3)' })).toBeVisible();
});
