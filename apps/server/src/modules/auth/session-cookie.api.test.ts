import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/browserless-login.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';

/** The session cookie is HttpOnly and authenticates the browser; a mutation needs a header too (decision 0015). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const person = { forename: 'Ewa', surname: 'Nowicka', phone_number: '600 100 200', email: 'ewa@example.pl' };

function send(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown }) {
  return fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    redirect: 'manual',
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The Set-Cookie header of the callback that set `name`. */
async function loginSetCookie(email: string) {
  const result = await login(server.baseUrl, email, DEMO_PASSWORD);
  const all = result.jar.setCookies;
  return { ...result, cookieHeader: (name: string) => all.findLast((c) => c.startsWith(`${name}=`)) ?? '' };
}

async function contactPersons(token: string): Promise<unknown[]> {
  const profile = await send('/api/users/0', { headers: { 'x-auth-token': token } });
  return (await profile.json()).data.user.contact_persons;
}

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax, not Secure over http; the expiry cookie stays readable', async () => {
    const { cookieHeader } = await loginSetCookie('ewa.nowicka@bk.example');
    const token = cookieHeader('auth_token');
    expect(token).toMatch(/; HttpOnly/i);
    expect(token).toMatch(/; SameSite=Lax/i);
    expect(token).toMatch(/; Path=\//i);
    expect(token).not.toMatch(/; Secure/i);
    expect(cookieHeader('auth_data')).not.toMatch(/HttpOnly/i);
    expect(cookieHeader('login_context')).not.toMatch(/HttpOnly/i);
  });

  it('authenticates reads by itself, and extends the session as the header does', async () => {
    const { token } = await login(server.baseUrl, 'ewa.nowicka@bk.example', DEMO_PASSWORD);
    const me = await send('/api/user', { headers: { cookie: `auth_token=${token}` } });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body.data.user.email).toBe('ewa.nowicka@bk.example');
    expect(me.headers.get('x-session-expires-at')).toBe(body.data.expires_at);
  });

  it('refuses a state-changing call that carries only the cookie, with any method and body type', async () => {
    const { token } = await login(server.baseUrl, 'ewa.nowicka@bk.example', DEMO_PASSWORD);
    const cookie = `auth_token=${token}`;
    const before = await contactPersons(token);

    const json = await send('/api/users/contact-persons', {
      method: 'POST',
      headers: { cookie },
      body: person,
    });
    expect(json.status).toBe(403);
    expect(await json.json()).toEqual({
      status: 'Error',
      errors: {},
      message: 'Odrzucono żądanie bez nagłówka X-Requested-With (ochrona przed CSRF).',
    });
    // What a cross-site HTML form can send: a urlencoded or plain-text body, no custom header.
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const form = await fetch(`${server.baseUrl}/api/users/contact-persons`, {
        method: 'POST',
        headers: { cookie, 'content-type': type },
        body: 'forename=Ewa&surname=Nowicka',
      });
      expect(form.status, type).toBe(403);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const other = await send('/api/users/contact-persons/1', { method, headers: { cookie }, body: person });
      expect(other.status, method).toBe(403);
    }
    const logout = await send('/api/authentication/logout', {
      method: 'POST',
      headers: { cookie },
      body: {},
    });
    expect(logout.status).toBe(403);
    // Nothing happened: no contact person, and the session still works.
    expect(await contactPersons(token)).toEqual(before);
    expect((await send('/api/user', { headers: { cookie } })).status).toBe(200);
  });

  it('accepts a state-changing call with the cookie and the X-Requested-With header', async () => {
    const { token } = await login(server.baseUrl, 'ewa.nowicka@bk.example', DEMO_PASSWORD);
    const headers = { cookie: `auth_token=${token}`, 'x-requested-with': 'XMLHttpRequest' };
    const created = await send('/api/users/contact-persons', { method: 'POST', headers, body: person });
    expect(created.status).toBe(200);
    const id = (await created.json()).data.contact_person.id;
    const removed = await send(`/api/users/contact-persons/${id}`, { method: 'DELETE', headers });
    expect(removed.status).toBe(200);
  });

  it('keeps X-Auth-Token working for API clients, reads and writes, without any cookie', async () => {
    const { token } = await login(server.baseUrl, 'ewa.nowicka@bk.example', DEMO_PASSWORD);
    const headers = { 'x-auth-token': token };
    expect((await send('/api/user', { headers })).status).toBe(200);
    const created = await send('/api/users/contact-persons', { method: 'POST', headers, body: person });
    expect(created.status).toBe(200);
    const id = (await created.json()).data.contact_person.id;
    expect((await send(`/api/users/contact-persons/${id}`, { method: 'DELETE', headers })).status).toBe(200);
  });

  it('uploads with the header and downloads by the cookie alone, as a plain link does', async () => {
    const { token } = await login(server.baseUrl, 'ewa.nowicka@bk.example', DEMO_PASSWORD);
    const cookie = `auth_token=${token}`;
    const form = () => {
      const body = new FormData();
      body.append('file', new Blob(['Zakres prac.'], { type: 'text/plain' }), 'zakres.txt');
      return body;
    };
    const url = `${server.baseUrl}/api/files?context=announcement`;
    const refused = await fetch(url, { method: 'POST', headers: { cookie }, body: form() });
    expect(refused.status).toBe(403);
    const uploaded = await fetch(url, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
      body: form(),
    });
    expect(uploaded.status).toBe(200);
    const { uri } = (await uploaded.json()).data.file;
    const download = await fetch(`${server.baseUrl}${uri}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('Zakres prac.');
    // Without the session the (unattached) file is nobody else's to read.
    expect((await fetch(`${server.baseUrl}${uri}`)).status).toBe(404);
  });

  it('lets anonymous mutations through without the header (no credentials to abuse)', async () => {
    const clock = await send('/api/test/clock', { method: 'POST', body: { advance_seconds: 0 } });
    expect(clock.status).toBe(200);
  });

  it('is cleared by logout and by a 401 for a session that is no longer valid', async () => {
    const { token } = await login(server.baseUrl, 'ewa.nowicka@bk.example', DEMO_PASSWORD);
    const headers = { cookie: `auth_token=${token}`, 'x-requested-with': 'XMLHttpRequest' };
    const out = await send('/api/authentication/logout', { method: 'POST', headers, body: {} });
    expect(out.status).toBe(200);
    const cleared = out.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith('auth_token='))).toMatch(/^auth_token=;.*Max-Age=0/i);
    expect(cleared.find((c) => c.startsWith('auth_data='))).toMatch(/^auth_data=;.*Max-Age=0/i);

    const stale = await send('/api/user', { headers: { cookie: `auth_token=${token}` } });
    expect(stale.status).toBe(401);
    expect(stale.headers.getSetCookie().find((c) => c.startsWith('auth_token='))).toMatch(/Max-Age=0/i);
  });

  it('is renewed (HttpOnly) when a call by cookie extends the session', async () => {
    const { token } = await login(server.baseUrl, 'ewa.nowicka@bk.example', DEMO_PASSWORD);
    await send('/api/test/clock', { method: 'POST', body: { advance_seconds: 10 * 60 } });
    try {
      const me = await send('/api/user', { headers: { cookie: `auth_token=${token}` } });
      expect(me.status).toBe(200);
      const renewed = me.headers.getSetCookie().find((c) => c.startsWith('auth_token='));
      expect(renewed).toMatch(new RegExp(`^auth_token=${token};`));
      expect(renewed).toMatch(/Max-Age=3600/i);
      expect(renewed).toMatch(/HttpOnly/i);
    } finally {
      await send('/api/test/clock', { method: 'POST', body: { reset: true } });
    }
  });
});
