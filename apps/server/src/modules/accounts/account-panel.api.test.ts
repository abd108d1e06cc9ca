import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../../../test/account-client.ts';
import { call, demoEmails, signIn, userId } from '../../../test/api-client.ts';
import { CookieJar, get, login } from '../../../test/browserless-login.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let c: ReturnType<typeof accountClient>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url });
  c = accountClient(server, smtp);
  await c.registerActive({
    email: 'anna.nowa@example.pl',
    given_name: 'Anna',
    family_name: 'Nowa',
    password: 'nowe hasło do portalu przetargowego',
  });
});
afterAll(async () => {
  server.clock.reset();
  await server.close();
  await smtp.close();
});

const url = (path: string) => c.url(path);
const form = (...args: Parameters<ReturnType<typeof accountClient>['form']>) => c.form(...args);
const mailTo = (address: string) => c.mailTo(address);
const lastLink = (address: string, path: string) => c.lastLink(address, path);
const tryLogin = (email: string, password: string) => c.tryLogin(email, password);
const csrfOf = (html: string) => c.csrfOf(html);
const panel = (jar: CookieJar) => c.panel(jar);
const sameOrigin = () => c.sameOrigin();

/** The account panel /konto/panel and its administrators' user list (issue 33). */
describe('the account panel', () => {
  it('sends an anonymous visitor to the login and back; /konto/ leads to the panel', async () => {
    const anonymous = await get(url('/konto/panel'), new CookieJar());
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(
      '/api/authentication/login-redirect?path=%2Fkonto%2Fpanel',
    );
    expect((await get(url('/konto/'), new CookieJar())).headers.get('location')).toBe('/konto/panel');
    expect((await get(url('/konto'), new CookieJar())).headers.get('location')).toBe('/konto/panel');
  });

  it('refuses a form without the session’s token or from another origin, and changes nothing', async () => {
    const { jar } = await login(server.baseUrl, demoEmails.newUser, 'Demo2026!');
    const { csrf } = await panel(jar);
    const noToken = await form('/konto/panel/dane', { given_name: 'X', family_name: 'Y' }, jar, sameOrigin());
    expect(noToken.status).toBe(403);
    const crossSite = await form('/konto/panel/dane', { csrf, given_name: 'X', family_name: 'Y' }, jar, {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    const anonymous = await form(
      '/konto/panel/dane',
      { csrf, given_name: 'X', family_name: 'Y' },
      new CookieJar(),
    );
    expect(anonymous.status).toBe(403);
    const account = await server.database.db
      .selectFrom('identity_accounts')
      .select('given_name')
      .where('email', '=', demoEmails.newUser)
      .executeTakeFirstOrThrow();
    expect(account.given_name).toBe('Ewa');
  });

  it('changes the name in the account and the portal at once', async () => {
    const { jar, token } = await login(
      server.baseUrl,
      'anna.nowa@example.pl',
      'nowe hasło do portalu przetargowego',
    );
    const { csrf, html } = await panel(jar);
    expect(html).toContain('anna.nowa@example.pl');
    const bad = await form(
      '/konto/panel/dane',
      { csrf, given_name: '', family_name: 'Nowa' },
      jar,
      sameOrigin(),
    );
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('Podaj imię.');
    const ok = await form(
      '/konto/panel/dane',
      { csrf, given_name: 'Anna Maria', family_name: 'Nowa' },
      jar,
      sameOrigin(),
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Zapisano imię i nazwisko.');
    const me = await call(server, 'GET', '/api/user', { token });
    expect(me.body.data.user.forename).toBe('Anna Maria');
  });

  it('changes the e-mail address only when the new address confirms it', async () => {
    const { jar, token } = await login(
      server.baseUrl,
      'anna.nowa@example.pl',
      'nowe hasło do portalu przetargowego',
    );
    const { csrf } = await panel(jar);
    const wrongPassword = await form(
      '/konto/panel/email',
      { csrf, new_email: 'anna.inna@example.pl', current_password: 'złe hasło' },
      jar,
      sameOrigin(),
    );
    expect(wrongPassword.status).toBe(422);
    expect(await wrongPassword.text()).toContain('Obecne hasło jest nieprawidłowe.');
    const asked = await form(
      '/konto/panel/email',
      { csrf, new_email: 'anna.inna@example.pl', current_password: 'nowe hasło do portalu przetargowego' },
      jar,
      sameOrigin(),
    );
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(
      'Wysłaliśmy wiadomość na adres anna.inna@example.pl. Adres konta zmieni się po otwarciu linku',
    );
    // Nothing changed yet.
    expect((await call(server, 'GET', '/api/user', { token })).body.data.user.email).toBe(
      'anna.nowa@example.pl',
    );
    const link = await lastLink('anna.inna@example.pl', '/konto/email/potwierdz');
    const confirm = await form('/konto/email/potwierdz', { token: link.token });
    expect(confirm.status).toBe(200);
    expect((await form('/konto/email/potwierdz', { token: link.token })).status).toBe(410);
    expect((await call(server, 'GET', '/api/user', { token })).body.data.user.email).toBe(
      'anna.inna@example.pl',
    );
    // The old address is told; the new one signs in, the old one no longer.
    const notice = (await mailTo('anna.nowa@example.pl')).at(-1);
    expect(notice?.mail.subject).toBe('Adres e-mail konta w Bazie Konkurencyjności został zmieniony');
    expect((await tryLogin('anna.nowa@example.pl', 'nowe hasło do portalu przetargowego')).status).toBe(401);
    await login(server.baseUrl, 'anna.inna@example.pl', 'nowe hasło do portalu przetargowego');
  });

  it('answers the same whether or not the new address is taken; the taken address’s owner is told', async () => {
    const { jar } = await login(server.baseUrl, demoEmails.newUser, 'Demo2026!');
    const { csrf } = await panel(jar);
    const ask = (address: string) =>
      form(
        '/konto/panel/email',
        { csrf, new_email: address, current_password: 'Demo2026!' },
        jar,
        sameOrigin(),
      );
    const taken = await ask(demoEmails.admin.toUpperCase());
    const free = await ask('ewa.wolna@example.pl');
    expect(taken.status).toBe(200);
    expect(free.status).toBe(taken.status);
    const strip = (html: string) =>
      html.replaceAll(demoEmails.admin.toUpperCase(), 'X').replaceAll('ewa.wolna@example.pl', 'X');
    expect(strip(await taken.text())).toBe(strip(await free.text()));
    // The free address gets its link; the taken one is told that someone tried it, with no link to use.
    const [confirm] = await mailTo('ewa.wolna@example.pl');
    expect(confirm?.mail.subject).toBe('Potwierdź nowy adres e-mail w Bazie Konkurencyjności');
    const told = (await mailTo(demoEmails.admin)).at(-1);
    expect(told?.mail.subject).toBe('Próba przypisania Twojego adresu e-mail do innego konta');
    expect(told?.mail.text).toContain('Nic się nie zmieniło');
    expect(told?.mail.text).not.toContain('/konto/email/potwierdz');
    expect(told?.mail.text).not.toContain(demoEmails.newUser);
    // Ewa's account keeps its address.
    const account = await server.database.db
      .selectFrom('identity_accounts')
      .select('email')
      .where('email', '=', demoEmails.newUser)
      .executeTakeFirst();
    expect(account?.email).toBe(demoEmails.newUser);
  });

  it('throttles the e-mail change like the other forms that send e-mails, whatever the addresses', async () => {
    const { jar } = await login(server.baseUrl, demoEmails.bidder, 'Demo2026!');
    const { csrf } = await panel(jar);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await form(
        '/konto/panel/email',
        { csrf, new_email: `piotr.${i}@example.pl`, current_password: 'Demo2026!' },
        jar,
        sameOrigin(),
      );
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await last?.text()).toContain('Zbyt wiele próśb o zmianę adresu e-mail. Spróbuj ponownie za');
    await server.background.settle();
    expect(smtp.received.filter((m) => m.to.includes('piotr.5@example.pl'))).toHaveLength(0);
  });

  it('changes the password, ending the other sessions but not this one; lists and ends sessions', async () => {
    const password = 'nowe hasło do portalu przetargowego';
    const other = await login(server.baseUrl, 'anna.inna@example.pl', password);
    const third = await login(server.baseUrl, 'anna.inna@example.pl', password);
    const mine = await login(server.baseUrl, 'anna.inna@example.pl', password);
    const { csrf, html } = await panel(mine.jar);
    expect(html).toContain('(ta sesja)');
    const thirdId = Number(
      (
        await server.database.db
          .selectFrom('sessions')
          .select('id')
          .orderBy('id', 'desc')
          .offset(1)
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const ended = await form(`/konto/panel/sesje/${thirdId}/zakoncz`, { csrf }, mine.jar, sameOrigin());
    expect(ended.status).toBe(200);
    expect((await call(server, 'GET', '/api/user', { token: third.token })).status).toBe(401);
    // Another user's session cannot be ended from here.
    const adminSession = await login(server.baseUrl, demoEmails.admin, 'Demo2026!');
    const adminSessionId = Number(
      (
        await server.database.db
          .selectFrom('sessions')
          .select('id')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const foreign = await form(
      `/konto/panel/sesje/${adminSessionId}/zakoncz`,
      { csrf },
      mine.jar,
      sameOrigin(),
    );
    expect(foreign.status).toBe(404);
    expect((await call(server, 'GET', '/api/user', { token: adminSession.token })).status).toBe(200);

    const weak = await form(
      '/konto/panel/haslo',
      { csrf, current_password: password, new_password: 'password12345678' },
      mine.jar,
      sameOrigin(),
    );
    expect(weak.status).toBe(422);
    const changed = await form(
      '/konto/panel/haslo',
      { csrf, current_password: password, new_password: 'trzecie hasło tego konta w portalu' },
      mine.jar,
      sameOrigin(),
    );
    expect(changed.status).toBe(200);
    expect(await changed.text()).toMatch(/Hasło zostało zmienione\. Zakończono pozostałe sesje \(\d+\)\./);
    expect((await call(server, 'GET', '/api/user', { token: other.token })).status).toBe(401);
    expect((await call(server, 'GET', '/api/user', { token: mine.token })).status).toBe(200);
    expect((await mailTo('anna.inna@example.pl')).at(-1)?.mail.subject).toBe(
      'Hasło do konta w Bazie Konkurencyjności zostało zmienione',
    );
    await login(server.baseUrl, 'anna.inna@example.pl', 'trzecie hasło tego konta w portalu');
  });
});

describe('the account panel’s user list', () => {
  it('is for the holders of the user list permission only', async () => {
    const { jar } = await login(server.baseUrl, demoEmails.bidder, 'Demo2026!');
    const list = await get(url('/konto/panel/uzytkownicy'), jar);
    expect(list.status).toBe(403);
    expect(await list.text()).toContain('Nie masz uprawnień do przeglądania tej strony.');
    const janId = await userId(server, 'jkowalski');
    expect((await get(url(`/konto/panel/uzytkownicy/${janId}`), jar)).status).toBe(403);
  });

  it('lists and finds the accounts, and blocks one as the portal’s user administration does', async () => {
    const { jar } = await login(server.baseUrl, demoEmails.admin, 'Demo2026!');
    const list = await get(url('/konto/panel/uzytkownicy?q=kowalski'), jar);
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('jan.kowalski@bk.example');
    expect(html).not.toContain('piotr.zielinski@bk.example');
    const janId = await userId(server, 'jkowalski');
    const detail = await get(url(`/konto/panel/uzytkownicy/${janId}`), jar);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain('Zablokuj konto');
    const jan = await signIn(server, 'advertiser');
    const csrf = csrfOf(detailHtml);
    const block = await form(
      `/konto/panel/uzytkownicy/${janId}/blokada`,
      { csrf, zablokowane: 'tak' },
      jar,
      sameOrigin(),
    );
    expect(block.status).toBe(200);
    expect(await block.text()).toContain('Konto zostało zablokowane.');
    const admin = await signIn(server, 'admin');
    const inPortal = await call(server, 'GET', '/api/admin/users?status=blocked', { token: admin });
    expect(inPortal.body.data.users.map((u: { id: number }) => u.id)).toContain(janId);
    expect((await call(server, 'GET', '/api/user', { token: jan })).status).toBe(401);
    const unblock = await form(
      `/konto/panel/uzytkownicy/${janId}/blokada`,
      { csrf, zablokowane: 'nie' },
      jar,
      sameOrigin(),
    );
    expect(unblock.status).toBe(200);
    await signIn(server, 'advertiser');
    expect((await get(url('/konto/panel/uzytkownicy/999999'), jar)).status).toBe(404);
    expect((await get(url('/konto/panel/uzytkownicy/abc'), jar)).status).toBe(404);
  });
});
