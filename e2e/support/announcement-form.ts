import { dayOff } from '@bk/contracts/common/polish-holidays';
import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the announcement form specs. */

export { SHOTS } from './shots.ts';

/** A Warsaw calendar date 'yyyy-MM-dd', `days` from today. */
export function warsawDay(days = 0): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(date);
}

/** How many days after today (in Warsaw) a calendar date 'yyyy-MM-dd' is. */
export function daysUntil(day: string): number {
  return Math.round((Date.parse(`${day}T12:00:00Z`) - Date.parse(`${warsawDay(0)}T12:00:00Z`)) / 86_400_000);
}

/**
 * The first day at least `from` days ahead that is a Saturday, or (`saturday` false) a working day from
 * Monday to Thursday: not a public holiday either (24 December, 20 days after 4 December, is one).
 */
export function dayAhead(from: number, saturday: boolean): string {
  for (let d = from; d < from + 21; d++) {
    const day = warsawDay(d);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (saturday ? weekday === 6 : weekday >= 1 && weekday <= 4 && dayOff(day) === null) return day;
  }
  throw new Error('no day found');
}

export const stepsMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Kroki formularza ogłoszenia' });

/** Opens a step from the side menu; its heading takes focus. */
export async function openStep(page: Page, name: string): Promise<void> {
  await stepsMenu(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeFocused();
}

export const part = (page: Page, n: number) => page.getByRole('group', { name: `Część ${n}`, exact: true });
export const item = (scope: Locator, n: number) =>
  scope.getByRole('group', { name: `Przedmiot zamówienia ${n}`, exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The field shows the message and is described by it. */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

export const checkButton = (page: Page) => page.getByRole('button', { name: 'Sprawdź poprawność danych' });

/** Chooses the first locality the picker offers for a name, by keyboard. */
export async function pickLocality(scope: Locator, page: Page, name: string): Promise<void> {
  const input = scope.getByRole('combobox', { name: 'Miejscowość' });
  await input.pressSequentially(name, { delay: 20 });
  // The list shows a placeholder row until the answer comes.
  await expect(page.getByRole('option', { name: new RegExp(`^${name}`) }).first()).toBeVisible({
    timeout: 10_000,
  });
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(scope.getByText(`Wybrano: ${name}`).first()).toBeVisible();
  // The pick closes the list; while it is open the rest of the page is hidden from assistive technology
  // (react-aria's combo box), so a check of the page made before it closes sees that (a CI run did).
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Chooses a CPV code by keyboard: 'komputer', ArrowDown, Enter. */
export async function pickCpv(scope: Locator, page: Page, search: string): Promise<void> {
  const input = scope.getByRole('combobox', { name: 'Kody CPV' });
  await input.pressSequentially(search, { delay: 20 });
  await expect(page.getByRole('option', { name: /^\d{8}-\d / }).first()).toBeVisible({ timeout: 10_000 });
  await input.press('ArrowDown');
  await input.press('Enter');
  // A pick empties the field and closes the list, the rest of the page stays reachable.
  await expect(input).toHaveValue('');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(scope.getByRole('list', { name: 'Wybrane: Kody CPV' }).getByRole('listitem')).not.toHaveCount(
    0,
  );
}

/** Fills the required fields of an order item (category Dostawy, a CPV code, a place in Kraków). */
export async function fillItem(page: Page, scope: Locator, description: string): Promise<void> {
  await scope.getByRole('combobox', { name: 'Kategoria', exact: true }).selectOption({ label: 'Dostawy' });
  const subcategory = scope.getByRole('combobox', { name: 'Podkategoria', exact: true });
  await expect(subcategory).toBeEnabled();
  const office = subcategory.locator('option', { hasText: 'Maszyny biurowe' });
  await subcategory.selectOption((await office.getAttribute('value')) ?? '');
  await scope.getByRole('textbox', { name: 'Okres gwarancji' }).fill('24 miesiące');
  await scope.getByRole('textbox', { name: 'Opis przedmiotu zamówienia' }).fill(description);
  await pickCpv(scope, page, 'komputer');
  await scope.getByRole('button', { name: /^Dodaj miejsce realizacji/ }).click();
  await pickLocality(scope.getByRole('group', { name: 'Miejsce realizacji 1' }), page, 'Kraków');
}

/**
 * Moves an item with the drag handle, by keyboard only: Space picks it up, the arrow goes to the next
 * or previous part, Space drops it. Each step waits for what the screen reader hears.
 */
export async function dragByKeyboard(
  page: Page,
  handle: Locator,
  key: 'ArrowUp' | 'ArrowDown',
  partName: string,
) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit's keyboard sensor starts listening for the arrows in a timer after the pick-up, so an
  // arrow pressed the moment the handle shows as pressed can be lost (a person is never that fast):
  // a page timer scheduled now runs after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
  await page.keyboard.press(key);
  await expect(page.getByText(new RegExp(` nad: ${partName}\\.$`))).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(` w: ${partName}\\.$`))).toBeAttached();
}

/** The session token of the signed-in browser, for the API calls a test prepares data with. */
export async function authToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'auth_token');
  if (!cookie) throw new Error('not signed in');
  return cookie.value;
}

/** A complete draft of the signed-in advertiser, created through the API; returns its id. */
export async function createCompleteDraft(page: Page, title: string): Promise<number> {
  const headers = { 'x-auth-token': await authToken(page) };
  const dictionaries = (await (await page.request.get('/api/dictionaries', { headers })).json()).data;
  const cpv = (
    await (
      await page.request.get('/api/dictionaries/cpv?search_key=komputer&request_id=1', { headers })
    ).json()
  ).data.cpv_codes[0];
  const locality = (
    await (
      await page.request.get('/api/dictionaries/teryt?locality_search_key=Kraków&request_id=1', { headers })
    ).json()
  ).data.teryt_items[0];
  const upload = await page.request.post('/api/files?context=announcement', {
    headers,
    multipart: {
      file: { name: 'opis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 opis') },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const fileId = (await upload.json()).data.file.id;
  const category = dictionaries.order_item_categories.find((c: { code: string }) => c.code === 'DOSTAWY');
  const announcement = {
    title,
    has_project: true,
    project_ids: [dictionaries.projects[0].id],
    contact_person_ids: [dictionaries.contact_persons[0].id],
    supplementary_orders: 'Zamawiający nie przewiduje zamówień uzupełniających.',
    contract_change_conditions: 'Zmiana terminu w razie siły wyższej.',
    partial_offers_allowed: false,
    planned_contract_signing: `${Number(warsawDay().slice(0, 4)) + 1}-03`,
    parts: [
      {
        temporary_id: 'p1',
        title: null,
        estimated_value: '85000,00',
        order_items: [
          {
            temporary_id: 'i1',
            category_id: category.id,
            subcategory_id: category.subcategories[0].id,
            warranty: '12 miesięcy',
            description: 'Dostawa 10 drukarek laserowych.',
            cpv_codes: [cpv],
            places: [{ type: 'address', locality_id: locality.id, country: 'PL' }],
            stages: [],
            conditions: [],
          },
        ],
        criteria: [{ is_price: true, description: 'Cena brutto - 100%' }],
      },
    ],
    attachments: [{ temporary_id: 'a1', name: 'Opis przedmiotu zamówienia', file_id: fileId }],
  };
  const answer = await page.request.post('/api/announcements', { headers, data: { announcement } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.id;
}

/** The stored form data of an announcement (GET /api/announcements/{id}/compact). */
export async function compact(page: Page, id: number) {
  const headers = { 'x-auth-token': await authToken(page) };
  return (await (await page.request.get(`/api/announcements/${id}/compact`, { headers })).json()).data;
}
