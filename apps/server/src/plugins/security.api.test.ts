import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/api-client.ts';
import { insertSession } from '../../test/bidder-fixtures.ts';
import { login, openLoginPage } from '../../test/browserless-login.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { needsSession } from './auth.ts';

/** Security headers on every answer (decision 0015). */

let server: TestServer;
let httpsServer: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Served over https behind a proxy: the address it is reached at stays http://127.0.0.1 in the test.
  httpsServer = await startTestServer({ BK_PUBLIC_URL: 'https://bk.example' });
});
afterAll(async () => {
  await server.close();
  await httpsServer.close();
});

function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectStrictHeaders(response: Response, { scriptHashes = 0 } = {}) {
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'self'"]);
  const [scriptSelf, ...scripts] = csp.get('script-src') ?? [];
  expect(scriptSelf).toBe("'self'");
  expect(scripts).toHaveLength(scriptHashes);
  for (const hash of scripts) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
  const [self, ...hashes] = csp.get('style-src') ?? [];
  expect(self).toBe("'self'");
  // Only the fixed inline styles of react-aria, each by its hash.
  expect(hashes).toEqual([
    "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
    "'sha256-gYiS/BvZvRcK27JIXTuwhZ3hs2+VJ1X+2gUlE+farlg='",
  ]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // The one embed the content rules allow, and nothing else (issue 30 item 8).
  expect(csp.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(response.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('same-origin');
}

describe('security headers', () => {
  it('are sent by the API, including errors, and no HSTS over http', async () => {
    for (const path of ['/api/health', '/api/user', '/api/no-such-thing']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expectStrictHeaders(response);
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(
        directives(response.headers.get('content-security-policy')).has('upgrade-insecure-requests'),
      ).toBe(false);
    }
  });

  it('are sent by the login pages, which have no inline script or style', async () => {
    const page = await openLoginPage(server.baseUrl, '/');
    expect(page.status).toBe(200);
    const response = await fetch(page.url, { headers: { cookie: page.jar.header() } });
    expectStrictHeaders(response);
    const html = await response.text();
    expect(html).toContain('Logowanie');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('<link rel="stylesheet" href="/konto/styles.css">');
    const css = await fetch(`${server.baseUrl}/konto/styles.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('button.secondary');
    // The identity service's own answers (its discovery document, its end-session page) carry them too.
    expectStrictHeaders(await fetch(`${server.baseUrl}/konto/.well-known/openid-configuration`));
    // Without a login session the provider answers its self-submitting form, whose one script it
    // allows by that script's own hash; with one, it asks first on our Polish page.
    expectStrictHeaders(await fetch(`${server.baseUrl}/konto/session/end`), { scriptHashes: 1 });
    const { jar } = await login(server.baseUrl, 'ewa.nowicka@bk.example', DEMO_PASSWORD);
    const end = await fetch(`${server.baseUrl}/konto/session/end`, { headers: { cookie: jar.header() } });
    expect(end.status).toBe(200);
    expectStrictHeaders(end);
    const endHtml = await end.text();
    expect(endHtml).toContain('Czy chcesz wylogować się z Bazy Konkurencyjności?');
    expect(endHtml).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  });

  it('add HSTS and upgrade-insecure-requests when the portal is served over https', async () => {
    const response = await fetch(`${httpsServer.baseUrl}/api/health`);
    expectStrictHeaders(response);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(
      directives(response.headers.get('content-security-policy')).get('upgrade-insecure-requests'),
    ).toEqual([]);
  });

  it('mark the session cookie Secure when the portal is served over https', async () => {
    const db = httpsServer.database.db;
    const user = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const now = new Date();
    // A session that ends in 20 minutes: the call extends it, so the cookie is renewed.
    const token = await insertSession(db, user.id, now, new Date(now.getTime() + 20 * 60_000));
    const me = await fetch(`${httpsServer.baseUrl}/api/user`, { headers: { cookie: `auth_token=${token}` } });
    expect(me.status).toBe(200);
    const renewed = me.headers.getSetCookie().find((c) => c.startsWith('auth_token='));
    expect(renewed).toMatch(/; Secure/i);
    expect(renewed).toMatch(/; HttpOnly/i);
    expect(renewed).toMatch(/; SameSite=Lax/i);
  });
});

describe('authentication and permission come first (issue 44)', () => {
  const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
  /** Each registered route (HEAD aside) by method, its address with every parameter 1. */
  const routes = () =>
    server.app.routeTable.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .map((method) => ({ method, url: route.url, route })),
    );
  /** A call whose body and query are wrong in every way a schema can see. */
  const badCall = (method: string, url: string, token?: string) =>
    fetch(`${server.baseUrl}${url.replace(/:[A-Za-z]+/g, '1')}?page=-1&limit=x&zz=1`, {
      method,
      headers: {
        ...(token ? { 'x-auth-token': token } : {}),
        ...(WRITES.includes(method) ? { 'content-type': 'application/json' } : {}),
      },
      body: WRITES.includes(method) ? JSON.stringify({ zz_unknown: [1], name: 7 }) : undefined,
    });

  it('refuses every call that needs a session 401 before its body or query is checked', async () => {
    const guarded = routes().filter(({ route }) => needsSession(route));
    expect(guarded.length).toBeGreaterThan(100);
    const answers = await Promise.all(
      guarded.map(async ({ method, url }) => {
        const response = await badCall(method, url);
        return { call: `${method} ${url}`, status: response.status, body: await response.json() };
      }),
    );
    const wrong = answers.filter((a) => a.status !== 401 || a.body.message !== 'Unauthorized');
    expect(wrong).toEqual([]);
  });

  it('refuses administrative writes 403 to a user without the permission, before the body is checked', async () => {
    const piotr = await signIn(server, 'bidder');
    const writes = routes().filter(
      ({ method, url }) =>
        WRITES.includes(method) && (url.startsWith('/api/admin/') || url === '/api/users/:id'),
    );
    expect(writes.length).toBeGreaterThanOrEqual(39);
    const answers = [];
    for (const { method, url } of writes) {
      const response = await badCall(method, url, piotr);
      answers.push({ call: `${method} ${url}`, status: response.status });
    }
    expect(answers.filter((a) => a.status !== 403)).toEqual([]);
  });
});

describe('the canonical host (issue 44)', () => {
  /** A request to the test server with another Host header (node:http: fetch does not let it be set). */
  const atHost = (host: string, path: string, method = 'GET') =>
    new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const request = http.request(`${server.baseUrl}${path}`, { method, headers: { host } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      });
      request.on('error', reject).end();
    });

  it('sends a page opened at another host name to the same path on the public address', async () => {
    const port = new URL(server.baseUrl).port;
    for (const path of ['/', '/ogloszenia/szukaj?fraza=drogi', '/konto/rejestracja']) {
      const answer = await atHost(`localhost:${port}`, path);
      expect(answer, path).toEqual({ status: 308, location: `${server.baseUrl}${path}` });
    }
    expect((await atHost(`LOCALHOST:${port}`, '/', 'HEAD')).status).toBe(308);
    // At the public address itself, nothing moves.
    expect((await atHost(`127.0.0.1:${port}`, '/konto/rejestracja')).status).toBe(200);
  });

  it('answers API calls and health checks at any host', async () => {
    expect((await atHost('balancer.internal', '/api/health')).status).toBe(200);
    expect((await atHost('balancer.internal', '/api/health/ready')).status).toBe(200);
    expect((await atHost('balancer.internal', '/api/settings/public')).status).toBe(200);
    expect((await atHost('balancer.internal', '/api/user')).status).toBe(401);
    expect((await atHost('balancer.internal', '/metrics')).status).toBe(404);
  });
});
