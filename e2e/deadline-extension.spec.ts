import { extensionMessages } from '@bk/contracts/announcements/deadline-extension';
import { createCompleteDraft, warsawDay } from './support/announcement-form.ts';
import { apiCall, otherSession, signInAt } from './support/announcements.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { screenshots } from './support/shots.ts';
import { expect, test } from './support/test.ts';

/** The deadline-extension action (issue 50, decision 0053), as the author and as a bidder. */

const shot = screenshots();
const display = (day: string) => day.split('-').reverse().join('.');

test('the author extends the deadline in one step: a new version with the reason, shown to all', async ({
  page,
  browser,
}) => {
  // The days once, at the start: a run that crosses midnight in Warsaw still compares the same dates.
  const [day10, day20] = [warsawDay(10), warsawDay(20)];
  const token = await signInAt(page, accounts.advertiser.email);
  const id = await createCompleteDraft(page, `Przedłużenie terminu (e2e ${Date.now()})`);
  const published = await apiCall(page, token, 'POST', `/api/announcements/${id}/publish`, {
    id,
    publication_date: null,
    submission_deadline: `${day10} 23:59:59`,
  });
  expect(published.status, published.message).toBe(200);

  await page.goto(`/ogloszenia/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Ogłoszenie nr / })).toBeVisible();
  await page.getByRole('button', { name: 'Przedłuż termin składania ofert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Przedłużenie terminu składania ofert' });
  await expect(dialog).toBeVisible();
  // The first field takes focus; the current deadline is offered.
  const date = dialog.getByLabel('Nowy termin składania ofert');
  await expect(date).toBeFocused();
  await expect(date).toHaveValue(day10);

  // Without a reason and with the same deadline: told what to fix, nothing sent.
  await dialog.getByRole('button', { name: 'Przedłuż termin' }).click();
  await expect(dialog.getByText(extensionMessages.reasonRequired)).toBeVisible();
  await expect(dialog.getByText(extensionMessages.notLater)).toBeVisible();
  await expect(date).toBeFocused();
  await expectAccessible(page);

  const reason = 'Awaria portalu w ostatniej godzinie przed terminem.';
  await date.fill(day20);
  await dialog.getByLabel('Godzina').selectOption('12');
  await dialog.getByLabel(/^Powód przedłużenia terminu/).fill(reason);
  await shot(page, 'deadline-extension-01-dialog');
  // On a phone the dialog keeps within the screen; Escape closes it and keeps the typed reason unsent.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await shot(page, 'deadline-extension-01b-phone');
  // Escape with a reason typed asks first; 'Zamknij bez zapisywania' closes without sending anything.
  await page.keyboard.press('Escape');
  const discard = page.getByRole('alertdialog', { name: 'Niezapisane dane' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Zamknij bez zapisywania' }).click();
  await expect(dialog).toHaveCount(0);
  // (While a dialog is open the page is padded for the hidden scroll bar; measured once it is closed.)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole('button', { name: 'Przedłuż termin składania ofert' }).click();
  await date.fill(day20);
  await dialog.getByLabel('Godzina').selectOption('12');
  await dialog.getByLabel(/^Powód przedłużenia terminu/).fill(reason);
  await dialog.getByRole('button', { name: 'Przedłuż termin' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').getByText(extensionMessages.done)).toBeVisible();
  const dates = page.locator('.announcement-view__dates');
  await expect(dates.getByText(`${display(day20)} 12:00`)).toBeVisible();
  await expect(dates.getByText(reason)).toBeVisible();
  await shot(page, 'deadline-extension-02-done');

  // Anyone sees the reason with the version; a bidder is not offered the action.
  const bidder = await otherSession(browser, accounts.bidder.email);
  try {
    await bidder.page.goto(`/ogloszenia/${id}`);
    await expect(bidder.page.locator('.announcement-view__dates').getByText(reason)).toBeVisible();
    await expect(bidder.page.getByRole('button', { name: 'Przedłuż termin składania ofert' })).toHaveCount(0);
    await bidder.page.getByRole('button', { name: 'Podejrzyj inne wersje' }).click();
    const versions = bidder.page.getByRole('dialog', { name: 'Wszystkie wersje ogłoszenia' });
    await expect(versions.getByText(`Przedłużenie terminu. Powód: ${reason}`)).toBeVisible();
    await expectAccessible(bidder.page);
    // The server refuses the bidder, whatever the page shows.
    const refused = await apiCall(
      bidder.page,
      bidder.token,
      'POST',
      `/api/announcements/${id}/deadline-extension`,
      {
        submission_deadline: `${warsawDay(30)} 23:59:59`,
        reason: 'Nie moje ogłoszenie.',
      },
    );
    expect(refused.status).toBe(403);
  } finally {
    await bidder.context.close();
  }
});
