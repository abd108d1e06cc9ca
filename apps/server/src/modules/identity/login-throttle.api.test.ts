import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { follow, openLoginPage, postForm } from '../../../test/browserless-login.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { THROTTLE_RULES } from './login-throttle.service.ts';

/** Wrong passwords are throttled by account and by client address (decision 0015). */

let server: TestServer;
beforeAll(async () => {
  // The tests speak for many clients through a proxy on the loopback address.
  server = await startTestServer({ BK_TRUSTED_PROXIES: '127.0.0.1, ::1' });
});
afterAll(() => server.close());
afterEach(async () => {
  await server.database.db.deleteFrom('login_throttle').execute();
  await fetch(`${server.baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reset: true }),
  });
});

async function advanceClock(seconds: number) {
  await fetch(`${server.baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_seconds: seconds }),
  });
}

/** One login page; each try posts its form from the given client address (the server trusts the proxy). */
async function loginForm() {
  const page = await openLoginPage(server.baseUrl, '/');
  return async (email: string, password: string, address = '203.0.113.1') => {
    const response = await postForm(
      `${page.url}/login`,
      page.jar,
      { email, password },
      { 'x-forwarded-for': address },
    );
    let signedIn = false;
    if (response.status === 303) {
      const { url } = await follow(
        server.baseUrl,
        new URL(response.headers.get('location') ?? '', server.baseUrl).href,
        page.jar,
      );
      signedIn = new URL(url).pathname === '/logowanie' && page.jar.cookies.has('auth_token');
    }
    const html = response.status === 303 ? '' : await response.text();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), html, signedIn };
  };
}

const jan = 'jan.kowalski@bk.example';
const piotr = 'piotr.zielinski@bk.example';

describe('login throttling', () => {
  it('after a few wrong passwords refuses even the right one for a short while, in Polish with Retry-After', async () => {
    const tryLogin = await loginForm();
    for (let i = 0; i < THROTTLE_RULES.account.freeFailures; i++) {
      const wrong = await tryLogin(jan, `wrong-${i}`);
      expect(wrong.status).toBe(401);
      expect(wrong.retryAfter).toBeNull();
    }
    const locking = await tryLogin(jan, 'wrong-again');
    expect(locking.status).toBe(429);
    expect(locking.retryAfter).toBe('30');
    expect(locking.html).toContain('Nieprawidłowy adres e-mail lub hasło.');
    expect(locking.html).toContain('Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 30 s.');

    const right = await tryLogin(jan, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
    expect(Number(right.retryAfter)).toBeLessThanOrEqual(30);
    expect(right.html).toMatch(/Zbyt wiele nieudanych prób logowania\. Spróbuj ponownie za \d+ s\./);
    expect(right.html).toContain('role="alert"');
    expect(right.signedIn).toBe(false);

    await advanceClock(31);
    const later = await tryLogin(jan, DEMO_PASSWORD);
    expect(later.status).toBe(303);
    expect(later.signedIn).toBe(true);
  });

  it('stops 30 wrong passwords in a row from many addresses; the account lock grows but never past 5 minutes', async () => {
    const tryLogin = await loginForm();
    const statuses: number[] = [];
    let longest = 0;
    let wait = 0;
    for (let i = 0; i < 30; i++) {
      // The attacker waits for each lock to end and guesses again.
      if (wait > 0) await advanceClock(wait);
      const wrong = await tryLogin(jan, `wrong-${i}`, `198.51.100.${i + 1}`);
      statuses.push(wrong.status);
      wait = wrong.status === 429 ? Number(wrong.retryAfter) : 0;
      longest = Math.max(longest, wait);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(THROTTLE_RULES.account.freeFailures);
    expect(longest).toBe(THROTTLE_RULES.account.maxLockSeconds);
    // The real user, from their own address, waits for the last lock only.
    const right = await tryLogin(jan, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeLessThanOrEqual(5 * 60);
    expect(right.html).toContain('Spróbuj ponownie za 5 min.');
    await advanceClock(5 * 60);
    // A fresh login page: the portal's login state of the first one has expired by the server clock.
    expect((await (await loginForm())(jan, DEMO_PASSWORD)).signedIn).toBe(true);
  });

  it('does not forget the failures while a lock lasts: waiting out a long lock gives no fresh free tries', async () => {
    const tryLogin = await loginForm();
    const guesser = '192.0.2.77';
    let lastWait = 0;
    for (let i = 0; i < 26; i++) {
      const wrong = await tryLogin(`nobody-${i}@bk.example`, 'wrong', guesser);
      if (wrong.status === 429) {
        lastWait = Number(wrong.retryAfter);
        await advanceClock(lastWait);
      }
    }
    expect(lastWait).toBe(THROTTLE_RULES.address.maxLockSeconds);
    const next = await tryLogin('nobody-next@bk.example', 'wrong', guesser);
    expect(next.status).toBe(429);
    expect(next.retryAfter).toBe(String(THROTTLE_RULES.address.maxLockSeconds));
  });

  it('counts an account’s failures from every address, and forgets them after a success', async () => {
    const tryLogin = await loginForm();
    for (let i = 0; i < THROTTLE_RULES.account.freeFailures; i++) {
      expect((await tryLogin(jan, 'wrong', `198.51.100.${i + 1}`)).status).toBe(401);
    }
    expect((await tryLogin(jan, 'wrong', '198.51.100.99')).status).toBe(429);
    // Another account is not affected.
    expect((await (await loginForm())(piotr, DEMO_PASSWORD, '198.51.100.99')).signedIn).toBe(true);

    await advanceClock(31);
    expect((await tryLogin(jan, DEMO_PASSWORD)).signedIn).toBe(true);
    // The success forgot the failures: five more wrong passwords are free again.
    const again = await loginForm();
    for (let i = 0; i < THROTTLE_RULES.account.freeFailures; i++) {
      expect((await again(jan, 'wrong')).status).toBe(401);
    }
  });

  it('throttles one address guessing many accounts, and only that address', async () => {
    const tryLogin = await loginForm();
    const guesser = '192.0.2.7';
    for (let i = 0; i < THROTTLE_RULES.address.freeFailures; i++) {
      expect((await tryLogin(`nobody-${i}@bk.example`, 'wrong', guesser)).status).toBe(401);
    }
    const locked = await tryLogin('nobody-x@bk.example', 'wrong', guesser);
    expect(locked.status).toBe(429);
    expect(locked.retryAfter).toBe(String(THROTTLE_RULES.address.firstLockSeconds));
    expect(locked.html).toContain('Spróbuj ponownie za 1 min.');
    // Even a right password from that address waits; the same account from another address does not.
    expect((await tryLogin(piotr, DEMO_PASSWORD, guesser)).status).toBe(429);
    expect((await tryLogin(piotr, DEMO_PASSWORD, '192.0.2.8')).signedIn).toBe(true);
  });

  it('keeps no e-mail address nor client address in its table, and forgets old failures', async () => {
    const tryLogin = await loginForm();
    await tryLogin(jan, 'wrong', '203.0.113.50');
    const rows = await server.database.db.selectFrom('login_throttle').selectAll().execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      expect(row.key).not.toContain('kowalski');
    }
    await advanceClock(16 * 60);
    await tryLogin(piotr, 'wrong', '203.0.113.51');
    const left = await server.database.db.selectFrom('login_throttle').select('failures').execute();
    expect(left).toEqual([{ failures: 1 }, { failures: 1 }]);
  });

  it('believes X-Forwarded-For only from a configured proxy (issue 30 item 4)', async () => {
    const direct = await startTestServer();
    try {
      const page = await openLoginPage(direct.baseUrl, '/');
      const statuses: number[] = [];
      for (let i = 0; i < THROTTLE_RULES.address.freeFailures + 5; i++) {
        const response = await postForm(
          `${page.url}/login`,
          page.jar,
          { email: `nobody-${i}@bk.example`, password: 'wrong' },
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        );
        statuses.push(response.status);
      }
      // Every claimed address is the same socket address: the address rule holds.
      expect(statuses.filter((s) => s === 401)).toHaveLength(THROTTLE_RULES.address.freeFailures);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
