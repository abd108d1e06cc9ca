import { apiCall, signInAt } from './support/announcements.ts';
import { expectNoPolish } from './support/english.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { setFavouriteByApi } from './support/search.ts';
import { screenshots } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Issue 51: the newsletter, notifications and favourites page in English at /en/newsletter: its tabs,
 * the filter dialog and its checks, the favourites' cards, the notification switches and the opt-out
 * page, with no interface text in Polish (the announcements' and dictionaries' own texts are marked
 * lang="pl"). The Polish page is newsletter.spec.ts's. Screenshots: .tmp/screenshots/english-newsletter-*.png.
 */

const shot = screenshots('english-newsletter-');

async function removeFilters(page: Page, token: string) {
  const list = await apiCall(page, token, 'GET', '/api/newsletter-filters');
  for (const f of list.data.newsletter_filters)
    await apiCall(page, token, 'DELETE', `/api/newsletter-filters/${f.id}`);
}

test('a visitor is asked in English to log in', async ({ page }) => {
  await page.goto('/en/newsletter?sekcja=ulubione');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await shot(page, 'visitor');
  await expect(
    page.getByRole('heading', { name: 'Newsletter, notifications, favourites', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Log in to see the content of this page.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveTitle('Baza Konkurencyjności - favourite announcements');
  await expectNoPolish(page, ['main']);
  await expectAccessible(page);
});

test('a bidder goes through the tabs in English: filters and their dialog, favourites, notifications', async ({
  page,
}) => {
  const token = await signInAt(page, accounts.bidder.email);
  await removeFilters(page, token);

  // The newsletter tab: no filters yet, the results of yesterday and the day before.
  await page.goto('/en/newsletter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Baza Konkurencyjności - newsletter');
  await expect(page.getByRole('tab', { name: 'Newsletter', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved filters' })).toBeVisible();
  await expect(page.getByText('You have no saved filters.', { exact: false })).toBeVisible();
  const results = page.getByRole('region', { name: 'Announcements from the newsletter' });
  await expect(results.getByRole('group', { name: 'Day of publication or update' })).toBeVisible();
  await expect(
    results.getByRole('radio', { name: /^Yesterday, \d{1,2} [A-Z][a-z]{2,3} \d{4}$/ }),
  ).toBeChecked();
  await expect(results.getByRole('tab', { name: /^NEW \(\d+\)$/ })).toBeVisible();
  await expect(results.getByRole('tab', { name: /^UPDATED \(\d+\)$/ })).toBeVisible();
  await expectNoPolish(page, ['main']);
  await expectAccessible(page);

  // The filter dialog refuses a filter without criteria, in English.
  await page.getByRole('button', { name: 'Add a filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'New newsletter filter' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Programmes' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose at least one criterion.')).toBeVisible();
  await expectNoPolish(page, ['[role="dialog"]']);
  await expectAccessible(page);
  await shot(page, 'dialog');

  // A filter: the advertiser's number and a voivodeship (its name is the reference data's, Polish).
  await dialog.getByLabel("Contracting party's identification number").fill('5260001246');
  await dialog.getByLabel('Voivodeship').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Add the voivodeship' }).click();
  const chosen = dialog.getByRole('list', { name: 'Chosen places of performance' });
  await expect(
    chosen.getByRole('button', { name: /^Remove the place of performance: woj\. / }),
  ).toBeVisible();
  await expectNoPolish(page, ['[role="dialog"]']);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The filter has been added.' })).toBeVisible();

  // Its card: the criteria in short, the switch, the criteria count, its Atom feed.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Filter 1' }) });
  await expect(card.getByRole('switch', { name: 'Filter active (Filter 1)' })).toBeChecked();
  await expect(card.getByText("Contracting party's identification number")).toBeVisible();
  await expect(card.getByText('Places of performance')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit 2 – number of criteria (Filter 1)' })).toBeVisible();
  await expect(card.locator('.filter-count')).toHaveAttribute('title', '2 criteria');
  await card.getByRole('switch').click();
  await expect(card.getByRole('switch')).not.toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Filter 1 is off.' })).toBeVisible();
  await card.getByRole('button', { name: 'Create the Atom feed address (Filter 1)' }).click();
  await expect(card.getByLabel('Address of the Atom feed (Filter 1)')).toHaveValue(/^http/);
  await expectNoPolish(page, ['main']);
  await expectAccessible(page);
  await shot(page, 'filters');

  // Editing names the filter; deleting asks first.
  await card.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByRole('dialog', { name: 'Editing filter 1' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await card.getByRole('button', { name: 'Delete (Filter 1)' }).click();
  const question = page.getByRole('alertdialog', { name: 'Deleting a filter' });
  await expect(question).toContainText('Are you sure you want to delete filter 1?');
  await expectNoPolish(page, ['[role="alertdialog"]']);
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The filter has been deleted.' })).toBeVisible();

  // The favourites: a demo announcement kept as a favourite, its card in English, its texts marked Polish.
  await page.goto('/en/ogloszenia/szukaj?q=laboratorium&status=PUBLISHED,CLOSED');
  const id = (await page.locator('.search-result h3 a').first().getAttribute('href'))?.split('/').pop() ?? '';
  expect(await setFavouriteByApi(page, token, id, 'POST')).toBe(200);
  await page.goto('/en/newsletter');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/en\/newsletter\?sekcja=ulubione/);
  await expect(page).toHaveTitle('Baza Konkurencyjności - favourite announcements');
  await expect(page.getByRole('heading', { name: 'Favourite announcements', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Sort')).toHaveValue('favoriteAdded_desc');
  await expect(page.getByRole('option', { name: 'Date added to favourites: newest first' })).toBeAttached();
  await expect(page.getByRole('group', { name: 'Announcement status' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Published' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deadline calendar' })).toBeVisible();
  await expect(page.getByText(/^\d+ announcements? found$/)).toBeVisible();
  const favourite = page.locator('.newsletter-favorite').first();
  await expect(favourite.getByText('Deadline for offers')).toBeVisible();
  await expect(favourite.locator('h3')).toHaveAttribute('lang', 'pl');
  await expect(favourite.getByRole('button', { name: /^Remove from favourites/ })).toBeVisible();
  await expectNoPolish(page, ['main']);
  await expectAccessible(page);
  await shot(page, 'favourites');
  expect(await setFavouriteByApi(page, token, id, 'DELETE')).toBe(200);

  // The notifications: the master switch with its warning, the types in their groups.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveTitle('Baza Konkurencyjności - notifications');
  await expect(page.getByRole('heading', { name: 'E-mail notifications' })).toBeVisible();
  const master = page.getByRole('switch', { name: 'Send e-mail notifications' });
  await expect(master).toBeChecked();
  await expect(page.getByText('Turning the notifications off also hides', { exact: false })).toBeVisible();
  const favourites = page.getByRole('group', { name: 'Favourite announcements' });
  const status = favourites.getByRole('switch', { name: "The announcement's status changed" });
  await expect(status).toBeChecked();
  await status.click();
  await expect(status).not.toBeChecked();
  await expect(
    page.getByRole('status').filter({ hasText: 'The notification settings have been saved.' }),
  ).toBeVisible();
  await expect(master).not.toHaveAttribute('aria-busy');
  await expectNoPolish(page, ['main']);
  await expectAccessible(page);
  await shot(page, 'notifications');
  await status.click();
  await expect(status).toBeChecked();
  await expect(master).not.toHaveAttribute('aria-busy');
});

test('the opt-out page asks in English and says a wrong link is wrong', async ({ page }) => {
  await page.goto('/en/subskrypcje?token=not-a-token');
  await expect(page).toHaveTitle('Baza Konkurencyjności - turning off the newsletter and notifications');
  await expect(
    page.getByRole('heading', {
      name: 'Are you sure you want to turn off the newsletter and notifications?',
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'NO, GO TO THE HOME PAGE' })).toHaveAttribute(
    'href',
    /^\/en\/?$/,
  );
  await page.getByRole('button', { name: 'YES, TURN OFF THE NEWSLETTER AND NOTIFICATIONS' }).click();
  await expect(page.getByRole('alert')).toContainText('is not valid or has already been used');
  await expectNoPolish(page, ['main']);
  await expectAccessible(page);
});
