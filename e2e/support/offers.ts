import { type Browser, expect, type Page } from '@playwright/test';
import { apiCall, otherSession, ownAnnouncements, signInAt } from './announcements.ts';
import { accounts, moveServerClock, resetServerClock } from './fixtures.ts';

/** Today's date in Warsaw plus `days`, as yyyy-MM-dd. */
export function warsawDatePlus(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type OfferAnnouncement = {
  id: number;
  number: string;
  title: string;
  deadline: string;
  /** A cancelled demo announcement of Jan. */
  cancelledId: number;
};

/**
 * A published announcement of Jan with two parts (partial offers allowed, variants in the second part)
 * that closes at midnight tonight (or in `days` days): a copy of one of his demo announcements under a title of its own, so
 * moving the server clock past its deadline closes no demo announcement (their deadlines are later).
 */
export async function janAnnouncementClosingTonight(
  browser: Browser,
  options: { title?: string; days?: number } = {},
): Promise<OfferAnnouncement> {
  const jan = await otherSession(browser, accounts.advertiser.email);
  const { page, token } = jan;
  const source = (await ownAnnouncements(page, token, 'PUBLISHED')).find((a) => a.parts_count === 2);
  expect(source, 'a published demo announcement of Jan with two parts').toBeTruthy();
  const copy = await apiCall(page, token, 'POST', `/api/announcements/${source?.id}/copy`);
  expect(copy.status, copy.message).toBe(200);
  const id = copy.data.advertisement.id as number;
  const compact = await apiCall(page, token, 'GET', `/api/announcements/${id}/compact`);
  expect(compact.status, compact.message).toBe(200);
  const title = options.title ?? 'Test składania ofert (e2e)';
  const saved = await apiCall(page, token, 'PUT', `/api/announcements/${id}`, {
    announcement: { ...compact.data.version.content, title },
  });
  expect(saved.status, saved.message).toBe(200);
  const published = await apiCall(page, token, 'POST', `/api/announcements/${id}/publish`, {
    id,
    publication_date: null,
    submission_deadline: `${warsawDatePlus(options.days ?? 1)} 00:00:00`,
  });
  expect(published.status, published.message).toBe(200);
  const view = await apiCall(page, token, 'GET', `/api/announcements/${id}`);
  const cancelled = (await ownAnnouncements(page, token, 'CANCELLED'))[0];
  expect(cancelled, 'a cancelled demo announcement of Jan').toBeTruthy();
  expect(view.data.advertisement.status.name).toBe('PUBLISHED');
  await jan.context.close();
  return {
    id,
    number: view.data.advertisement.number,
    title,
    deadline: view.data.advertisement.submission_deadline,
    cancelledId: cancelled?.id as number,
  };
}

export const offersTabPath = (id: number) => `/ogloszenia/${id}?sekcja=oferty`;

/** Signs in (top bar, real login page) and waits to be back on the announcement's 'Oferty' tab. */
export async function signInToOffers(page: Page, email: string, id: number): Promise<void> {
  await signInAt(page, email, offersTabPath(id));
  await expect(page).toHaveURL(new RegExp(`/ogloszenia/${id}\\?sekcja=oferty$`), { timeout: 10_000 });
  await expect(page.getByRole('tab', { name: /^Oferty/ })).toHaveAttribute('aria-selected', 'true');
}

/** Fills a price field and leaves it (the form completes '1000' to '1000,00'). */
export async function fillPrice(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label);
  await field.fill(value);
  await field.blur();
}

/**
 * Runs `steps` with the server clock two minutes past the announcement's deadline, signed in again as its author
 * (sessions last 30 minutes of server time) on its 'Oferty' tab; the clock is reset afterwards.
 */
export async function asAuthorAfterDeadline(
  page: Page,
  a: OfferAnnouncement,
  steps: () => Promise<void>,
): Promise<void> {
  await page.goto('/');
  try {
    await moveServerClock(page, Math.ceil((Date.parse(a.deadline) - Date.now()) / 1000) + 120);
    await signInToOffers(page, accounts.advertiser.email, a.id);
    await steps();
  } finally {
    await resetServerClock(page);
  }
}
