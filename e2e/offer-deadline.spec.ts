import { deadlineClockTexts, deadlineWarnings } from '@bk/contracts/offers/deadline-clock';
import { accounts, expectAccessible, moveServerClock, resetServerClock } from './support/fixtures.ts';
import { janAnnouncementClosingTonight, signInToOffers } from './support/offers.ts';
import { screenshots } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

const shot = screenshots();

/** The offer form opened afresh by the bidder (signed in again: the clock's moves end sessions). */
async function openForm(page: Page, id: number) {
  await page.context().clearCookies();
  await signInToOffers(page, accounts.bidder.email, id);
  await page.getByRole('button', { name: 'Utwórz ofertę', exact: true }).click();
  return page.getByRole('region', { name: deadlineClockTexts.region });
}

test('the offer form counts down by the server clock, warns an hour, ten minutes and a minute before, and closes at the deadline', async ({
  page,
  browser,
}) => {
  const a = await janAnnouncementClosingTonight(browser, { title: 'Test terminu składania ofert (e2e)' });
  const secondsLeft = () => Math.ceil((Date.parse(a.deadline) - Date.now()) / 1000);
  await page.goto('/');
  try {
    await moveServerClock(page, secondsLeft() - 59 * 60);
    let clock = await openForm(page, a.id);
    await expect(clock.getByRole('alert')).toHaveText(deadlineWarnings[0].text);
    await expect(clock).toContainText(/Pozostało\s*5[89] min \d\d s/);
    await expect(clock).toContainText(deadlineClockTexts.rule);
    await expectAccessible(page);
    await shot(page, 'deadline-01-hour');

    await resetServerClock(page);
    await moveServerClock(page, secondsLeft() - 9 * 60);
    clock = await openForm(page, a.id);
    await expect(clock.getByRole('alert')).toHaveText(deadlineWarnings[1].text);

    await resetServerClock(page);
    await moveServerClock(page, secondsLeft() - 15);
    clock = await openForm(page, a.id);
    await expect(clock.getByRole('alert')).toHaveText(deadlineWarnings[2].text);
    await expect(clock).toContainText(/Pozostało\s*\d\d? s/);
    await shot(page, 'deadline-02-minute');

    // The deadline passes while the form is open: it says so and sends nothing.
    await expect(clock.getByRole('alert')).toHaveText(deadlineClockTexts.passed, { timeout: 25_000 });
    await expect(page.getByRole('button', { name: 'Złóż ofertę' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Zapisz wersję roboczą oferty' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(clock).not.toContainText('Pozostało');
    // Leaving the form stays possible.
    await expect(page.getByRole('button', { name: 'Anuluj tworzenie/edycję oferty' })).toBeEnabled();
    await expectAccessible(page);
    await shot(page, 'deadline-03-passed');
  } finally {
    await resetServerClock(page);
  }
});
