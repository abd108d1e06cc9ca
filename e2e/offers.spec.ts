import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { apiCall, signInAt, tokenOf } from './support/announcements.ts';
import { accounts, expectAccessible, fillLoginPage, sideMenu } from './support/fixtures.ts';
import {
  asAuthorAfterDeadline,
  fillPrice,
  janAnnouncementClosingTonight,
  type OfferAnnouncement,
  offersTabPath,
  signInToOffers,
} from './support/offers.ts';
import { screenshots } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

const shot = screenshots();

const PRICE_1 = 'Cena brutto (część 2, wariant 1)';
const PRICE_2 = 'Cena brutto (część 2, wariant 2)';
const SUBJECT = 'Zieliński Budownictwo sp. z o.o.';

test.describe.configure({ mode: 'serial' });

let a: OfferAnnouncement;

test.beforeAll(async ({ browser }) => {
  a = await janAnnouncementClosingTonight(browser);
});

test('a visitor sees "Utwórz ofertę" that asks for login and comes back to the tab', async ({ page }) => {
  await page.goto(offersTabPath(a.id));
  await expect(page.getByRole('tab', { name: /^Oferty/ })).toHaveAttribute('aria-selected', 'true');
  const create = page.getByRole('button', { name: 'Utwórz ofertę Wymaga logowania' });
  await expect(create).toBeVisible();
  await expectAccessible(page);
  await shot(page, '01-anonymous');
  await create.click();
  await fillLoginPage(page, accounts.bidder.email);
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${a.id}\\?sekcja=oferty$`), { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Utwórz ofertę', exact: true })).toBeVisible();
  // A cancelled announcement takes no offers.
  await page.goto(offersTabPath(a.cancelledId));
  await expect(page.getByText('Ogłoszenie zostało anulowane dla wszystkich oferentów.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, '01b-cancelled');
});

test('the offer form is checked before the question: a price on leaving it, the whole on submit', async ({
  page,
}) => {
  await signInToOffers(page, accounts.bidder.email, a.id);
  await page.getByRole('button', { name: 'Utwórz ofertę', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Utwórz ofertę' })).toBeVisible();
  const question = page.getByRole('alertdialog', { name: 'Składanie oferty' });
  const summary = page.locator('.offer-form__summary');
  // An empty form: no question, the summary and the focus on the first problem.
  await page.getByRole('button', { name: 'Złóż ofertę' }).click();
  await expect(summary).toContainText('Formularz zawiera błędy!');
  const noPart = page.locator('[data-error-anchor]', {
    hasText: 'Wybierz co najmniej jedną część zamówienia.',
  });
  await expect(noPart).toBeFocused();
  await expect(question).toHaveCount(0);
  // Letters in a price: its own message once the field is left.
  await page.getByRole('checkbox', { name: 'Składam ofertę na tę część' }).nth(1).check();
  const price = page.getByLabel(PRICE_1);
  await price.fill('abc');
  await price.blur();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Wpisz poprawną wartość zgodnie ze wzorem.')).toBeVisible();
  await page.getByRole('button', { name: 'Złóż ofertę' }).click();
  await expect(price).toBeFocused();
  await expect(summary).toContainText('Formularz zawiera błędy!');
  await expect(question).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, '01c-form-errors');
  // Corrected: the messages go, and only now the question comes.
  await fillPrice(page, PRICE_1, '1000');
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await expect(summary).toBeEmpty();
  await page.getByRole('button', { name: 'Złóż ofertę' }).click();
  await expect(question).toContainText('Czy na pewno chcesz złożyć tę ofertę?');
  await question.getByRole('button', { name: 'Nie' }).click();
});

test('a bidder drafts, submits, withdraws, edits and submits again', async ({ page }) => {
  await signInToOffers(page, accounts.bidder.email, a.id);
  await page.getByRole('button', { name: 'Utwórz ofertę', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Utwórz ofertę' })).toBeVisible();
  await expect(page.getByText(SUBJECT)).toBeVisible();
  await expect(page.getByRole('link', { name: /w swoim profilu/ })).toHaveAttribute(
    'href',
    '/uzytkownicy/moj-profil',
  );
  // Two parts with partial offers: the bidder chooses the second one, which takes variants.
  const choices = page.getByRole('checkbox', { name: 'Składam ofertę na tę część' });
  await expect(choices).toHaveCount(2);
  await choices.nth(1).check();
  await fillPrice(page, PRICE_1, '1000');
  await expect(page.getByLabel(PRICE_1)).toHaveValue('1000,00');
  await page.getByLabel('Opis (część 2, wariant 1)').fill('Wariant podstawowy');
  await expect(page.getByText('Wpisano 18 z 120 znaków.')).toBeVisible();
  await page.getByRole('button', { name: 'Dodaj wariant (część 2)' }).click();
  await fillPrice(page, PRICE_2, '950,5');
  await expect(page.getByLabel(PRICE_2)).toHaveValue('950,50');
  await page.getByLabel('Opis (część 2, wariant 2)').fill('Wariant z dłuższą gwarancją');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'kosztorys.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 kosztorys ofertowy'),
  });
  const attachmentName = page.getByLabel('Nazwa załącznika');
  await expect(attachmentName).toHaveValue('kosztorys.pdf');
  await expectAccessible(page);
  await shot(page, '02-form-new');

  await page.getByRole('button', { name: 'Zapisz wersję roboczą oferty' }).click();
  await expect(page.getByRole('button', { name: 'Zapisano', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edytuj ofertę' })).toBeVisible();
  await expect(page.getByText('Status oferty: Robocza')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Usuń ofertę' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapisz wersję roboczą oferty' })).toBeVisible({
    timeout: 7_000,
  });

  // An attachment without a name stops the submission before the question.
  await attachmentName.fill('');
  // Leaving the field shows its own message first (the list's check on blur moves the buttons down).
  await attachmentName.blur();
  await page.getByRole('button', { name: 'Złóż ofertę' }).click();
  const warning = page.getByRole('alertdialog', { name: 'UWAGA!' });
  await expect(warning).toContainText('TWOJA OFERTA NIE ZOSTAŁA ZŁOŻONA.');
  await expect(warning).toContainText('UZUPEŁNIJ POLE "NAZWA ZAŁĄCZNIKA".');
  await expectAccessible(page);
  await shot(page, '03-attachment-warning');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(attachmentName).toBeFocused();
  await attachmentName.fill('Kosztorys ofertowy');

  await submit(page);
  const done = page.getByRole('dialog', { name: 'Oferta została złożona.' });
  await expect(done.getByRole('heading', { name: 'Potwierdzenie złożenia oferty' })).toBeVisible();
  await expect(done.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await expect(done.getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, '04-submitted-dialog');
  await done.getByRole('button', { name: 'OK' }).click();

  const preview = page.getByRole('region', { name: 'Podgląd oferty' });
  await expect(preview.getByText('Status oferty: Złożona')).toBeVisible();
  await expect(preview.getByText('1 000,00 zł')).toBeVisible();
  await expect(preview.getByText('950,50 zł')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Pobierz załącznik Kosztorys ofertowy' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Potwierdzenie złożenia oferty' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapisz wersję roboczą oferty' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, '05-preview-submitted');

  // Withdrawing asks first, as submitting does: 'Nie' keeps the offer submitted.
  const withdrawButton = page.getByRole('button', { name: 'Wycofaj ofertę' });
  await withdrawButton.click();
  let question = page.getByRole('alertdialog', { name: 'Wycofanie oferty' });
  await expect(question).toContainText('Czy na pewno chcesz wycofać tę ofertę?');
  await expect(question.getByRole('button', { name: 'Nie' })).toBeFocused();
  await expectAccessible(page);
  await shot(page, '05b-withdraw-question');
  await question.getByRole('button', { name: 'Nie' }).click();
  await expect(question).toHaveCount(0);
  await expect(withdrawButton).toBeFocused();
  await page.reload();
  await expect(preview.getByText('Status oferty: Złożona')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Potwierdzenie złożenia oferty' })).toBeVisible();
  // 'Tak' withdraws it.
  await withdrawButton.click();
  question = page.getByRole('alertdialog', { name: 'Wycofanie oferty' });
  await question.getByRole('button', { name: 'Tak' }).click();
  const withdrawn = page.getByRole('dialog', { name: 'Wycofałeś ofertę.' });
  await expect(withdrawn).toContainText('Możesz ją teraz usunąć lub edytować i ponownie złożyć.');
  await expectAccessible(page);
  await shot(page, '06-withdrawn-dialog');
  await withdrawn.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Status oferty: Wycofana')).toBeVisible();

  // The withdrawn offer's preview shows the old receipt only as that of the withdrawn submission.
  await page.goto(`/oferty?numer=${encodeURIComponent(a.number)}`);
  await page.getByRole('button', { name: /Podgląd oferty/ }).click();
  const withdrawnPreview = page.getByRole('dialog', { name: 'Podgląd oferty' });
  await expect(withdrawnPreview.getByText('Status oferty: Wycofana')).toBeVisible();
  await expect(
    withdrawnPreview.getByRole('heading', { name: 'Oferta wycofana: potwierdzenie wycofanego złożenia' }),
  ).toBeVisible();
  await expect(
    withdrawnPreview.getByText('Ta oferta została wycofana i nie jest złożona.', { exact: false }),
  ).toBeVisible();
  await expect(withdrawnPreview.getByRole('heading', { name: 'Potwierdzenie złożenia oferty' })).toHaveCount(
    0,
  );
  await expect(withdrawnPreview.getByText('Czas złożenia oferty (według zegara serwera)')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, '06b-withdrawn-preview');
  await withdrawnPreview.getByRole('button', { name: 'Zamknij podgląd' }).click();
  await page.goto(offersTabPath(a.id));
  await expect(page.getByText('Status oferty: Wycofana')).toBeVisible();
  await fillPrice(page, PRICE_1, '980');
  await submit(page);
  await page
    .getByRole('dialog', { name: 'Oferta została złożona.' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(preview.getByText('980,00 zł')).toBeVisible();
  await expect(preview.getByText('1 000,00 zł')).toHaveCount(0);
});

async function submit(page: Page) {
  await page.getByRole('button', { name: 'Złóż ofertę' }).click();
  const question = page.getByRole('alertdialog', { name: 'Składanie oferty' });
  await expect(question).toContainText('Czy na pewno chcesz złożyć tę ofertę?');
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Tak' }).click();
}

test('a user without bidder data can save a draft but not submit it', async ({ page }) => {
  await signInToOffers(page, accounts.newUser.email, a.id);
  await page.getByRole('button', { name: 'Utwórz ofertę', exact: true }).click();
  await expect(
    page.getByText('Nie zdefiniowano danych podmiotu dla użytkownika. Uzupełnij je w swoim profilu.'),
  ).toBeVisible();
  await expect(
    page.getByText('Oferta nie będzie mogła zostać złożona. W dalszym ciągu będzie można ją zapisać.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Złóż ofertę' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Składam ofertę na tę część' }).first().check();
  // The server's field errors come back under their fields.
  await page.getByRole('button', { name: 'Zapisz wersję roboczą oferty' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Formularz zawiera błędy!' })).toBeVisible();
  const price = page.getByLabel('Cena brutto (część 1)');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('To pole jest wymagane.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, '07-no-subject-errors');
  await fillPrice(page, 'Cena brutto (część 1)', '500');
  await page.getByRole('button', { name: 'Zapisz wersję roboczą oferty' }).click();
  await expect(page.getByRole('button', { name: 'Zapisano', exact: true })).toBeVisible();
  await expect(page.getByText('Formularz zawiera błędy!')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, '08-no-subject-saved');

  // Delete, then create and cancel: the tab starts again each time.
  await page.getByRole('button', { name: 'Usuń ofertę' }).click();
  const remove = page.getByRole('alertdialog', { name: 'Usuwanie oferty' });
  await expect(remove).toContainText('Czy na pewno chcesz usunąć tę ofertę?');
  await expectAccessible(page);
  await remove.getByRole('button', { name: 'Tak' }).click();
  await page.getByRole('button', { name: 'Utwórz ofertę', exact: true }).click();
  await page.getByRole('button', { name: 'Anuluj tworzenie/edycję oferty' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Anulowanie oferty' });
  await expect(cancel).toContainText(
    'Czy na pewno chcesz anulować tworzenie/edycję oferty? Wszystkie niezapisane dane zostaną utracone.',
  );
  await cancel.getByRole('button', { name: 'Tak' }).click();
  await expect(page.getByRole('button', { name: 'Utwórz ofertę', exact: true })).toBeVisible();
});

test('the advertiser sees only sealed entries before the deadline and clears the "N" mark', async ({
  page,
}) => {
  await signInToOffers(page, accounts.advertiser.email, a.id);
  await expect(page.getByRole('tab', { name: /^Oferty\s*\(nowe: 1\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'USUŃ OZNACZENIE JAKO NOWE', exact: true })).toBeVisible();
  // The published version's own view is read-only: no counts, no new mark, no edit, tabs disabled.
  const view = await page.request.get(`/api/announcements/${a.id}`, {
    headers: { 'X-Auth-Token': await tokenOf(page) },
  });
  const versionId = (await view.json()).data.advertisement.all_available_version_ids.at(-1);
  await page.goto(`/ogloszenia/${a.id}/wersja${versionId}`);
  await expect(page.getByText('Data opublikowania wersji')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Oferty', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('button', { name: 'USUŃ OZNACZENIE JAKO NOWE' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edytuj ogłoszenie' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Podejrzyj inne wersje' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, '09a-version-read-only');
  await page.goto(offersTabPath(a.id));
  await expect(page.getByRole('tab', { name: /^Oferty\s*\(nowe: 1\)$/ })).toBeVisible();
  await expect(page.getByText('Podgląd ofert będzie dostępny po zamknięciu ogłoszenia.')).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: 'Oferta nr 1' });
  await expect(entry.getByTitle('Nowa oferta')).toBeVisible();
  for (const hidden of [SUBJECT, '980,00 zł', 'Kosztorys ofertowy'])
    await expect(page.getByText(hidden)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, '09-advertiser-sealed');
  // The offer also marked the announcement new for its author (the menu counts it); clearing the
  // last new thing under it, this offer's mark, clears the announcement's mark and the menu's count.
  const myAnnouncements = sideMenu(page).getByRole('link', { name: /^Moje ogłoszenia/ });
  await expect(myAnnouncements).toContainText(/nowe: [1-9]/);
  const before = Number((await myAnnouncements.textContent())?.match(/nowe: (\d+)/)?.[1]);
  await entry.getByRole('button', { name: /USUŃ OZNACZENIE JAKO NOWE/ }).click();
  await expect(page.getByText('Usunięto oznaczenie oferty jako nowej.')).toBeVisible();
  await expect(entry.getByTitle('Nowa oferta')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Oferty', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'USUŃ OZNACZENIE JAKO NOWE' })).toHaveCount(0);
  if (before > 1) await expect(myAnnouncements).toContainText(`nowe: ${before - 1}`);
  else await expect(myAnnouncements).not.toContainText('nowe:');
  await expectAccessible(page);
});

test('"Moje oferty" lists the offer with sort, filters and the preview', async ({ page }) => {
  await signInAt(page, accounts.bidder.email, '/');
  await sideMenu(page).getByRole('link', { name: 'Moje oferty' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje oferty' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('navigation', { name: 'Okruszki' })).toContainText('Moje oferty');
  await expect(page.getByLabel('Sortuj')).toHaveValue('submissionDeadline_desc');
  await expect(page.getByText(/^Znaleziono \d+ ofert/)).toBeVisible();
  await page.getByLabel('Numer ogłoszenia').fill(` ${a.number} `);
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByText('Znaleziono 1 ofertę')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `Ogłoszenie nr ${a.number}` });
  await expect(card.getByRole('heading', { name: a.title })).toBeVisible();
  await expect(card).toContainText('Złożona');
  await expect(card).toContainText('Opublikowane');
  await expectAccessible(page);
  await shot(page, '10-my-offers');

  await page.getByLabel('Sortuj').selectOption('announcementNumber_asc');
  await expect(page).toHaveURL(/sort=announcementNumber_asc/);
  await page.getByLabel('Status oferty').selectOption('draft');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page).toHaveURL(/statusOferty=draft/);
  await expect(page.getByText('Brak ofert spełniających kryteria wyszukiwania.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, '10b-my-offers-empty');
  await page.getByLabel('Status oferty').selectOption('submitted');
  await page.getByLabel('Status ogłoszenia').selectOption('published');
  await page.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByText('Znaleziono 1 ofertę')).toBeVisible();

  await card.getByRole('button', { name: /Podgląd oferty/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Podgląd oferty' });
  await expect(dialog.getByText('Status oferty: Złożona')).toBeVisible();
  await expect(dialog.getByText('980,00 zł')).toBeVisible();
  await expectAccessible(page);
  await shot(page, '11-my-offers-preview');
  await dialog.getByRole('button', { name: 'Zamknij podgląd' }).click();
  await card.getByRole('link', { name: /Przejdź do szczegółów ogłoszenia/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${a.id}\\?sekcja=oferty$`));
  await expect(page.getByRole('button', { name: 'Wycofaj ofertę' })).toBeVisible();
});

test('after the deadline the advertiser sees the offer and downloads its attachments', async ({
  page,
  browser,
}) => {
  await asAuthorAfterDeadline(page, a, async () => {
    const list = page.getByRole('region', { name: 'Złożone oferty' });
    await expect(list.getByText('Nie złożono żadnej oferty')).toBeVisible();
    const entry = list.getByRole('listitem').filter({ hasText: SUBJECT });
    await expect(entry.getByRole('heading', { name: SUBJECT })).toBeVisible();
    await expect(entry).toContainText('od 950,50 zł do 980,00 zł (2 warianty)');
    await expect(entry).toContainText('Wariant z dłuższą gwarancją');
    await expect(entry.getByRole('button', { name: 'Pobierz załącznik Kosztorys ofertowy' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, '12-advertiser-closed');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      entry.getByRole('button', { name: /Pobierz wszystkie załączniki/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    expect(fs.statSync(await download.path()).size).toBeGreaterThan(20);

    // The bidder still sees only their own offer, without actions.
    const piotr = await browser.newContext();
    const bidderPage = await piotr.newPage();
    await signInToOffers(bidderPage, accounts.bidder.email, a.id);
    await expect(bidderPage.getByText('Status oferty: Złożona')).toBeVisible();
    await expect(bidderPage.getByRole('button', { name: 'Wycofaj ofertę' })).toHaveCount(0);
    await expectAccessible(bidderPage);
    await shot(bidderPage, '13-bidder-closed');
    await piotr.close();
  });
});

test('once resolved, the result is public: a visitor reads it and prints the list of offers', async ({
  page,
  browser,
}) => {
  await asAuthorAfterDeadline(page, a, async () => {
    const token = await tokenOf(page);
    // The author settles through the API (the editor has its own browser test, settlement.spec.ts): Piotr's cheapest variant wins
    // where he made an offer; elsewhere no offer is chosen.
    const editor = await apiCall(page, token, 'GET', `/api/announcements/${a.id}/settlement`);
    expect(editor.status, editor.message).toBe(200);
    type Offer = { offer_set_id: number; bidder_name: string; variants: { id: number }[] };
    const parts = editor.data.settlement.parts.map((p: { id: number; offers: Offer[] }) => {
      const offer = p.offers.find((o) => o.bidder_name === SUBJECT);
      return {
        id: p.id,
        no_offer_chosen: !offer,
        chosen_variant: offer
          ? { offer_set_id: offer.offer_set_id, variant_id: offer.variants[0]?.id }
          : null,
        offers: p.offers.map((o) => ({ id: o.offer_set_id, is_refused: false })),
      };
    });
    const resolved = await apiCall(page, token, 'POST', `/api/announcements/${a.id}/resolve`, {
      parts,
      comment: 'Wybrano najtańszą ofertę.',
    });
    expect(resolved.status, resolved.message).toBe(200);
  });
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(offersTabPath(a.id));
  // A page of a context of its own is not waited for by the fixture (support/test.ts): its print button
  // is taken once the app is live. A click while the tab's lazily loaded part was still hydrating was
  // lost once in a loaded run (the download never came; noted in issue 45's note).
  await expect(anonymous.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 15_000 });
  const result = anonymous.getByRole('region', { name: 'Rozstrzygnięcie' });
  await expect(result.getByText(`Wybrana oferta: ${SUBJECT}`)).toBeVisible();
  await expect(result.getByText('Wybrano najtańszą ofertę.')).toBeVisible();
  await expect(result.getByText('950,50 zł').first()).toBeVisible();
  await expectAccessible(anonymous);
  await shot(anonymous, '14-settlement-public');
  const [download] = await Promise.all([
    anonymous.waitForEvent('download'),
    result.getByRole('button', { name: 'Wydruk listy ofert' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`rozstrzygniecie_ogloszenia_${a.id}.pdf`);
  const file = `.tmp/${Date.now()}-rozstrzygniecie.pdf`;
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toContain(`Rozstrzygnięcie ogłoszenia nr ${a.number}`);
  expect(text).toContain(SUBJECT);
  expect(text).toContain('950,50 zł');
  expect(text).toMatch(/strona 1 \/ 1/);
  await visitor.close();
});
