import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndPublish, refsOf, validContent } from '../../../test/announcement-fixtures.ts';
import { call, grantPermission, signIn, signInAs, userId } from '../../../test/api-client.ts';
import { login, openLoginPage } from '../../../test/browserless-login.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';

let server: TestServer;
/** The demo people's session tokens. */
let admin: string, piotr: string, tomasz: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ admin, piotr, tomasz } = await signInAs(server, 'admin', 'piotr', 'tomasz'));
});
afterAll(() => server.close());

/** Gives a demo user one flag of usersAdministration (and nothing else of it). */
async function grantUsersFlag(identifier: string, flag: string) {
  // One row per user and group (migration 0024): the earlier flag is replaced.
  await server.database.db
    .deleteFrom('permissions')
    .where('user_id', '=', await userId(server, identifier))
    .where('group_name', '=', 'usersAdministration')
    .execute();
  await grantPermission(server, identifier, 'usersAdministration', [flag]);
}

describe('the user list', () => {
  it('answers the full administrator with filters, sorts and pages; refuses others', async () => {
    const all = await call(server, 'GET', '/api/admin/users', { token: admin });
    expect(all.status).toBe(200);
    const surnames = all.body.data.users.map((u: { surname: string }) => u.surname.toLowerCase());
    expect(surnames).toEqual([...surnames].sort((a, b) => a.localeCompare(b, 'pl')));
    expect(all.body.data.users[0]).toEqual({
      id: expect.any(Number),
      email: expect.any(String),
      forename: expect.any(String),
      surname: expect.any(String),
      blocked: expect.any(Boolean),
      identifier: expect.any(String),
    });
    const byPrefix = await call(server, 'GET', '/api/admin/users?surname=ZIE', { token: admin });
    expect(byPrefix.body.data.users.map((u: { email: string }) => u.email)).toEqual([
      'piotr.zielinski@bk.example',
    ]);
    const inside = await call(server, 'GET', '/api/admin/users?surname=ieli', { token: admin });
    expect(inside.body.data.users).toEqual([]);
    const byEmail = await call(server, 'GET', '/api/admin/users?email=agnieszka&sort=email', {
      token: admin,
    });
    expect(byEmail.body.data).toMatchObject({ meta: { total: 1 }, users: [{ identifier: 'awojcik' }] });
    const paged = await call(server, 'GET', '/api/admin/users?limit=2&page=2&sort=identifier', {
      token: admin,
    });
    expect(paged.body.data.users).toHaveLength(2);
    expect(paged.body.data.meta.total).toBe(all.body.data.meta.total);
    // Bad parameters fall back; an over-long filter is refused.
    expect(
      (await call(server, 'GET', '/api/admin/users?sort=x&status=y&page=-3', { token: admin })).status,
    ).toBe(200);
    expect(
      (await call(server, 'GET', `/api/admin/users?surname=${'a'.repeat(101)}`, { token: admin })).status,
    ).toBe(422);

    const refused = await call(server, 'GET', '/api/admin/users', { token: piotr });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Nie masz uprawnień do przeglądania listy użytkowników.');
    expect((await call(server, 'GET', '/api/admin/users', { token: tomasz })).status).toBe(403);
    expect((await call(server, 'GET', '/api/admin/users')).status).toBe(401);
    // The flag alone is enough.
    await grantUsersFlag('tlewandowski', 'previewListUsers');
    expect((await call(server, 'GET', '/api/admin/users?status=active', { token: tomasz })).status).toBe(200);
  });
});

describe('blocking', () => {
  it('ends the live session at once, refuses the login, keeps the announcements public; unblocking restores', async () => {
    const refs = await refsOf(server, 'jkowalski');
    const jan = await signIn(server, 'advertiser');
    const id = await createAndPublish(
      server,
      jan,
      validContent(refs, { title: 'Ogłoszenie zablokowanego' }),
      20,
    );
    const janId = await userId(server, 'jkowalski');
    const blocked = await call(server, 'PUT', `/api/users/${janId}`, {
      token: admin,
      body: { blocked: true },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.data).toMatchObject({ id: janId, blocked: true, blocked_at: expect.any(String) });
    // The live session answers 401 from the next request on, saying why (issue 30 item 12); a new
    // login is refused and ends on the login error page that says the account is blocked.
    const refused = await call(server, 'GET', '/api/users/0', { token: jan });
    expect(refused).toEqual({
      status: 401,
      body: { status: 'Error', errors: {}, message: 'Twoje konto zostało zablokowane.' },
    });
    await expect(login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD)).rejects.toThrow(
      '/blad-logowania?powod=konto-zablokowane',
    );
    // The list shows the account blocked; its published announcement is still public.
    const list = await call(server, 'GET', '/api/admin/users?status=blocked', { token: admin });
    expect(list.body.data.users.map((u: { id: number }) => u.id)).toContain(janId);
    expect((await call(server, 'GET', `/api/announcements/${id}`)).status).toBe(200);
    // Unblocked: the login works again.
    const unblocked = await call(server, 'PUT', `/api/users/${janId}`, {
      token: admin,
      body: { blocked: false },
    });
    expect(unblocked.body.data).toMatchObject({ blocked: false, blocked_at: null });
    const again = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD);
    expect((await call(server, 'GET', '/api/users/0', { token: again.token })).status).toBe(200);
    // The session taken before the block stays ended for good (issue 30 item 5), with the plain 401.
    const old = await call(server, 'GET', '/api/users/0', { token: jan });
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('Unauthorized');
  });

  it('ends cookie sessions and the identity service login too: after an unblock nothing taken before works', async () => {
    const before = await login(server.baseUrl, 'agnieszka.wojcik@bk.example', DEMO_PASSWORD);
    const agnieszkaId = await userId(server, 'awojcik');
    const cookie = `auth_token=${before.token}`;
    const byCookie = () =>
      fetch(`${server.baseUrl}/api/user`, { headers: { cookie, accept: 'application/json' } });
    expect((await byCookie()).status).toBe(200);
    await call(server, 'PUT', `/api/users/${agnieszkaId}`, { token: admin, body: { blocked: true } });
    await call(server, 'PUT', `/api/users/${agnieszkaId}`, { token: admin, body: { blocked: false } });
    expect((await byCookie()).status).toBe(401);
    expect((await call(server, 'GET', '/api/user', { token: before.token })).status).toBe(401);
    // The identity service's own login session (the jar's cookies) no longer signs in without the password.
    const page = await openLoginPage(server.baseUrl, '/', before.jar);
    expect(page.url).toContain('/konto/');
    expect(page.html).toContain('name="password"');
  });

  it('is refused without blockingUsers, for one’s own account and for an unknown user', async () => {
    const piotrId = await userId(server, 'pzielinski');
    const adminId = await userId(server, 'admin');
    const noFlag = await call(server, 'PUT', `/api/users/${piotrId}`, {
      token: tomasz,
      body: { blocked: true },
    });
    expect(noFlag.status).toBe(403);
    expect(noFlag.body.message).toBe('Nie masz uprawnień do blokowania użytkowników');
    const self = await call(server, 'PUT', `/api/users/${adminId}`, {
      token: admin,
      body: { blocked: true },
    });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('Nie możesz zablokować własnego konta.');
    expect(
      (await call(server, 'PUT', '/api/users/999999', { token: admin, body: { blocked: true } })).status,
    ).toBe(404);
    expect(
      (await call(server, 'PUT', `/api/users/${piotrId}`, { token: admin, body: { blocked: 'tak' } })).status,
    ).toBe(422);
    expect((await call(server, 'PUT', `/api/users/${piotrId}`, { body: { blocked: true } })).status).toBe(
      401,
    );
    // Nothing changed.
    expect((await call(server, 'GET', '/api/users/0', { token: piotr })).status).toBe(200);
    // blockingUsers alone is enough.
    await grantUsersFlag('tlewandowski', 'blockingUsers');
    const done = await call(server, 'PUT', `/api/users/${piotrId}`, {
      token: tomasz,
      body: { blocked: true },
    });
    expect(done.status).toBe(200);
    await call(server, 'PUT', `/api/users/${piotrId}`, { token: tomasz, body: { blocked: false } });
    // The block ended Piotr's session for good: he signs in again.
    piotr = await signIn(server, 'bidder');
  });
});

describe("another user's economic subject and contact persons", () => {
  it('are changed by an administrator with the list and blocking rights, and by nobody else', async () => {
    const ewaId = await userId(server, 'enowicka');
    const person = {
      forename: 'Ewa',
      surname: 'Nowicka',
      phone_number: '+48 600 100 200',
      email: 'ewa.kontakt@bk.example',
    };
    // Ewa has no subject yet: the administrator adds one for her, then a contact person.
    const ewaBefore = await call(server, 'GET', `/api/users/${ewaId}`, { token: admin });
    expect(ewaBefore.body.data.user.contact_persons).toEqual([]);
    const added = await call(server, 'POST', `/api/users/contact-persons?user=${ewaId}`, {
      token: admin,
      body: person,
    });
    expect(added.status).toBe(200);
    const personId = added.body.data.contact_person.id as number;
    const changed = await call(server, 'PUT', `/api/users/contact-persons/${personId}?user=${ewaId}`, {
      token: admin,
      body: { ...person, surname: 'Nowicka-Kowalska' },
    });
    expect(changed.status).toBe(200);
    const ewaAfter = await call(server, 'GET', `/api/users/${ewaId}`, { token: admin });
    expect(ewaAfter.body.data.user.contact_persons).toMatchObject([
      { id: personId, surname: 'Nowicka-Kowalska' },
    ]);
    // Without ?user= the administrator's own persons are meant: Ewa's person is not found there.
    expect(
      (await call(server, 'PUT', `/api/users/contact-persons/${personId}`, { token: admin, body: person }))
        .status,
    ).toBe(404);

    // Tomasz may list users (granted above) but not block: refused, nothing changed.
    const refused = await call(server, 'PUT', `/api/users/contact-persons/${personId}?user=${ewaId}`, {
      token: piotr,
      body: { ...person, surname: 'X' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Nie masz uprawnień do edycji danych tego użytkownika.');
    expect(
      (await call(server, 'DELETE', `/api/users/contact-persons/${personId}?user=${ewaId}`, { token: piotr }))
        .status,
    ).toBe(403);
    expect(
      (await call(server, 'POST', `/api/users/contact-persons?user=999999`, { token: admin, body: person }))
        .status,
    ).toBe(404);
    expect(
      (await call(server, 'POST', `/api/users/contact-persons?user=abc`, { token: admin, body: person }))
        .status,
    ).toBe(422);
    const again = await call(server, 'GET', `/api/users/${ewaId}`, { token: admin });
    expect(again.body.data.user.contact_persons).toMatchObject([{ surname: 'Nowicka-Kowalska' }]);
    expect(
      (await call(server, 'DELETE', `/api/users/contact-persons/${personId}?user=${ewaId}`, { token: admin }))
        .status,
    ).toBe(200);
  });
});
