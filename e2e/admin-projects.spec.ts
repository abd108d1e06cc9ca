import { SHOTS } from './support/announcement-form.ts';
import { apiCall, ownAnnouncements, signInAt } from './support/announcements.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { snap } from './support/shots.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

const FENG_PROJECT = 'Cyfrowa Gmina Wiśniowa - e-usługi dla mieszkańców';

/** Chooses the option of a select whose text matches. */
async function choose(select: Locator, text: RegExp): Promise<void> {
  const option = select.locator('option', { hasText: text }).first();
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

function items(page: Page) {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(/Przypisane ogłoszenia/) });
}

test('the administrator filters by programme through the picker, and the address brings the same list back', async ({
  page,
}) => {
  await signInAt(page, accounts.admin.email);
  await page.goto('/administracja/projekty');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Administracja projektami i naborami' }),
  ).toBeVisible();
  await expect(page.getByText('Znaleziono 4 projekty lub nabory')).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/admin-projects-list.png`, fullPage: true });

  await page.getByRole('button', { name: /^Filtry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtruj projekty i nabory' });
  await choose(dialog.getByLabel('Perspektywa'), /^2021-2027 - /);
  await choose(dialog.getByLabel('Program operacyjny'), /^FENG - /);
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/admin-projects-filters.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Szukaj' }).click();
  await expect(page.getByText('Znaleziono 2 projekty lub nabory')).toBeVisible();
  // The address holds the filters, sorted by name.
  const address = new URL(page.url());
  const names = [...address.searchParams.keys()];
  expect(names).toEqual([...names].sort());
  expect(address.searchParams.get('programOperacyjny')).toMatch(/^\d+$/);
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).first()).toContainText('FENG');
  const listed = await items(page).allTextContents();
  await page.reload();
  await expect(page.getByText('Znaleziono 2 projekty lub nabory')).toBeVisible();
  expect(await items(page).allTextContents()).toEqual(listed);
  await expect(page.getByRole('button', { name: /^Filtry/ })).toContainText('2');
});

test('a scoped administrator renames a project of his programme and sees no other; the lock panel leads to it', async ({
  page,
}) => {
  const token = await signInAt(page, accounts.scopedAdmin.email);
  await page.goto('/administracja/projekty');
  await expect(page.getByText('Znaleziono 2 projekty lub nabory')).toBeVisible();
  const item = items(page).filter({ hasText: FENG_PROJECT });
  await expect(item).toContainText('jan.kowalski@bk.example');
  await item.getByRole('button', { name: /Zmień nazwę/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Zmień nazwę projektu' });
  const name = dialog.getByLabel('Nazwa');
  await name.fill('');
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(dialog.getByText('To pole jest wymagane.')).toBeVisible();
  await name.fill('Cyfrowa Gmina Wiśniowa (e2e)');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/admin-projects-rename.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Zmieniono nazwę.')).toBeVisible();
  await expect(items(page).filter({ hasText: 'Cyfrowa Gmina Wiśniowa (e2e)' })).toHaveCount(1);

  // The name back, through the same call.
  const renamed = (await apiCall(page, token, 'GET', '/api/admin/project_enrollment')).data.objects.find(
    (p: { name: string | null }) => p.name === 'Cyfrowa Gmina Wiśniowa (e2e)',
  );
  expect(
    (await apiCall(page, token, 'PUT', `/api/admin/project/${renamed.id}`, { name: FENG_PROJECT })).status,
  ).toBe(200);

  // From an announcement of that project, 'Lista projektów' opens the list filtered to it.
  const jan = await page.context().browser()?.newContext();
  const janPage = await jan?.newPage();
  if (!janPage || !jan) throw new Error('no browser');
  const janToken = await signInAt(janPage, accounts.advertiser.email);
  const published = await ownAnnouncements(janPage, janToken, 'PUBLISHED');
  let withProject: number | null = null;
  for (const a of published) {
    const view = await apiCall(janPage, janToken, 'GET', `/api/announcements/${a.id}`);
    if (view.data.version.content.project_ids?.[0] === renamed.id) {
      withProject = a.id;
      break;
    }
  }
  await jan.close();
  expect(withProject).not.toBeNull();
  await page.goto(`/ogloszenia/${withProject}`);
  await page
    .getByRole('region', { name: 'Panel administratora' })
    .getByRole('link', { name: 'Lista projektów' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/administracja/projekty\\?id=${renamed.id}(&|$)`));
  await expect(page.getByText('Znaleziono 1 projekt lub nabór')).toBeVisible();
  await expect(items(page)).toContainText(FENG_PROJECT);
  await expectAccessible(page);
});

test('without the permission the page is not permitted; on a phone the list still reads', async ({
  page,
  browser,
}) => {
  await signInAt(page, accounts.bidder.email);
  await page.goto('/administracja/projekty');
  await expect(page.getByText('Nie masz uprawnień do przeglądania tej strony.')).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pl-PL' });
  const phonePage = await phone.newPage();
  await signInAt(phonePage, accounts.admin.email);
  await phonePage.goto('/administracja/projekty');
  await expect(phonePage.getByText('Znaleziono 4 projekty lub nabory')).toBeVisible();
  const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(phonePage);
  await snap(phonePage, { path: `${SHOTS}/admin-projects-phone.png`, fullPage: true });
  await phone.close();
});
