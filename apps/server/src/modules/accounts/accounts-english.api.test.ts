import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../../../test/account-client.ts';
import { call } from '../../../test/api-client.ts';
import { CookieJar, get as getWith, openLoginPage, submitLogin } from '../../../test/browserless-login.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let c: ReturnType<typeof accountClient>;
const get = (url: string) => getWith(url, new CookieJar());

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url });
  c = accountClient(server, smtp);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const PASSWORD = 'green apples fall in autumn';
const english = (email: string, fields: Record<string, string> = {}) =>
  c.form('/en/konto/rejestracja', {
    email,
    given_name: 'Jana',
    family_name: 'Nováková',
    password: PASSWORD,
    terms: 'tak',
    privacy: 'tak',
    ...fields,
  });
const languageOf = async (email: string) =>
  (
    await server.database.db
      .selectFrom('identity_accounts')
      .select('language')
      .where('email', '=', email)
      .executeTakeFirst()
  )?.language;

/** The account service in English (issue 51, decision 0056): its pages, its e-mails, the login page. */
describe('the account service in English', () => {
  it('registers from the English page: English errors, an English activation e-mail and pages', async () => {
    const page = await get(c.url('/en/konto/rejestracja'));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Register</h1>');
    expect(html).toContain('action="/en/konto/rejestracja"');
    expect(html).toContain('href="/en/regulamin"');
    expect(html).toContain('(opens in a new tab)');
    expect(html).not.toMatch(/Zarejestruj|Hasło|Zgody/);

    const refused = await english('jana@example.cz', { terms: '', password: 'short' });
    expect(refused.status).toBe(422);
    const errors = await refused.text();
    expect(errors).toContain('<title>Error: Registration - Baza Konkurencyjności</title>');
    expect(errors).toContain('Correct the errors in the form:');
    expect(errors).toContain('Accept the terms of Baza Konkurencyjności.');
    expect(errors).toContain('The password must have at least 15 characters.');
    expect(await languageOf('jana@example.cz')).toBeUndefined();

    const done = await english('jana@example.cz');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Check your e-mail');
    expect(await languageOf('jana@example.cz')).toBe('en');

    const [mail] = await c.mailTo('jana@example.cz');
    expect(mail?.mail.subject).toBe('Activate your account in Baza Konkurencyjności');
    expect(mail?.mail.html).toContain('lang="en"');
    expect(mail?.mail.text).toContain('Thank you for registering in Baza Konkurencyjności.');
    expect(mail?.mail.text).toContain('This message was sent automatically; do not reply to it.');
    expect(mail?.mail.text).not.toMatch(/Aktywuj|Dziękujemy|Wiadomość/);
    const link = await c.lastLink('jana@example.cz', '/en/konto/aktywacja');

    const confirm = await (await get(c.url(link.path))).text();
    expect(confirm).toContain('<h1>Account activation</h1>');
    expect(confirm).toContain('action="/en/konto/aktywacja"');
    const activated = await c.form('/en/konto/aktywacja', { token: link.token });
    const activatedHtml = await activated.text();
    expect(activatedHtml).toContain('Your account has been activated. You can log in.');
    expect(activatedHtml).toContain('/api/authentication/login-redirect?path=%2Fen');
    const again = await c.form('/en/konto/aktywacja', { token: link.token });
    expect(await again.text()).toContain('This account is already active. You can log in.');
  });

  it('keeps the language of the account for its later e-mails, whatever the page they were asked on', async () => {
    await english('petr@example.cz');
    // A new activation link asked for on the Polish page: the account registered in English.
    const resend = await c.form('/konto/aktywacja/ponownie', { email: 'petr@example.cz' });
    expect(await resend.text()).toContain('Sprawdź skrzynkę e-mail');
    const messages = await c.mailTo('petr@example.cz');
    expect(messages).toHaveLength(2);
    expect(messages[1]?.mail.subject).toBe('Activate your account in Baza Konkurencyjności');
    await c.lastLink('petr@example.cz', '/en/konto/aktywacja');
    // A Polish account's e-mails stay Polish.
    await c.form('/konto/rejestracja', {
      email: 'pawel@example.pl',
      given_name: 'Paweł',
      family_name: 'Polak',
      password: 'zielone jabłka spadają jesienią',
      terms: 'tak',
      privacy: 'tak',
    });
    const [polish] = await c.mailTo('pawel@example.pl');
    expect(polish?.mail.subject).toBe('Aktywuj konto w Bazie Konkurencyjności');
    expect(await languageOf('pawel@example.pl')).toBe('pl');
  });

  it('shows the login pages in English when the sign-in starts on an English page', async () => {
    const page = await openLoginPage(server.baseUrl, '/en/ogloszenia');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('<h1>Log in</h1>');
    expect(page.html).toContain('href="/en/konto/rejestracja"');
    expect(page.html).not.toMatch(/Logowanie|Hasło|Zaloguj/);
    const wrong = await submitLogin(
      server.baseUrl,
      page.url,
      page.jar,
      'nobody@example.cz',
      'wrong password!',
    );
    expect(wrong.response.status).toBe(401);
    expect(await wrong.response.text()).toContain('Incorrect e-mail address or password.');
    const polish = await openLoginPage(server.baseUrl, '/ogloszenia');
    expect(polish.html).toContain('<h1>Logowanie</h1>');
    expect(polish.html).toContain('<html lang="pl">');
  });

  it('answers the English forms with the same refusals as the Polish ones', async () => {
    const huge = await english(`${'a'.repeat(300)}@example.cz`);
    expect(huge.status).toBe(422);
    expect(await huge.text()).toContain('Enter a valid e-mail address');
    const nul = await english('nul@example.cz', { given_name: 'Ja\0na' });
    expect(nul.status).toBe(422);
    expect(await nul.text()).toContain('Contains characters that are not allowed.');
    const reset = await c.form('/en/konto/haslo', { email: '' });
    expect(reset.status).toBe(422);
    expect(await reset.text()).toContain('Enter your e-mail address.');
    const badLink = await c.form('/en/konto/aktywacja', { token: 'nope' });
    expect(badLink.status).toBe(404);
    expect(await badLink.text()).toContain('This link is not valid.');
  });

  it("shows the account panel in the account's language, which the portal profile's choice sets", async () => {
    // Registered in English (the first test): the panel speaks English.
    const jana = await c.tryLogin('jana@example.cz', PASSWORD);
    const english = await c.panel(jana.jar);
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain('<h1>My account</h1>');
    expect(english.html).toContain('Change of password');
    expect(english.html).toContain('Active sessions');
    expect(english.html).not.toMatch(/Moje konto|Zmiana hasła|Aktywne sesje/);

    // A Polish account chooses English on its portal profile: the panel and its e-mails follow.
    await c.registerActive({
      email: 'marek@example.pl',
      given_name: 'Marek',
      family_name: 'Polny',
      password: 'zielone jabłka spadają jesienią',
    });
    const marek = await c.tryLogin('marek@example.pl', 'zielone jabłka spadają jesienią');
    expect((await c.panel(marek.jar)).html).toContain('<h1>Moje konto</h1>');
    const token = decodeURIComponent(marek.jar.cookies.get('auth_token') ?? '');
    const chosen = await call(server, 'PUT', '/api/users/language', { token, body: { language: 'en' } });
    expect(chosen.status).toBe(200);
    const panel = await c.panel(marek.jar);
    expect(panel.html).toContain('<h1>My account</h1>');
    const changed = await c.form(
      '/konto/panel/dane',
      { csrf: panel.csrf, given_name: 'Marek', family_name: 'Polny-Nowak' },
      marek.jar,
      c.sameOrigin(),
    );
    expect(await changed.text()).toContain('First and last name saved.');
    await c.form('/konto/haslo', { email: 'marek@example.pl' });
    const messages = await c.mailTo('marek@example.pl');
    expect(messages.at(-1)?.mail.subject).toBe('Set a new password in Baza Konkurencyjności');
  });
});
