import { LOGIN_CONTEXT_COOKIE } from '@bk/contracts/common/limits';
import { type BrowserContext, expect, type Locator, type Page, type Request } from '@playwright/test';
import axe from 'axe-core';
import { LIVE } from './test.ts';

export const DEMO_PASSWORD = 'Demo2026!';

export const accounts = {
  admin: { email: 'admin@bk.example', name: 'Katarzyna Nowak' },
  advertiser: { email: 'jan.kowalski@bk.example', name: 'Jan Kowalski' },
  advertiser2: { email: 'malgorzata.wisniewska@bk.example', name: 'Małgorzata Wiśniewska' },
  bidder: { email: 'piotr.zielinski@bk.example', name: 'Piotr Zieliński' },
  bidder2: { email: 'agnieszka.wojcik@bk.example', name: 'Agnieszka Wójcik' },
  scopedAdmin: { email: 'tomasz.lewandowski@bk.example', name: 'Tomasz Lewandowski' },
  newUser: { email: 'ewa.nowicka@bk.example', name: 'Ewa Nowicka' },
} as const;

export const allMenuItems = [
  'Moje projekty i nabory',
  'Moje ogłoszenia',
  'Moje oferty',
  'Newsletter, powiadomienia, ulubione',
  'Administracja użytkownikami i uprawnieniami',
  'Administracja słownikiem poziomów wdrażania',
  'Administracja treściami',
  'Administracja projektami i naborami',
  'Administracja ogłoszeniami',
  'Dziennik zdarzeń',
  'Awarie portalu',
];

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core in each frame of the page that does not have it yet. A page keeps it until it is left: the
 * tests check one page in several states, and each injection (half a megabyte parsed and set up) cost
 * Chromium 0.2-0.5 s, and @axe-core/playwright's way (a blank page opened to put every frame's results
 * together) twice that again, on each of the suite's 250-odd checks (decision 0044).
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'undefined'))
        await frame.evaluate(axe.source);
      // Its results come to the page's own axe, as @axe-core/playwright configures it.
      await frame.evaluate(() =>
        (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
      );
    } catch {
      // A frame gone meanwhile, or one that runs no script: axe reports what it could not test.
    }
  }
}

/** Runs axe with the WCAG 2.1 A and AA rules in the page and its frames and fails on any violation. */
export async function expectAccessible(page: Page): Promise<void> {
  await injectAxe(page);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_21_AA,
  );
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Fills the identity service's login page (already open) and waits for the success page. That page
 * returns where the login started after 5 s (spec 3, section 1): login.spec.ts waits them out in real
 * time (`realTime`); elsewhere, once the success page has done its work (its session call), the test
 * goes to that same address itself, and waits until the page there has its answers. (The browser's
 * clock is left alone: a fake one shifts the app's own timers and animation frames under the tests.)
 */
export async function fillLoginPage(
  page: Page,
  email: string,
  options: { realTime?: boolean; english?: boolean } = {},
): Promise<void> {
  // A sign-in from an English page has the login service's pages in English (issue 51).
  const t = options.english
    ? {
        heading: 'Log in',
        email: 'E-mail address',
        password: 'Password',
        button: 'Log in',
        done: 'You have logged in',
      }
    : {
        heading: 'Logowanie',
        email: 'Adres e-mail',
        password: 'Hasło',
        button: 'Zaloguj się',
        done: 'Logowanie zakończone powodzeniem',
      };
  await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password).fill(DEMO_PASSWORD);
  const calls = watchApiCalls(page);
  const callback = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/authentication/callback');
  await page.getByRole('button', { name: t.button, exact: true }).click();
  // Through the login's callback (redirects).
  await expect(page.getByText(t.done)).toBeVisible({ timeout: LIVE });
  if (options.realTime) return;
  const returnPath = loginReturnPath(await (await callback).headersArray());
  await calls.settled();
  await page.goto(returnPath);
  await calls.settled();
}

/** Where the success page will return: the login context cookie the login's callback set. */
function loginReturnPath(headers: { name: string; value: string }[]): string {
  const prefix = `${LOGIN_CONTEXT_COOKIE}=`;
  const cookie = headers.find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(prefix));
  const raw = cookie?.value.slice(prefix.length).split(';')[0] ?? '';
  let path: unknown = null;
  try {
    path = JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64url').toString('utf8')).path;
  } catch {
    path = null;
  }
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return '/';
  return /^\/(logowanie|blad-logowania)(\?|#|$)/.test(path) ? '/' : path;
}

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * The sessions this worker has signed in, by e-mail: each demo account signs in through the real login
 * page once per worker (each worker has a portal of its own), and later sign-ins take its cookies (the
 * storage state) while the server still accepts them. A session that a test ended (sign-out, a moved
 * clock, a blocked account) is refused by GET /api/user, and the next sign-in is a real one again.
 */
const sessions = new Map<string, Cookies>();

/** Signs in with this worker's earlier session of `email` when the server still accepts it. */
async function reuseSession(page: Page, email: string): Promise<boolean> {
  const cookies = sessions.get(email);
  const origin = new URL(page.url()).origin;
  const token = cookies?.find((c) => c.name === 'auth_token')?.value;
  if (!cookies || !token || !origin.startsWith('http')) return false;
  const check = await fetch(`${origin}/api/user`, {
    headers: {
      'X-Auth-Token': decodeURIComponent(token),
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
    },
  });
  if (!check.ok) {
    sessions.delete(email);
    return false;
  }
  const current = new URL(page.url());
  const back = /^\/(logowanie|blad-logowania)(\?|#|$)/.test(current.pathname)
    ? '/'
    : current.pathname + current.search;
  await page.context().clearCookies();
  await page.context().addCookies(cookies);
  const calls = watchApiCalls(page);
  await page.goto(back);
  await calls.settled();
  return true;
}

/**
 * Signs in through the top-bar button and the identity service's real login page, or, when this
 * worker signed in as `email` before and that session still holds, with its cookies (`fresh` forces the
 * real login, as do `checkLoginPage` and `realTime`: those test the login itself).
 */
export async function signIn(
  page: Page,
  email: string,
  options: { checkLoginPage?: boolean; realTime?: boolean; fresh?: boolean } = {},
): Promise<void> {
  const realLogin = options.fresh || options.checkLoginPage || options.realTime;
  if (!realLogin && (await reuseSession(page, email))) return;
  await page.getByRole('button', { name: 'Zaloguj się' }).first().click();
  // The click's navigation (the portal's redirect, the identity service's, its page): a busy CI machine
  // took over expect's 5 s.
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible({ timeout: LIVE });
  if (options.checkLoginPage) await expectAccessible(page);
  await fillLoginPage(page, email, options);
  if (!options.realTime) sessions.set(email, await page.context().cookies());
}

/**
 * What the web client sends with every call: page.request carries the browser's session cookie, and a
 * state-changing call with the cookie alone is refused (decision 0015).
 */
export const pageHeaders = { 'X-Requested-With': 'XMLHttpRequest' };

export async function moveServerClock(page: Page, seconds: number): Promise<void> {
  const response = await page.request.post('/api/test/clock', {
    headers: pageHeaders,
    data: { advance_seconds: seconds },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Follows the page's API calls from now on. `settled()` waits until none has been in flight for half a
 * second: an answer that arrives after the server clock moved carries that moved clock's session expiry.
 */
export function watchApiCalls(page: Page): { settled(): Promise<void> } {
  const pending = new Set<Request>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) pending.add(r);
  });
  const done = (r: Request) => pending.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      const deadline = Date.now() + 15_000;
      let quietSince = pending.size === 0 ? Date.now() : 0;
      while (Date.now() - quietSince < 500 || quietSince === 0) {
        expect(Date.now(), 'API calls still in flight').toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (pending.size > 0) quietSince = 0;
        else if (quietSince === 0) quietSince = Date.now();
      }
    },
  };
}

export async function resetServerClock(page: Page): Promise<void> {
  await page.request.post('/api/test/clock', { headers: pageHeaders, data: { reset: true } });
}

export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu główne' });
}

/** Chooses a TERYT locality with the keyboard alone: type, wait for the list, ArrowDown, Enter. */
export async function chooseLocality(page: Page, dialog: Locator, name: string): Promise<void> {
  const combo = dialog.getByRole('combobox', { name: 'Miejscowość' });
  await combo.focus();
  await page.keyboard.type(name);
  await expect(page.getByRole('option').first()).toContainText(name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combo).toHaveValue(name);
}
