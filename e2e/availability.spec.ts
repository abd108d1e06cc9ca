import { availabilityMessages } from '@bk/contracts/availability/availability';
import { warsawDateTime } from '@bk/contracts/common/warsaw-time';
import { signInAt } from './support/announcements.ts';
import { accounts, expectAccessible, sideMenu } from './support/fixtures.ts';
import { screenshots } from './support/shots.ts';
import { expect, test } from './support/test.ts';

const shot = screenshots();
/** A Warsaw wall-clock time as a datetime-local field takes it, `hoursAgo` before now. */
const wallAgo = (hoursAgo: number) =>
  warsawDateTime(new Date(Date.now() - hoursAgo * 3_600_000))
    .slice(0, 16)
    .replace(' ', 'T');

test('an administrator declares a failure of the portal; the public status page shows it with the days measured', async ({
  page,
}) => {
  const description = `Niedostępna baza danych (test e2e ${Date.now()}).`;
  await signInAt(page, accounts.admin.email);
  await sideMenu(page).getByRole('link', { name: 'Awarie portalu' }).click();
  await expect(page.getByRole('heading', { name: 'Awarie portalu', level: 1 })).toBeVisible();
  const start = page.getByLabel('Początek awarii');
  const end = page.getByLabel('Koniec awarii');
  const text = page.getByLabel('Opis awarii (przyczyna, zakres)');

  // An end before the start is refused with its reason, beside its field.
  await start.fill(wallAgo(2));
  await end.fill(wallAgo(3));
  await text.fill(description);
  await page.getByRole('button', { name: 'Zgłoś awarię' }).click();
  await expect(page.getByText(availabilityMessages.endBeforeStart)).toBeVisible();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await end.fill(wallAgo(1));
  await page.getByRole('button', { name: 'Zgłoś awarię' }).click();
  await expect(page.getByRole('status').getByText(/^Zgłoszono awarię\./)).toBeVisible();
  const listed = page.getByRole('region', { name: 'Zgłoszone awarie' });
  await expect(listed.getByText(description)).toBeVisible();
  await expect(start).toHaveValue('');
  await expectAccessible(page);
  await shot(page, 'outages-01-declared');

  // Anyone sees it on the status page, with the minutes measured today.
  await page.context().clearCookies();
  await page.goto('/status');
  await expect(page.getByRole('heading', { name: 'Dostępność portalu', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Zgłoszone awarie' }).getByText(description)).toBeVisible();
  const days = page.getByRole('table', { name: 'Pomiary działania portalu według dni' });
  await expect(days.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByText(/^Ostatni pomiar:/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'outages-02-status');
});

test('the failures page is the log keepers’: a bidder is not let in', async ({ page }) => {
  await signInAt(page, accounts.bidder.email);
  await expect(sideMenu(page).getByRole('link', { name: 'Awarie portalu' })).toHaveCount(0);
  await page.goto('/administracja/awarie');
  await expect(page.getByRole('heading', { name: 'Awarie portalu' })).toHaveCount(0);
});
