import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CookieJar,
  follow,
  login,
  openLoginPage,
  postForm,
  submitLogin,
} from '../../../test/browserless-login.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';

let server: TestServer;
const api = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: {
      ...(init.token ? { 'x-auth-token': init.token } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.headers ?? {}),
    },
  });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('login through the embedded OpenID Connect service', () => {
  it('redirects to the identity service with PKCE and shows the Polish login page with demo accounts', async () => {
    const start = await fetch(`${server.baseUrl}/api/authentication/login-redirect?path=%2F`, {
      redirect: 'manual',
    });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location') ?? '');
    expect(location.pathname).toBe('/konto/auth');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    const page = await openLoginPage(server.baseUrl, '/');
    expect(page.html).toContain('<html lang="pl">');
    expect(page.html).toContain('Logowanie');
    expect(page.html).toContain('admin@bk.example');
    expect(page.html).toContain('Konta demonstracyjne');
  });

  it('signs in, sets the cookies and returns to the remembered path and query', async () => {
    const result = await login(
      server.baseUrl,
      'jan.kowalski@bk.example',
      DEMO_PASSWORD,
      '/ogloszenia?strona=2&sort=title',
    );
    expect(new URL(result.url).pathname).toBe('/logowanie');
    expect(result.jar.cookies.get('auth_data')).toContain('expires_at');
    const context = JSON.parse(
      Buffer.from(result.jar.cookies.get('login_context') ?? '', 'base64url').toString(),
    );
    expect(context.path).toBe('/ogloszenia?strona=2&sort=title');

    const me = await api('/api/user', { token: result.token });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.status).toBe('OK');
    expect(body.data.user).toMatchObject({
      email: 'jan.kowalski@bk.example',
      forename: 'Jan',
      surname: 'Kowalski',
      identifier: 'jkowalski',
      account_type: 'USER',
      permissions: [],
    });
    expect(me.headers.get('x-session-expires-at')).toBe(body.data.expires_at);
  });

  it('gives the administrator every permission group and the scoped administrator only its programme', async () => {
    const admin = await login(server.baseUrl, 'admin@bk.example', DEMO_PASSWORD);
    const adminUser = (await (await api('/api/user', { token: admin.token })).json()).data.user;
    const groups = adminUser.permissions.map((p: { group: string }) => p.group).sort();
    expect(groups).toEqual([
      'advertisementAdministration',
      'contentAdministration',
      'implementationLevelPermissionsAdministration',
      'implementationLevelsDictionaryAdministration',
      'permissionsAdministration',
      'projectsEnrollmentsAdministration',
      'usersAdministration',
    ]);
    expect(adminUser.advertisement_manager_type.is_admin).toBe(true);

    const scoped = await login(server.baseUrl, 'tomasz.lewandowski@bk.example', DEMO_PASSWORD);
    const scopedUser = (await (await api('/api/user', { token: scoped.token })).json()).data.user;
    expect(scopedUser.permissions).toHaveLength(3);
    const scopedEntries = scopedUser.permissions.filter((entry: { scope: unknown }) => entry.scope !== null);
    expect(scopedEntries.map((entry: { group: string }) => entry.group).sort()).toEqual([
      'advertisementAdministration',
      'projectsEnrollmentsAdministration',
    ]);
    for (const entry of scopedEntries) {
      expect(entry.scope).toMatchObject({ kind: 'programme', code: 'FENG' });
    }
    // Reading the dictionary is not scoped, and gives no right to change it.
    expect(scopedUser.permissions).toContainEqual(
      expect.objectContaining({
        group: 'implementationLevelsDictionaryAdministration',
        flags: ['previewData'],
        scope: null,
      }),
    );
  });

  it('refuses a wrong password with a Polish message and creates no session', async () => {
    const page = await openLoginPage(server.baseUrl, '/');
    const result = await submitLogin(
      server.baseUrl,
      page.url,
      page.jar,
      'jan.kowalski@bk.example',
      'wrong-password',
    );
    expect(result.response.status).toBe(401);
    expect(await result.response.text()).toContain('Nieprawidłowy adres e-mail lub hasło.');
    expect(result.jar.cookies.has('auth_token')).toBe(false);
  });

  it('sends a cancelled login to /blad-logowania', async () => {
    const page = await openLoginPage(server.baseUrl, '/');
    const aborted = await postForm(`${page.url}/abort`, page.jar, {});
    const { url } = await follow(
      server.baseUrl,
      new URL(aborted.headers.get('location') ?? '', server.baseUrl).href,
      page.jar,
    );
    expect(new URL(url).pathname).toBe('/blad-logowania');
    expect(page.jar.cookies.has('auth_token')).toBe(false);
  });

  it('never returns to another site after login', async () => {
    for (const path of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      // The URL parser drops tabs and new lines and resolves dot segments: all of these are '//evil.example'.
      '/\t/evil.example',
      '/\n/evil.example',
      '/.//evil.example',
    ]) {
      const result = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD, path);
      const context = JSON.parse(
        Buffer.from(result.jar.cookies.get('login_context') ?? '', 'base64url').toString(),
      );
      expect(context.path, JSON.stringify(path)).toBe('/');
    }
  });

  it('keeps the return path as the URL parser normalises it', async () => {
    const result = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD, '/x/../oferty?q=ż');
    const context = JSON.parse(
      Buffer.from(result.jar.cookies.get('login_context') ?? '', 'base64url').toString(),
    );
    expect(context.path).toBe('/oferty?q=%C5%BC');
  });

  it('uses a login state only once', async () => {
    const page = await openLoginPage(server.baseUrl, '/');
    const posted = await postForm(`${page.url}/login`, page.jar, {
      email: 'jan.kowalski@bk.example',
      password: DEMO_PASSWORD,
    });
    // Follow to the callback URL, then replay it.
    let url = new URL(posted.headers.get('location') ?? '', server.baseUrl).href;
    for (let i = 0; i < 5 && !url.includes('/api/authentication/callback'); i++) {
      const r = await fetch(url, { redirect: 'manual', headers: { cookie: page.jar.header() } });
      page.jar.store(r);
      url = new URL(r.headers.get('location') ?? '', server.baseUrl).href;
    }
    const first = await fetch(url, { redirect: 'manual' });
    expect(first.headers.get('location')).toBe('/logowanie');
    const replay = await fetch(url, { redirect: 'manual' });
    expect(replay.headers.get('location')).toBe('/blad-logowania');
  });
});

describe('session', () => {
  it('refuses an unknown token, whether in the header or the cookie', async () => {
    for (const init of [{ token: 'no-such-token' }, { headers: { cookie: 'auth_token=no-such-token' } }]) {
      const refused = await api('/api/user', init);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ status: 'Error', errors: {}, message: 'Unauthorized' });
    }
  });

  it('extends to 30 minutes on every call and expires after 30 idle minutes', async () => {
    const { token } = await login(server.baseUrl, 'piotr.zielinski@bk.example', DEMO_PASSWORD);
    await api('/api/test/clock', { method: 'POST', body: JSON.stringify({ advance_seconds: 29 * 60 }) });
    const alive = await api('/api/badge/menu', { token });
    expect(alive.status).toBe(200);
    const expiresAt = new Date(alive.headers.get('x-session-expires-at') ?? '');
    const now = new Date((await (await api('/api/test/clock')).json()).data.now);
    expect(Math.round((expiresAt.getTime() - now.getTime()) / 1000)).toBeGreaterThanOrEqual(1799);
    await api('/api/test/clock', { method: 'POST', body: JSON.stringify({ advance_seconds: 31 * 60 }) });
    expect((await api('/api/user', { token })).status).toBe(401);
    await api('/api/test/clock', { method: 'POST', body: JSON.stringify({ reset: true }) });
  });

  it('logout revokes the session and ends the identity-service login', async () => {
    const { token, jar } = await login(server.baseUrl, 'agnieszka.wojcik@bk.example', DEMO_PASSWORD);
    const out = await api('/api/authentication/logout', { method: 'POST', token, body: '{}' });
    expect(await out.json()).toEqual({ status: 'OK', data: { logged_out: true } });
    expect((await api('/api/user', { token })).status).toBe(401);
    expect((await api('/api/authentication/logout', { method: 'POST', token, body: '{}' })).status).toBe(401);
    // The identity service asks for the password again instead of signing the same person in.
    const again = await openLoginPage(server.baseUrl, '/', jar as CookieJar);
    expect(new URL(again.url).pathname).toMatch(/^\/konto\/interaction\//);
    expect(again.html).toContain('Hasło');
  });

  it('refuses a blocked account at login and ends its live sessions', async () => {
    const { token } = await login(server.baseUrl, 'malgorzata.wisniewska@bk.example', DEMO_PASSWORD);
    await server.database.db
      .updateTable('users')
      .set({ blocked: true })
      .where('identifier', '=', 'mwisniewska')
      .execute();
    expect((await api('/api/user', { token })).status).toBe(401);
    await expect(login(server.baseUrl, 'malgorzata.wisniewska@bk.example', DEMO_PASSWORD)).rejects.toThrow(
      /login failed/,
    );
    await server.database.db
      .updateTable('users')
      .set({ blocked: false })
      .where('identifier', '=', 'mwisniewska')
      .execute();
  });
});
