import fs from 'node:fs';
import path from 'node:path';
import { receiptFileName, verifyReceipt } from '@bk/contracts/audit/transparency/receipt';
import { apiCall, tokenOf } from './support/announcements.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { janAnnouncementClosingTonight, offersTabPath, signInToOffers } from './support/offers.ts';
import { snap } from './support/shots.ts';
import { expect, test } from './support/test.ts';

const root = path.resolve(import.meta.dirname, '..');

test('the bidder downloads the signed receipt as JSON and PDF from the preview; it verifies', async ({
  page,
  browser,
}) => {
  const a = await janAnnouncementClosingTonight(browser, { title: 'Test potwierdzenia oferty (e2e)' });
  await signInToOffers(page, accounts.bidder.email, a.id);
  const token = await tokenOf(page);
  const view = await apiCall(page, token, 'GET', `/api/announcements/${a.id}`);
  const parts = view.data.version.content.parts as { id: number }[];
  const submitted = await apiCall(page, token, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
    announcement: a.id,
    offers: parts.map((part) => ({ part_id: part.id, variants: [{ price: '1000,00', description: null }] })),
    attachments: [],
  });
  expect(submitted.status, submitted.message).toBe(200);
  const set = submitted.data.offer_set as { id: number; receipt_sha256: string; submitted_at: string };

  await page.goto(offersTabPath(a.id));
  const preview = page.getByRole('region', { name: 'Podgląd oferty' });
  await expect(preview.getByRole('heading', { name: 'Potwierdzenie złożenia oferty' })).toBeVisible();
  await expect(preview.getByText(set.receipt_sha256)).toBeVisible();
  await expectAccessible(page);

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    preview.getByRole('button', { name: 'Pobierz potwierdzenie (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toBe(receiptFileName(set.id));
  const text = fs.readFileSync(await json.path(), 'utf8');
  const receipt = JSON.parse(text);
  expect(receipt).toMatchObject({
    version: 'bk-receipt/v1',
    announcement: { id: a.id, number: a.number },
    offer_set_id: set.id,
    submitted_at: set.submitted_at,
    offer_sha256: set.receipt_sha256,
  });
  // Trusted: the keys the portal publishes (GET /api/audit/heads), as a bidder or a court keeps them; the
  // receipt's own public_key is not trusted.
  const published = await apiCall(page, null, 'GET', '/api/audit/heads');
  expect(published.status, published.message).toBe(200);
  const keys = Object.fromEntries(
    (published.data.keys as { key_id: string; public_key: string }[]).map((k) => [k.key_id, k.public_key]),
  );
  expect(Object.keys(keys)).toContain(receipt.key_id);
  expect(await verifyReceipt(text, keys)).toMatchObject({ ok: true });
  // A second later is another receipt: refused.
  const later = new Date(Date.parse(receipt.submitted_at) + 1000).toISOString();
  expect((await verifyReceipt({ ...receipt, submitted_at: later }, keys)).ok).toBe(false);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    preview.getByRole('button', { name: 'Pobierz potwierdzenie (PDF)' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(receiptFileName(set.id, 'pdf'));
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // Kept beside the other specs' screenshots, to be looked at.
  await pdf.saveAs(path.join(root, '.tmp/screenshots/receipt.pdf'));
  await expect(preview.locator('.offer-receipt [role="alert"]')).toHaveText('');
  await expectAccessible(page);

  // The portal's page checks the receipt in the browser, as it checks a procedure file.
  await page.goto('/weryfikacja');
  const input = page.getByLabel(/potwierdzenia złożenia oferty \(JSON\)/);
  await input.setInputFiles(await json.path());
  await expect(page.getByRole('heading', { level: 2, name: 'Potwierdzenie zgodne' })).toBeVisible();
  await expect(page.getByText(receipt.offer_sha256)).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: path.join(root, '.tmp/screenshots/receipt-verified.png') });
  // One second changed: refused, with the reason.
  const changed = path.join(path.dirname(await json.path()), 'zmienione.json');
  fs.writeFileSync(changed, JSON.stringify({ ...receipt, submitted_at: later }));
  await input.setInputFiles(changed);
  await expect(page.getByRole('heading', { level: 2, name: 'Potwierdzenie niezgodne' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Podpis nie zgadza się z treścią potwierdzenia');
});
