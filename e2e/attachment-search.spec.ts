import { docxOf, pdfOf } from '../apps/server/test/document-fixtures.ts';
import { createCompleteDraft, dayAhead, openStep, SHOTS } from './support/announcement-form.ts';
import { apiCall } from './support/announcements.ts';
import { accounts, expectAccessible, signIn } from './support/fixtures.ts';
import { resultTitled, SEARCH, search, searchBox, settled, tabTo } from './support/search.ts';
import { snap } from './support/shots.ts';
import { expect, test } from './support/test.ts';

// Issue 49: an advertiser publishes an announcement whose attachments hold words the form does not;
// an anonymous visitor finds it by an inflected word of each file, sees which file, and opens it.

test('finds an announcement by the words of its PDF and DOCX attachments', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = 'Dostawa drukarek do szkoły podstawowej nr 7';
  await page.goto('/');
  await signIn(page, accounts.advertiser.email);
  const id = await createCompleteDraft(page, title);

  // The advertiser adds the two files in the form and publishes.
  await page.goto(`/ogloszenia/${id}/edytuj`);
  await openStep(page, 'Załączniki');
  const names = page.getByRole('textbox', { name: 'Nazwa załącznika' });
  await expect(names).toHaveCount(1);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'specyfikacja.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfOf([
      'Opis techniczny przedmiotu zamówienia',
      'Falownik fotowoltaiczny o mocy 50 kW, zgodny z normą PN-EN 50530.',
    ]),
  });
  await expect(names).toHaveCount(2);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'wzor-umowy.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(docxOf(['Gwarancja obejmuje turbinę wiatrową wraz z masztem.'])),
  });
  await expect(names).toHaveCount(3);
  await expect(names.nth(2)).toHaveValue('wzor-umowy.docx');
  await page.getByRole('button', { name: 'Publikuj ogłoszenie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publikacja ogłoszenia' });
  await dialog.getByLabel('Termin składania ofert').fill(dayAhead(15, false));
  await dialog.getByRole('button', { name: 'Opublikuj' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Ogłoszenie zostało pomyślnie opublikowane.' }),
  ).toBeVisible();

  // The files are read after the publication (a job of the server's own): the page tells each one's state.
  await expect
    .poll(
      async () =>
        (
          await apiCall(page, null, 'GET', `/api/search/announcements/${id}/attachments`)
        ).data?.attachments.map((a: { state: string }) => a.state),
      { timeout: 30_000 },
    )
    .toEqual(['no_text', 'indexed', 'indexed']);

  // An anonymous visitor, in a browser of their own.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(SEARCH);
  await expect(visitor.getByRole('checkbox', { name: 'Szukaj także w załącznikach' })).toBeChecked();
  await search(visitor, 'falowniki');
  const found = resultTitled(visitor, title);
  await expect(found).toHaveCount(1);
  await expect(found.getByText('Znaleziono w załączniku:')).toHaveText(
    'Znaleziono w załączniku: specyfikacja.pdf',
  );
  await expect(found.locator('.search-result__found-in mark')).toHaveText(['Falownik']);
  await expectAccessible(visitor);
  await snap(visitor, { path: `${SHOTS}/attachment-search-found.png`, fullPage: true });
  // The link opens the file.
  const download = visitor.waitForEvent('download');
  await found.getByRole('link', { name: 'specyfikacja.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('specyfikacja.pdf');

  // A word of the DOCX, inflected otherwise than in it.
  await search(visitor, 'turbiny');
  await expect(resultTitled(visitor, title).getByText('Znaleziono w załączniku:')).toHaveText(
    'Znaleziono w załączniku: wzor-umowy.docx',
  );

  // Off by the keyboard: only the form is searched, and the address keeps it.
  const box = visitor.getByRole('checkbox', { name: 'Szukaj także w załącznikach' });
  await searchBox(visitor).focus();
  await tabTo(visitor, box);
  await visitor.keyboard.press('Space');
  await expect(visitor).toHaveURL(/attachments=0/);
  await settled(visitor);
  await expect(box).not.toBeChecked();
  await expect(resultTitled(visitor, title)).toHaveCount(0);
  await visitor.reload();
  await expect(box).not.toBeChecked();

  // The announcement's page says which attachments are searched, and why one is not.
  await visitor.goto(`/ogloszenia/${id}`);
  const attachments = visitor.getByRole('region', { name: 'Załączniki' });
  await expect(attachments.getByText('Treść przeszukiwana')).toHaveCount(2);
  await expect(attachments.getByText(/Treść nieprzeszukiwana: pliku nie udało się odczytać/)).toHaveCount(1);
  await expectAccessible(visitor);
  await snap(attachments, { path: `${SHOTS}/attachment-search-details.png` });
  await context.close();
});
