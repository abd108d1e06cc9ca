import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { accounts, expectAccessible, signIn } from './support/fixtures.ts';
import { results, SEARCH, search } from './support/search.ts';
import { snap } from './support/shots.ts';
import { expect, type Page, test } from './support/test.ts';

/** The cookie, header and CSP set-up in a real browser (decision 0015). */

const SHOTS = '.tmp/screenshots';
fs.mkdirSync(SHOTS, { recursive: true });

/** Collects every Content-Security-Policy violation of the page, as events and as console messages. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to (load|apply|execute|evaluate|frame|connect)/i.test(text))
      violations.push(`console: ${text}`);
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  void page.exposeFunction('reportCspViolation', (text: string) => violations.push(`event: ${text}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return violations;
}

test('the portal works under its Content-Security-Policy: pages, sign-in, PDF, mutations, logout', async ({
  page,
}) => {
  const violations = watchViolations(page);

  const home = await page.goto('/');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(home?.headers()['x-frame-options'], 'X-Frame-Options').toBe('DENY');
  await expect(page.getByRole('heading', { level: 1, name: 'Baza Konkurencyjności' })).toBeVisible();
  // The stylesheet applies (the layout is not the browser's default one).
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).margin), {
      message: 'the stylesheet applies',
    })
    .toBe('0px');

  // Search, then an announcement's details and its PDF (generated in the browser, saved from a blob).
  await page.goto(SEARCH);
  await search(page, 'dostawa komputerów');
  await results(page).first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ogłoszenie nr / })).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Pobierz plik PDF' }).click(),
  ]);
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
    'the downloaded file is a PDF',
  ).toBe('%PDF-');
  const detailsUrl = page.url();

  // Sign in on the identity service's page, which has its own stylesheet and no inline style.
  await page.getByRole('button', { name: 'Zaloguj się' }).first().click();
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(() => getComputedStyle(document.querySelector('header') as Element).backgroundColor),
      {
        message: "the identity service's stylesheet applies",
      },
    )
    .toBe('rgb(11, 47, 107)');
  await expect(page.getByRole('button', { name: 'Anuluj logowanie' })).toHaveCSS(
    'background-color',
    'rgb(255, 255, 255)',
  );
  await expectAccessible(page);
  await snap(page, { path: `${SHOTS}/security-login-page.png`, fullPage: true });
  await page.goto(detailsUrl);
  await signIn(page, accounts.scopedAdmin.email);
  await expect(page).toHaveURL(detailsUrl, { timeout: 8_000 });
  await expect(page.getByText(accounts.scopedAdmin.name)).toBeVisible();

  // The page cannot read the session token; it can read the expiry that the tabs share.
  const cookies = await page.evaluate(() => document.cookie);
  expect(cookies).not.toContain('auth_token');
  expect(cookies).toContain('auth_data=');
  const sessionCookie = (await page.context().cookies()).find((c) => c.name === 'auth_token');
  expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });

  // Mutations through the web client (cookie + X-Requested-With): add and remove a favourite.
  const favourite = page.getByRole('button', { name: /DO ULUBIONYCH/ });
  await favourite.click();
  const unfavourite = page.getByRole('button', { name: /Z ULUBIONYCH/ });
  await expect(unfavourite).toBeVisible();
  await unfavourite.click();
  await expect(favourite).toBeVisible();
  // The same call without the header, as a cross-site form would send it with the cookie, is refused.
  const forged = await page.evaluate(
    async (path) => {
      const response = await fetch(path, { method: 'POST' });
      return { status: response.status, body: await response.json() };
    },
    `/api/favorite-announcements/${detailsUrl.match(/ogloszenia\/(\d+)/)?.[1]}`,
  );
  expect(forged.status, 'a mutation without X-Requested-With is refused').toBe(403);
  expect(forged.body.message).toContain('X-Requested-With');
  await expect(favourite).toBeVisible();

  // The signed-in pages.
  for (const [path, heading] of [
    ['/uzytkownicy/moj-profil', 'Mój profil'],
    ['/administracja/ogloszenia', 'Administracja ogłoszeniami'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Trwa ładowanie...')).toHaveCount(0);
  }
  await snap(page, { path: `${SHOTS}/security-signed-in.png`, fullPage: true });

  // Logout (a POST through the web client) clears the HttpOnly cookie from the server side.
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await expect(page.getByRole('alertdialog').getByText('Użytkownik został wylogowany.')).toBeVisible();
  expect(
    (await page.context().cookies()).some((c) => c.name === 'auth_token'),
    'the logout cleared the session cookie',
  ).toBe(false);

  expect(violations).toEqual([]);
});

test('no other site can frame the login page or the portal', async ({ page, baseURL }) => {
  await page.goto('/api/authentication/login-redirect?path=%2F');
  await expect(page.getByRole('heading', { name: 'Logowanie' })).toBeVisible();
  const loginUrl = page.url();
  expect(new URL(loginUrl).pathname).toMatch(/^\/konto\/interaction\//);

  // A page of another origin (another port of 127.0.0.1) that frames both.
  const evil = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><title>framing</title><body>
<iframe id="login" title="login" src="${loginUrl}"></iframe>
<iframe id="home" title="home" src="${baseURL}/"></iframe></body></html>`);
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|X-Frame-Options/i.test(message.text())) refused.push(message.text());
  });
  try {
    const { port } = evil.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect.poll(() => refused.length).toBeGreaterThanOrEqual(2);
    expect(refused.join('\n')).toContain("frame-ancestors 'none'");
    // Neither frame shows the portal: the browser put an error page in their place.
    await expect(page.frameLocator('#login').getByRole('heading', { name: 'Logowanie' })).toHaveCount(0);
    await expect(
      page.frameLocator('#home').getByRole('heading', { name: 'Baza Konkurencyjności' }),
    ).toHaveCount(0);
    for (const frame of page.frames().slice(1)) {
      expect(frame.url()).not.toContain('/konto/interaction/');
    }
  } finally {
    await new Promise((resolve) => evil.close(resolve));
  }
});
