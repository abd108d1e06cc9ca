import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { fileMessages } from '@bk/contracts/files/messages';
import { resumableMessages } from '@bk/contracts/files/resumable';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { fillPrice, janAnnouncementClosingTonight, signInToOffers } from './support/offers.ts';
import { screenshots } from './support/shots.ts';
import { expect, test } from './support/test.ts';

const shot = screenshots();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test("an offer's attachment refused at its end is forgotten; one cut at half resumes after a reload and is submitted whole", async ({
  page,
  browser,
}, testInfo) => {
  const a = await janAnnouncementClosingTonight(browser, { title: 'Test wznawiania przesyłania (e2e)' });
  // A file on disk, so that choosing it again after the reload is the same file (name, size, date).
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4 * 1024 * 1024)]);
  const file = testInfo.outputPath('kosztorys-szczegolowy.pdf');
  fs.writeFileSync(file, bytes);

  await signInToOffers(page, accounts.bidder.email, a.id);
  await page.getByRole('button', { name: 'Utwórz ofertę', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Utwórz ofertę' })).toBeVisible();

  // A file whose content is not what its name says is refused when its last byte arrives: the form says
  // why and does not offer to go on with it (the browser forgets the upload), now or after a reload.
  const fake = testInfo.outputPath('specyfikacja-skan.pdf');
  fs.writeFileSync(fake, 'To nie jest plik PDF, tylko zwykły tekst.\n'.repeat(2000));
  await page.locator('input[type="file"]').setInputFiles(fake);
  await expect(page.getByText(fileMessages.contentMismatch('specyfikacja-skan.pdf', 'pdf'))).toBeVisible();
  await expect(page.getByText(/Nie dokończono dodawania/)).toHaveCount(0);

  // The line drops when half of the file has gone: the server gets the first half, the browser a
  // reset connection; after that nothing gets through until the page is closed.
  let dropped = false;
  await page.route('**/api/uploads**', async (route) => {
    const request = route.request();
    if (dropped) return route.abort('internetdisconnected');
    if (request.method() !== 'PATCH') return route.continue();
    dropped = true;
    // The first PATCH carries the whole file from its start (tus-js-client sends one chunk): its first
    // half is cut from the file itself (the browser does not always hand a file body to the test).
    expect(request.headers()['upload-offset']).toBe('0');
    const { 'content-length': _length, ...headers } = request.headers();
    const half = await route.fetch({ headers, postData: bytes.subarray(0, Math.floor(bytes.length / 2)) });
    expect(half.status()).toBe(204);
    await route.abort('connectionreset');
  });
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(resumableMessages.resuming)).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: /Dodawanie pliku kosztorys-szczegolowy\.pdf/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'resumable-01-interrupted');

  // The page closed while the line is still down (no retry of the client's gets through meanwhile),
  // then opened again with the connection back: the form tells what was not finished; the same file
  // goes on.
  const here = page.url();
  await page.goto('about:blank');
  await page.unrouteAll({ behavior: 'wait' });
  await page.goto(here);
  await page.getByRole('button', { name: 'Utwórz ofertę', exact: true }).click();
  await expect(page.getByText(resumableMessages.unfinished('kosztorys-szczegolowy.pdf'))).toBeVisible();
  await expect(page.getByText(/Nie dokończono dodawania/)).not.toContainText('specyfikacja-skan.pdf');
  await expectAccessible(page);
  await shot(page, 'resumable-02-after-reload');
  const offsets: number[] = [];
  await page.route('**/api/uploads/**', (route) => {
    const request = route.request();
    if (request.method() === 'PATCH') offsets.push(Number(request.headers()['upload-offset']));
    return route.continue();
  });
  await page.locator('input[type="file"]').setInputFiles(file);
  const attachmentName = page.getByLabel('Nazwa załącznika');
  await expect(attachmentName).toHaveValue('kosztorys-szczegolowy.pdf', { timeout: 30_000 });
  await expect(page.getByText(resumableMessages.unfinished('kosztorys-szczegolowy.pdf'))).toHaveCount(0);
  // Only the second half went again: the upload went on from where the server had it, never from 0.
  expect(offsets.length).toBeGreaterThan(0);
  expect(Math.min(...offsets)).toBe(Math.floor(bytes.length / 2));

  const choices = page.getByRole('checkbox', { name: 'Składam ofertę na tę część' });
  await choices.nth(0).check();
  await fillPrice(page, 'Cena brutto (część 1)', '1200');
  await page.getByRole('button', { name: 'Złóż ofertę' }).click();
  const question = page.getByRole('alertdialog', { name: 'Składanie oferty' });
  await question.getByRole('button', { name: 'Tak' }).click();
  const done = page.getByRole('dialog', { name: 'Oferta została złożona.' });
  await expect(done.getByRole('heading', { name: 'Potwierdzenie złożenia oferty' })).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();

  // The attachment of the submitted offer is the file, byte for byte.
  const preview = page.getByRole('region', { name: 'Podgląd oferty' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    preview.getByRole('button', { name: 'Pobierz załącznik kosztorys-szczegolowy.pdf' }).click(),
  ]);
  expect(sha256(fs.readFileSync(await download.path()))).toBe(sha256(bytes));
  await expectAccessible(page);
  await shot(page, 'resumable-03-submitted');
});
