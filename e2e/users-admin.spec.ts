import { SHOTS } from './support/announcement-form.ts';
import { apiCall, otherSession, ownAnnouncements, signInAt } from './support/announcements.ts';
import { accounts, expectAccessible } from './support/fixtures.ts';
import { warsawDatePlus } from './support/offers.ts';
import { snap } from './support/shots.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

const LEVELS = '/api/admin/permissions_ads_projects_enrollments';

/** The id of a user by e-mail, read from the user list as the administrator. */
async function userIdOf(page: Page, token: string, email: string): Promise<number> {
  const answer = await apiCall(page, token, 'GET', `/api/admin/users?email=${encodeURIComponent(email)}`);
  return answer.data.users[0].id as number;
}

/** Chooses the option of a select whose text matches. */
async function choose(select: Locator, text: RegExp): Promise<void> {
  const option = select.locator('option', { hasText: text }).first();
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

/** Signs in on the home page, then opens `path` (protected pages send a visitor home). */
async function signInTo(page: Page, email: string, path: string): Promise<string> {
  const token = await signInAt(page, email);
  await page.goto(path);
  return token;
}

/** A copy of one of the owner's published announcements, attached to the named project only, published. */
async function publishedUnder(
  page: Page,
  token: string,
  projectName: string,
  title: string,
): Promise<number> {
  const projects = await apiCall(page, token, 'GET', '/api/project_enrollment');
  const project = projects.data.project_enrollments.find((p: { name: string }) => p.name === projectName);
  expect(project, projectName).toBeTruthy();
  const source = (await ownAnnouncements(page, token, 'PUBLISHED'))[0];
  const copy = await apiCall(page, token, 'POST', `/api/announcements/${source?.id}/copy`);
  const id = copy.data.advertisement.id as number;
  const compact = await apiCall(page, token, 'GET', `/api/announcements/${id}/compact`);
  const saved = await apiCall(page, token, 'PUT', `/api/announcements/${id}`, {
    announcement: {
      ...compact.data.version.content,
      title,
      has_project: true,
      project_ids: [project.id],
      enrollment_id: null,
    },
  });
  expect(saved.status, saved.message).toBe(200);
  const published = await apiCall(page, token, 'POST', `/api/announcements/${id}/publish`, {
    id,
    publication_date: null,
    submission_deadline: `${warsawDatePlus(10)} 00:00:00`,
  });
  expect(published.status, published.message).toBe(200);
  return id;
}

test('the administrator finds a user in the list, and the filters live in the address', async ({ page }) => {
  await signInTo(page, accounts.admin.email, '/uzytkownicy');
  await expect(page).toHaveTitle('Baza Konkurencyjności - użytkownicy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Administracja użytkownikami i uprawnieniami' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Lista użytkowników' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(/^Znaleziono \d+ użytkownik/)).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/users-list.png`, fullPage: true });

  await page.getByRole('button', { name: /Filtry/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nazwisko').fill('Zie');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /Szukaj|Filtruj|Zastosuj/ }).click();
  await expect(page).toHaveURL(/nazwisko=Zie/);
  await expect(page.getByText('Znaleziono 1 użytkownika')).toBeVisible();
  const row = page.getByRole('row', { name: /piotr\.zielinski@bk\.example/ });
  await expect(row).toContainText('Zieliński');
  await page.reload();
  await expect(page.getByText('Znaleziono 1 użytkownika')).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/uzytkownicy\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: /Piotr Zieliński/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dane użytkownika' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('piotr.zielinski@bk.example').first()).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/users-user-data.png`, fullPage: true });
});

test('without the list permission the list tab is not permitted; without any, the page is not permitted', async ({
  page,
  browser,
}) => {
  const tomasz = await otherSession(browser, accounts.scopedAdmin.email);
  await tomasz.page.goto('/uzytkownicy');
  await expect(tomasz.page.getByText('Nie masz uprawnień do przeglądania tej strony.')).toBeVisible();
  await tomasz.context.close();

  // Ewa may see the authorised users only: the page opens, its list tab says she may not.
  const adminToken = await signInAt(page, accounts.admin.email);
  const ewaId = await userIdOf(page, adminToken, accounts.newUser.email);
  const granted = await apiCall(page, adminToken, 'POST', '/api/admin/permissions_users', {
    authorized: ewaId,
    groups: [{ group: 'permissionsAdministration', flags: ['previewListUsersAuthorized'] }],
  });
  expect(granted.status, granted.message).toBe(200);
  const ewa = await otherSession(browser, accounts.newUser.email);
  await ewa.page.goto('/uzytkownicy');
  await expect(ewa.page.getByText('Nie masz uprawnień do przeglądania listy użytkowników.')).toBeVisible();
  await expectAccessible(ewa.page);
  await ewa.page.getByRole('tab', { name: 'Uprawnienia' }).click();
  await expect(ewa.page).toHaveURL(/sekcja=uprawnienia/);
  await expect(ewa.page.getByRole('row', { name: /Podgląd listy użytkowników uprawnionych/ })).toBeVisible();
  // She may grant nothing: no 'Dodaj uprawnienia'.
  await expect(ewa.page.getByRole('button', { name: 'Dodaj uprawnienia' })).toHaveCount(0);
  await expectAccessible(ewa.page);
  await ewa.context.close();
  expect(
    (await apiCall(page, adminToken, 'DELETE', `/api/admin/permissions_users?authorized=${ewaId}`)).status,
  ).toBe(200);
});

test('the administrator grants Tomasz one activity: he locks there and not elsewhere; the history shows it', async ({
  page,
  browser,
}) => {
  const adminToken = await signInTo(page, accounts.admin.email, '/uzytkownicy?sekcja=uprawnienia');
  const jan = await otherSession(browser, accounts.advertiser.email);
  const inScope = await publishedUnder(
    jan.page,
    jan.token,
    'Termomodernizacja budynków użyteczności publicznej',
    'Ocieplenie hali sportowej (e2e uprawnienia)',
  );
  await jan.context.close();
  const malgorzata = await otherSession(browser, accounts.advertiser2.email);
  const elsewhere = await publishedUnder(
    malgorzata.page,
    malgorzata.token,
    'Laboratorium innowacji społecznych',
    'Wyposażenie laboratorium (e2e uprawnienia)',
  );
  await malgorzata.context.close();
  const tomaszId = await userIdOf(page, adminToken, accounts.scopedAdmin.email);

  // The administrator's own tables, then 'Dodaj uprawnienia'.
  await expect(page.getByRole('heading', { name: 'Administracja', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Poziomy wdrożenia', exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/users-own-permissions.png`, fullPage: true });
  await page.getByRole('button', { name: 'Dodaj uprawnienia' }).click();
  const find = page.getByRole('dialog', { name: 'Dodaj uprawnienia' });
  await find.getByLabel('Poziomy wdrożenia').check();
  await find.getByLabel('Adres e-mail').fill(accounts.scopedAdmin.email);
  await expectAccessible(page);
  await find.getByRole('button', { name: 'Dalej' }).click();

  const form = page.getByRole('dialog', { name: /Nadawanie uprawnień - Poziomy wdrożenia/ });
  await expect(form).toContainText(accounts.scopedAdmin.email);
  await form.getByLabel('Perspektywa').selectOption({ label: '2021-2027 - Perspektywa finansowa 2021-2027' });
  await choose(form.getByLabel('Program operacyjny'), /^FEPW - /);
  await form.getByLabel('Oś priorytetowa').selectOption({ index: 1 });
  await choose(form.getByLabel(/^Działanie/), /^01 - Platformy startowe/);
  const ads = form.getByRole('group', { name: 'Administracja ogłoszeniami' });
  await ads.getByLabel('Wyszukiwanie i podgląd').check();
  await ads.getByLabel('Blokowanie').check();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/users-grant-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Zapisz' }).click();
  await expect(form).toHaveCount(0);

  // Tomasz locks the announcement of that activity, and cannot lock the other one.
  const tomasz = await otherSession(browser, accounts.scopedAdmin.email);
  await tomasz.page.goto(`/ogloszenia/${inScope}`);
  const panel = tomasz.page.getByRole('region', { name: 'Panel administratora' });
  await panel.getByRole('button', { name: 'Zablokuj' }).click();
  await expect(panel.getByRole('status')).toHaveText('Ogłoszenie zostało zablokowane.');
  await panel.getByRole('button', { name: 'Odblokuj' }).click();
  await expect(panel).toContainText('Ogłoszenie widoczne dla wszystkich');
  await tomasz.page.goto(`/ogloszenia/${elsewhere}`);
  await expect(tomasz.page.getByText('Status ogłoszenia:')).toContainText('Opublikowane');
  await expect(tomasz.page.getByRole('region', { name: 'Panel administratora' })).toHaveCount(0);
  expect(
    (await apiCall(tomasz.page, tomasz.token, 'PUT', `/api/admin/announcements/${elsewhere}/lock`)).status,
  ).toBe(403);
  await tomasz.context.close();

  // His page: the new package and its history.
  await page.goto(`/uzytkownicy/${tomaszId}?sekcja=uprawnienia`);
  const levels = page
    .getByRole('region', { name: 'Poziomy wdrożenia' })
    .or(
      page.locator('section', { has: page.getByRole('heading', { name: 'Poziomy wdrożenia', exact: true }) }),
    );
  await expect(levels.getByRole('row', { name: /Platformy startowe/ })).toBeVisible();
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/users-user-permissions.png`, fullPage: true });
  await levels
    .getByRole('row', { name: /Platformy startowe/ })
    .getByRole('button', { name: 'Historia' })
    .click();
  const history = page.getByRole('dialog', { name: 'Historia uprawnień' });
  await expect(history.getByRole('row', { name: /Nadanie uprawnień/ }).first()).toContainText(
    'admin@bk.example',
  );
  await expect(history).toContainText('Platformy startowe');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/users-history.png`, fullPage: true });
  await history.getByRole('button', { name: 'Zamknij' }).first().click();

  // Who else holds the FENG programme: Tomasz directly, the full administrator from above.
  await levels
    .getByRole('row', { name: /FENG - / })
    .getByRole('button', { name: /^Użytkownicy uprawnieni na poziomie/ })
    .click();
  const holders = page.getByRole('dialog', { name: 'Użytkownicy uprawnieni na poziomie wdrożenia' });
  await expect(holders.getByRole('link', { name: accounts.scopedAdmin.name })).toBeVisible();
  await expectAccessible(page);
  await holders.getByLabel('Uprawnieni z wyższego poziomu').check();
  await expect(holders.getByRole('link', { name: accounts.admin.name })).toBeVisible();
  await expect(holders).toContainText('Wszystkie poziomy wdrożenia');
  await snap(page, { path: `${SHOTS}/users-level-holders.png`, fullPage: true });
  await holders.getByRole('button', { name: 'Zamknij' }).click();

  // Clean up for the other tests: the package removed through the API.
  const activity = (
    await apiCall(page, adminToken, 'GET', `${LEVELS}?authorized=${tomaszId}`)
  ).data.permissions.find((p: { level: { name: string } | null }) =>
    p.level?.name.startsWith('Platformy startowe'),
  );
  expect(
    (
      await apiCall(
        page,
        adminToken,
        'DELETE',
        `${LEVELS}?authorized=${tomaszId}&level_id=${activity.level.id}`,
      )
    ).status,
  ).toBe(200);
});

test('blocking a bidder signs them out at once; unblocking lets them in again', async ({ page, browser }) => {
  const adminToken = await signInAt(page, accounts.admin.email);
  const agnieszkaId = await userIdOf(page, adminToken, accounts.bidder2.email);
  const agnieszka = await otherSession(browser, accounts.bidder2.email);
  await agnieszka.page.goto('/oferty');
  await expect(agnieszka.page.getByText(accounts.bidder2.name)).toBeVisible();

  await page.goto(`/uzytkownicy/${agnieszkaId}`);
  const blocked = page.getByRole('checkbox', { name: 'Konto zablokowane' });
  await blocked.check();
  await expect(page.getByText('Zablokowanie konta natychmiast wyloguje użytkownika')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByRole('button', { name: 'Zapisano' })).toBeVisible();
  await expect(page.getByText(/Zablokowane od/)).toBeVisible();
  await snap(page, { path: `${SHOTS}/users-blocked.png`, fullPage: true });

  // Her next request ends the session.
  await agnieszka.page.reload();
  await expect(agnieszka.page.getByRole('button', { name: 'Zaloguj się' }).first()).toBeVisible();
  await expect(agnieszka.page.getByText(accounts.bidder2.name)).toHaveCount(0);

  await blocked.uncheck();
  await page.getByRole('button', { name: 'Zapisz zmiany' }).click();
  await expect(page.getByRole('button', { name: 'Zapisano' })).toBeVisible();
  await agnieszka.context.close();
  const again = await otherSession(browser, accounts.bidder2.email);
  await expect(again.page.getByText(accounts.bidder2.name)).toBeVisible();
  await again.context.close();
});

test('by keyboard: find a user and open the grant form; on a phone the list keeps within the screen', async ({
  page,
  browser,
}) => {
  await signInTo(page, accounts.admin.email, '/uzytkownicy?sekcja=uprawnienia');
  const add = page.getByRole('button', { name: 'Dodaj uprawnienia' });
  await add.focus();
  await page.keyboard.press('Enter');
  const find = page.getByRole('dialog', { name: 'Dodaj uprawnienia' });
  await expect(find).toBeVisible();
  const focusByTab = async (target: Locator) => {
    for (let i = 0; i < 12 && !(await target.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  };
  const area = find.getByRole('radio', { name: 'Administracja' });
  await focusByTab(area);
  await page.keyboard.press('Space');
  await expect(area).toBeChecked();
  const email = find.getByLabel('Adres e-mail');
  await focusByTab(email);
  await page.keyboard.type(accounts.bidder.email);
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: /Nadawanie uprawnień/ });
  await expect(form).toContainText(accounts.bidder.email);
  expect(await form.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // The portal's dialogs close through their buttons only (components/ui/Dialog.tsx).
  await focusByTab(form.getByRole('button', { name: 'Anuluj' }));
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await expect(add).toBeFocused();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pl-PL' });
  const phonePage = await phone.newPage();
  await signInTo(phonePage, accounts.admin.email, '/uzytkownicy');
  await expect(phonePage.getByText(/^Znaleziono \d+ użytkownik/)).toBeVisible();
  const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(phonePage);
  await snap(phonePage, { path: `${SHOTS}/users-list-phone.png`, fullPage: true });
  await phone.close();
});

test("the administrator adds and removes a contact person of another user from the user's page", async ({
  page,
}) => {
  const adminToken = await signInAt(page, accounts.admin.email);
  const piotrId = await userIdOf(page, adminToken, accounts.bidder.email);
  await page.goto(`/uzytkownicy/${piotrId}`);
  const box = page.getByRole('region', { name: 'Osoby do kontaktu' });
  await box.getByRole('button', { name: 'Dodaj osobę do kontaktu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj osobę do kontaktu' });
  await dialog.getByLabel('Imię').fill('Jolanta');
  await dialog.getByLabel('Nazwisko').fill('Zielińska');
  await dialog.getByLabel('E-mail').fill('jolanta.zielinska@example.com');
  await dialog.getByRole('button', { name: 'Zapisz' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(box.getByRole('row', { name: /Jolanta/ })).toContainText('jolanta.zielinska@example.com');
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/users-user-contact-added.png`, fullPage: true });
  // It is Piotr's: his own profile lists it.
  const piotrProfile = await apiCall(page, adminToken, 'GET', `/api/users/${piotrId}`);
  expect(piotrProfile.data.user.contact_persons.map((p: { forename: string }) => p.forename)).toContain(
    'Jolanta',
  );

  await box.getByRole('button', { name: 'Akcje: Jolanta Zielińska' }).click();
  await page.getByRole('menuitem', { name: 'Usuń' }).click();
  await page
    .getByRole('alertdialog', { name: 'Usuwanie osoby do kontaktu' })
    .getByRole('button', { name: 'Usuń' })
    .click();
  await expect(box).not.toContainText('Jolanta');
});

test('a programme administrator who may grant levels reaches the page and is offered only his programme and below', async ({
  page,
  browser,
}) => {
  // Tomasz (FENG) is given the levels' management flag there, without any user-list preview.
  const adminToken = await signInAt(page, accounts.admin.email);
  const tomaszId = await userIdOf(page, adminToken, accounts.scopedAdmin.email);
  const packages = await apiCall(page, adminToken, 'GET', `${LEVELS}?authorized=${tomaszId}`);
  const feng = packages.data.permissions.find(
    (p: { level: { code: string } | null }) => p.level?.code === 'FENG',
  );
  expect(feng, 'Tomasz holds a package at FENG').toBeTruthy();
  const management = {
    group: 'implementationLevelPermissionsAdministration',
    flags: ['permissionsManagement'],
  };
  const put = (groups: unknown[]) =>
    apiCall(page, adminToken, 'PUT', LEVELS, { authorized: tomaszId, level_id: feng.level.id, groups });
  const granted = await put([...feng.groups, management]);
  expect(granted.status, granted.message).toBe(200);

  try {
    const tomasz = await otherSession(browser, accounts.scopedAdmin.email);
    const p = tomasz.page;
    await p.goto('/uzytkownicy');
    await expect(
      p.getByRole('heading', { level: 1, name: 'Administracja użytkownikami i uprawnieniami' }),
    ).toBeVisible();
    // The list tab says he may not see the list; nothing fails.
    await expect(p.getByText('Nie masz uprawnień do przeglądania listy użytkowników.')).toBeVisible();
    await expect(p.getByText('Wystąpił błąd')).toHaveCount(0);
    await expectAccessible(p);
    await p.getByRole('tab', { name: 'Uprawnienia' }).click();
    await expect(p.getByRole('heading', { name: 'Poziomy wdrożenia', exact: true })).toBeVisible();
    await expect(p.getByRole('row', { name: /FENG - / })).toBeVisible();
    await expectAccessible(p);
    await snap(p, { path: `${SHOTS}/users-scoped-granter.png`, fullPage: true });

    // The grant form offers the perspective that leads to FENG, FENG alone, and everything below it.
    await p.getByRole('button', { name: 'Dodaj uprawnienia' }).click();
    const find = p.getByRole('dialog', { name: 'Dodaj uprawnienia' });
    await find.getByLabel('Adres e-mail').fill(accounts.newUser.email);
    await find.getByRole('button', { name: 'Dalej' }).click();
    const form = p.getByRole('dialog', { name: /Nadawanie uprawnień - Poziomy wdrożenia/ });
    await expect(form).toContainText(accounts.newUser.email);
    const perspective = form.getByLabel('Perspektywa');
    await expect(perspective.locator('option')).toHaveText(['Wybierz...', /^2021-2027 - /]);
    await perspective.selectOption({ index: 1 });
    // The perspective only leads to FENG: granting there is not his.
    const notHere = form.getByText('Nie masz uprawnień do nadawania uprawnień na tym poziomie wdrożenia.');
    await expect(notHere).toBeVisible();
    const programme = form.getByLabel('Program operacyjny');
    await expect(programme.locator('option')).toHaveText(['Wybierz...', /^FENG - /]);
    await programme.selectOption({ index: 1 });
    await expect(notHere).toHaveCount(0);
    const priority = form.getByLabel('Oś priorytetowa');
    await expect(priority.locator('option').nth(1)).toBeAttached();
    expect(await priority.locator('option').count()).toBeGreaterThan(1);
    await expectAccessible(p);
    await snap(p, { path: `${SHOTS}/users-scoped-grant-form.png`, fullPage: true });
    await form.getByRole('button', { name: 'Anuluj' }).click();
    await expect(form).toHaveCount(0);
    await tomasz.context.close();
  } finally {
    const restored = await put(feng.groups);
    expect(restored.status, restored.message).toBe(200);
  }
});
