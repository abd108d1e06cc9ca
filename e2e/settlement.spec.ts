import { execFileSync } from 'node:child_process';
import { apiCall, otherSession } from './support/announcements.ts';
import { accounts, chooseLocality, expectAccessible } from './support/fixtures.ts';
import {
  asAuthorAfterDeadline,
  fillPrice,
  janAnnouncementClosingTonight,
  type OfferAnnouncement,
  offersTabPath,
} from './support/offers.ts';
import { screenshots } from './support/shots.ts';
import { type Browser, expect, type Locator, type Page, test } from './support/test.ts';

const shot = screenshots();

const PIOTR = 'Zieliński Budownictwo sp. z o.o.';
const FUNDACJA = 'Fundacja Rozwoju Regionu';
const EXTERNAL = 'Stolarnia Pocztowa s.c.';
const COMMENT = 'Oferta Zieliński Budownictwo odrzucona: brak wadium.';

test.describe.configure({ mode: 'serial' });

let a: OfferAnnouncement;
let agnieszka = '';

/** A bidder submits an offer through the API: prices per part, in the order of the parts (none: skipped). */
async function submitOffer(browser: Browser, email: string, prices: (string[] | null)[]) {
  const session = await otherSession(browser, email);
  const view = await apiCall(session.page, session.token, 'GET', `/api/announcements/${a.id}`);
  const parts = view.data.version.content.parts as { id: number }[];
  const offers = parts.flatMap((p, i) => {
    const list = prices[i];
    return list ? [{ part_id: p.id, variants: list.map((price) => ({ price })) }] : [];
  });
  const r = await apiCall(session.page, session.token, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
    announcement: a.id,
    offers,
    attachments: [],
  });
  expect(r.status, r.message).toBe(200);
  const name = (await apiCall(session.page, session.token, 'GET', '/api/users/0')).data.user.economic_subject
    ?.name as string;
  await session.context.close();
  return name;
}

test.beforeAll(async ({ browser }) => {
  a = await janAnnouncementClosingTonight(browser, { title: 'Test rozstrzygnięcia (e2e)' });
  // Two parts; the second takes variants. Three bidders submit in the portal.
  await submitOffer(browser, accounts.bidder.email, [['1000,00'], ['900,00', '950,00']]);
  agnieszka = await submitOffer(browser, accounts.bidder2.email, [['1200,00'], ['870,00']]);
  await submitOffer(browser, accounts.advertiser2.email, [['1100,00'], null]);
});

/** The step of the side menu. */
const step = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Kroki rozstrzygnięcia' }).getByRole('button', { name });

/** The offer card of a bidder in a part step. */
const card = (page: Page, bidder: string): Locator =>
  page.locator('.settlement-offer').filter({ has: page.getByRole('heading', { name: bidder }) });

test('the author settles: an entered offer, a refusal, the winners, a protocol; the errors dialog', async ({
  page,
}) => {
  await asAuthorAfterDeadline(page, a, async () => {
    await page.getByRole('button', { name: 'Dodaj rozstrzygnięcie' }).click();
    await expect(page.getByRole('heading', { name: 'Dodawanie rozstrzygnięcia' })).toBeVisible();
    await expect(page).toHaveURL(/tryb=rozstrzygniecie/);
    // The part steps and the summary wait for 'Nie ma więcej ofert'.
    await expect(step(page, 'Kompletowanie ofert')).toHaveAttribute('aria-current', 'step');
    await expect(step(page, 'Oferty do części 1')).toBeDisabled();
    await expect(step(page, 'Podsumowanie')).toBeDisabled();
    await expect(page.getByText('Nie dodano ofert złożonych inną drogą.')).toBeVisible();
    await expectAccessible(page);
    await shot(page, '20-settlement-completing');

    // An offer that came by post: the bidder's data with the NIP check, one part.
    await page.getByRole('button', { name: 'Dodaj ofertę' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodaj ofertę' });
    await expect(dialog.getByLabel('Nazwa')).toBeFocused();
    await dialog.getByLabel('Nazwa').fill(EXTERNAL);
    const nip = dialog.getByRole('textbox', { name: 'NIP', exact: true });
    await nip.fill('7771234568');
    await dialog.getByLabel('Kod pocztowy').fill('30-001');
    await dialog.getByLabel('Numer domu').fill('7');
    await chooseLocality(page, dialog, 'Wiśniowa');
    await dialog.getByRole('checkbox', { name: 'Składam ofertę na tę część' }).first().check();
    await fillPrice(page, 'Cena brutto (część 1)', '1050');
    await expectAccessible(page);
    await shot(page, '21-settlement-external-dialog');
    await dialog.getByRole('button', { name: 'Zapisz ofertę' }).click();
    await expect(dialog.getByText('Wpisany numer NIP ma niepoprawną sumę kontrolną.')).toBeVisible();
    await nip.fill('7771234567');
    await dialog.getByRole('button', { name: 'Zapisz ofertę' }).click();
    await expect(dialog).toHaveCount(0);
    const entered = page.locator('.entered-offers__item').filter({ hasText: EXTERNAL });
    await expect(entered).toContainText('Wiśniowa');
    // Its details, read back.
    await entered.getByRole('button', { name: `Pokaż szczegóły oferty ${EXTERNAL}` }).click();
    const preview = page.getByRole('dialog', { name: 'Podgląd oferty' });
    await expect(preview.getByText('7771234567')).toBeVisible();
    await expect(preview.getByText('1 050,00 zł')).toBeVisible();
    await preview.getByRole('button', { name: 'Zamknij podgląd' }).click();

    await page.getByRole('checkbox', { name: 'Nie ma więcej ofert' }).check();
    await page.getByRole('button', { name: 'Dalej' }).click();
    await expect(page.getByRole('heading', { name: 'Oferty do części 1' })).toBeFocused();

    // Part 1: four offers; Piotr's is refused, the Foundation's wins (chosen with the keyboard).
    for (const bidder of [PIOTR, agnieszka, FUNDACJA, EXTERNAL])
      await expect(card(page, bidder)).toBeVisible();
    await expect(card(page, EXTERNAL).getByText('Złożona inną drogą')).toBeVisible();
    await card(page, PIOTR)
      .getByRole('button', { name: `Odrzuć ofertę ${PIOTR}` })
      .click();
    await expect(card(page, PIOTR).getByText('Odrzucona')).toBeVisible();
    await expect(card(page, PIOTR).getByRole('radio')).toBeDisabled();
    const foundation = card(page, FUNDACJA).getByRole('radio');
    await foundation.focus();
    await page.keyboard.press('Space');
    await expect(foundation).toBeChecked();
    await expectAccessible(page);
    await shot(page, '22-settlement-part-1');

    // Straight to the summary: part 2 has no choice yet, so publishing opens the errors dialog.
    await step(page, 'Podsumowanie').click();
    await expect(page.getByText('Nie dokonano wyboru')).toBeVisible();
    await expect(page.getByText(`Wybrana oferta: ${FUNDACJA}`)).toBeVisible();
    await page.getByRole('button', { name: 'Publikuj rozstrzygnięcie' }).click();
    const errors = page.getByRole('alertdialog', { name: 'Nie opublikowano rozstrzygnięcia' });
    await expect(
      errors.getByText('Podczas próby rozstrzygnięcia wystąpiły błędy dotyczące wyboru ofert.'),
    ).toBeVisible();
    await expect(errors.getByText(/^Część 2/)).toBeVisible();
    await expectAccessible(page);
    await errors.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Oferty do części 2' })).toBeVisible();

    // Part 2: Agnieszka's offer wins.
    await card(page, agnieszka).getByRole('radio').check();
    await page.getByRole('checkbox', { name: 'Nie wybrano żadnej oferty' }).check();
    await expect(card(page, agnieszka).getByRole('radio')).not.toBeChecked();
    await card(page, agnieszka).getByRole('radio').check();
    await expect(page.getByRole('checkbox', { name: 'Nie wybrano żadnej oferty' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Dalej' }).click();

    // The summary: a protocol and another attachment, a comment; only one protocol at a time.
    await expect(page.getByRole('heading', { name: 'Podsumowanie' })).toBeFocused();
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles({
      name: 'protokol.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 protokół'),
    });
    await expect(page.getByLabel('Nazwa załącznika')).toHaveCount(1);
    await picker.setInputFiles({
      name: 'opinia.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 opinia'),
    });
    await expect(page.getByLabel('Nazwa załącznika')).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Oznacz jako protokół (opinia.pdf)' }).check();
    await page.getByRole('checkbox', { name: 'Oznacz jako protokół (protokol.pdf)' }).check();
    await expect(page.getByRole('checkbox', { name: 'Oznacz jako protokół (opinia.pdf)' })).not.toBeChecked();
    await page.getByLabel('Komentarz').fill(COMMENT);
    await expect(page.getByText(`Liczba znaków: ${COMMENT.length} z 1000.`)).toBeVisible();
    await expectAccessible(page);
    await shot(page, '23-settlement-summary');
    await page.getByRole('button', { name: 'Publikuj rozstrzygnięcie' }).click();

    // Published: the announcement is resolved and shows the result.
    const result = page.getByRole('region', { name: 'Rozstrzygnięcie' });
    await expect(result.getByText(`Wybrana oferta: ${FUNDACJA}`)).toBeVisible({ timeout: 10_000 });
    await expect(page).not.toHaveURL(/tryb=/);
    await expect(page.getByRole('button', { name: 'Zmień rozstrzygnięcie' })).toBeVisible();
    await shot(page, '24-settlement-published-author');
  });
});

test('anyone reads the result and prints the list of offers', async ({ page }) => {
  await page.goto(offersTabPath(a.id));
  const result = page.getByRole('region', { name: 'Rozstrzygnięcie' });
  await expect(result.getByText(`Wybrana oferta: ${FUNDACJA}`)).toBeVisible();
  await expect(result.getByText(`Wybrana oferta: ${agnieszka}`)).toBeVisible();
  await expect(result.getByRole('row', { name: new RegExp(EXTERNAL) })).toContainText('Złożona inną drogą');
  await expect(result.getByRole('row', { name: new RegExp(PIOTR) }).first()).toContainText('Odrzucona');
  await expect(result.getByText('Protokół', { exact: true })).toBeVisible();
  await expect(result.getByText(COMMENT)).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    result.getByRole('button', { name: 'Wydruk listy ofert' }).click(),
  ]);
  const file = `.tmp/${Date.now()}-rozstrzygniecie-e2e.pdf`;
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  for (const name of [PIOTR, agnieszka, FUNDACJA, EXTERNAL]) expect(text).toContain(name);
  expect(text).toContain('1 050,00 zł');
  expect(text).toContain('(odrzucona)');
});

test('the author changes the winner of part 1; the bidders see whether they won', async ({
  page,
  browser,
}) => {
  await asAuthorAfterDeadline(page, a, async () => {
    await page.getByRole('button', { name: 'Zmień rozstrzygnięcie' }).click();
    await expect(page.getByRole('heading', { name: 'Edycja rozstrzygnięcia' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Nie ma więcej ofert' })).toBeChecked();
    await step(page, 'Oferty do części 1').click();
    await expect(card(page, PIOTR).getByText('Odrzucona')).toBeVisible();
    await expect(card(page, FUNDACJA).getByRole('radio')).toBeChecked();
    await card(page, EXTERNAL).getByRole('radio').check();
    await step(page, 'Podsumowanie').click();
    await expect(page.getByText(`Wybrana oferta: ${EXTERNAL}`)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Oznacz jako protokół (protokol.pdf)' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Oznacz jako protokół (opinia.pdf)' })).not.toBeChecked();
    await page.getByRole('button', { name: 'Publikuj rozstrzygnięcie' }).click();
    const result = page.getByRole('region', { name: 'Rozstrzygnięcie' });
    await expect(result.getByText(`Wybrana oferta: ${EXTERNAL}`)).toBeVisible({ timeout: 10_000 });
  });
  // Agnieszka won part 2; the Foundation no longer wins anything.
  const bidder2 = await otherSession(browser, accounts.bidder2.email);
  await bidder2.page.goto('/oferty');
  const item = bidder2.page.getByRole('listitem').filter({ hasText: a.title });
  await expect(item.getByText('Oferta wybrana (część 2)')).toBeVisible();
  await expectAccessible(bidder2.page);
  await shot(bidder2.page, '25-my-offers-won');
  await bidder2.context.close();
  const foundation = await otherSession(browser, accounts.advertiser2.email);
  await foundation.page.goto('/oferty');
  await expect(
    foundation.page
      .getByRole('listitem')
      .filter({ hasText: a.title })
      .getByText('Oferta nie została wybrana'),
  ).toBeVisible();
  await foundation.context.close();
});
