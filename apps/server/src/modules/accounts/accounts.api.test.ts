import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../../../test/account-client.ts';
import { call, signIn } from '../../../test/api-client.ts';
import { CookieJar, get, login, openLoginPage } from '../../../test/browserless-login.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let c: ReturnType<typeof accountClient>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url });
  c = accountClient(server, smtp);
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
const GOOD_PASSWORD = 'zielone jabłka spadają jesienią';
const register = (fields: Partial<Record<string, string>>) =>
  form('/konto/rejestracja', {
    email: 'anna.nowa@example.pl',
    given_name: 'Anna',
    family_name: 'Nowa',
    password: GOOD_PASSWORD,
    terms: 'tak',
    privacy: 'tak',
    ...fields,
  } as Record<string, string>);
const accountCount = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('identity_accounts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Registration, activation, the reset and a blocked account (the panel: account-panel.api.test.ts). */
describe('the login page', () => {
  it('stays as light as before the account service: byte budgets of its HTML and stylesheet', async () => {
    // Before issue 33: 2,238 B of HTML (with the demo accounts' table) and 2,221 B of stylesheet. The
    // links to registration and the reset add about 130 B; the account pages' styles are a stylesheet
    // of their own that the login page does not load.
    const page = await openLoginPage(server.baseUrl, '/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('href="/konto/rejestracja"');
    expect(page.html).toContain('href="/konto/haslo"');
    expect(page.html).not.toContain('konto.css');
    expect(Buffer.byteLength(page.html)).toBeLessThanOrEqual(2_450);
    const css = await (await fetch(url('/konto/styles.css'))).text();
    expect(Buffer.byteLength(css)).toBeLessThanOrEqual(2_300);
  });
});

describe('registration and activation', () => {
  it('refuses a form with missing consents, a weak password or bad input in Polish, and creates nothing', async () => {
    const before = await accountCount();
    const cases: [Record<string, string>, string][] = [
      [{ terms: '' }, 'Zaakceptuj regulamin Bazy Konkurencyjności.'],
      [{ privacy: '' }, 'Potwierdź zapoznanie się z informacją o przetwarzaniu danych osobowych.'],
      [{ password: 'krótkie hasło' }, 'Hasło musi mieć co najmniej 15 znaków.'],
      [{ password: 'passwordpassword' }, 'To hasło jest na liście haseł ujawnionych w wyciekach'],
      [{ password: '1qaz2wsx3edc4rfv' }, 'To hasło jest na liście haseł ujawnionych w wyciekach'],
      [{ password: 'aaaaaaaaaaaaaaaaaaaa' }, 'Hasło nie może składać się z powtórzeń'],
      [{ password: 'abcdefghijklmnopqrs' }, 'Hasło nie może składać się z powtórzeń'],
      [{ password: 'anna.nowa@example.pl' }, 'Hasło nie może składać się z adresu e-mail'],
      [{ password: `Ann${'\0'}a nowa zielona łąka` }, 'Hasło zawiera niedozwolone znaki.'],
      [{ email: 'nie-adres' }, 'Podaj poprawny adres e-mail'],
      [{ email: `${'a'.repeat(300)}@example.pl` }, 'Podaj poprawny adres e-mail'],
      [{ email: 'anna\0@example.pl' }, 'Podaj poprawny adres e-mail'],
      [{ given_name: '' }, 'Podaj imię.'],
      [{ family_name: 'x'.repeat(101) }, 'Może mieć najwyżej 100 znaków.'],
    ];
    for (const [fields, message] of cases) {
      const response = await register(fields);
      expect(response.status, JSON.stringify(fields)).toBe(422);
      const html = await response.text();
      expect(html, JSON.stringify(fields)).toContain(message);
      expect(html).toContain('aria-invalid="true"');
    }
    // A body over the form limit is refused as a whole.
    const huge = await register({ given_name: 'A'.repeat(100_000) });
    expect(huge.status).toBe(413);
    expect(await accountCount()).toBe(before);
  });

  it('sends an activation link valid once; the account cannot sign in before it, and says why', async () => {
    const response = await register({});
    expect(response.status).toBe(200);
    const inbox = await response.text();
    expect(inbox).toContain('Sprawdź skrzynkę e-mail');
    expect(inbox).toContain('href="/konto/aktywacja/ponownie"');
    const [message] = await mailTo('anna.nowa@example.pl');
    expect(message?.mail.subject).toBe('Aktywuj konto w Bazie Konkurencyjności');
    expect(message?.mail.html).toContain('Aktywuj konto');
    expect(message?.raw).not.toMatch(/^List-Unsubscribe/m);
    const account = await server.database.db
      .selectFrom('identity_accounts')
      .selectAll()
      .where('email', '=', 'anna.nowa@example.pl')
      .executeTakeFirstOrThrow();
    expect(account.password_hash).toMatch(/^scrypt\$32768\$6\$1\$/);
    expect(account.terms_accepted_at).not.toBeNull();
    expect(account.activated_at).toBeNull();

    const early = await tryLogin('anna.nowa@example.pl', GOOD_PASSWORD);
    expect(early.status).toBe(403);
    expect(early.html).toContain('Konto nie zostało jeszcze aktywowane');
    expect(early.html).toContain('href="/konto/aktywacja/ponownie"');

    const link = await lastLink('anna.nowa@example.pl', '/konto/aktywacja');
    // Opening the link only asks; a mail scanner's GET activates nothing.
    const ask = await get(url(link.path), new CookieJar());
    expect(ask.status).toBe(200);
    expect(await ask.text()).toContain('Aktywuj konto');
    const done = await form('/konto/aktywacja', { token: link.token });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Konto zostało aktywowane');
    // The link again (a second click, the other tab): the account is active, nothing is wrong.
    const again = await form('/konto/aktywacja', { token: link.token });
    expect(again.status).toBe(200);
    const againHtml = await again.text();
    expect(againHtml).toContain('To konto jest już aktywne. Możesz się zalogować.');
    expect(againHtml).toMatch(/<a href="[^"]+">Zaloguj się<\/a>/);
    expect(againHtml).not.toContain('Ten link został już użyty');
    expect(againHtml).not.toContain('Wyślij link aktywacyjny ponownie');
    const wrong = await form('/konto/aktywacja', { token: 'x'.repeat(43) });
    expect(wrong.status).toBe(404);
    // Sent: the outbox keeps no usable link, and its administrators' view never shows one.
    const row = await server.database.db
      .selectFrom('outbox_messages')
      .select(['vars', 'state'])
      .where('to_address', '=', 'anna.nowa@example.pl')
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('sent');
    expect(row.vars).toEqual({});
    const outbox = await call(server, 'GET', '/api/admin/outbox?address=anna.nowa@example.pl', {
      token: await signIn(server, 'admin'),
    });
    expect(outbox.status).toBe(200);
    expect(JSON.stringify(outbox.body)).not.toContain(link.token);
    expect(outbox.body.data.messages[0].text).toContain('[link jednorazowy ukryty]');

    // Activated: a user of the portal at once (its administrators see it), and the login works.
    const user = await server.database.db
      .selectFrom('users')
      .selectAll()
      .where('oidc_subject', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'anna.nowa@example.pl', forename: 'Anna', surname: 'Nowa' });
    const { token } = await login(server.baseUrl, 'anna.nowa@example.pl', GOOD_PASSWORD);
    const me = await call(server, 'GET', '/api/user', { token });
    expect(me.body.data.user.email).toBe('anna.nowa@example.pl');
    const events = await server.database.db
      .selectFrom('events')
      .select('type')
      .where('object_kind', '=', 'account')
      .where('object_id', '=', Number(account.number))
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['account.registered', 'account.activated']);
  });

  it('refuses an activation link after 7 days; a new one can be asked for', async () => {
    expect((await register({ email: 'pozny@example.pl' })).status).toBe(200);
    const link = await lastLink('pozny@example.pl', '/konto/aktywacja');
    server.clock.advance(7 * 24 * 3600 * 1000 + 60_000);
    try {
      const late = await form('/konto/aktywacja', { token: link.token });
      expect(late.status).toBe(410);
      expect(await late.text()).toContain('Ten link wygasł.');
      const resent = await form('/konto/aktywacja/ponownie', { email: 'pozny@example.pl' });
      expect(resent.status).toBe(200);
      const fresh = await lastLink('pozny@example.pl', '/konto/aktywacja');
      expect(fresh.token).not.toBe(link.token);
      expect((await form('/konto/aktywacja', { token: fresh.token })).status).toBe(200);
    } finally {
      server.clock.reset();
    }
  });

  it('answers a registration of a taken address exactly as a new one, and changes nothing', async () => {
    const before = await accountCount();
    const sent = smtp.received.length;
    const taken = await register({ email: 'ANNA.NOWA@example.pl', given_name: 'Inna', family_name: 'Osoba' });
    const fresh = await register({ email: 'ktos.nowy@example.pl' });
    expect(taken.status).toBe(fresh.status);
    const strip = (html: string) => html.replace(/ktos\.nowy@example\.pl|ANNA\.NOWA@example\.pl/g, 'X');
    expect(strip(await taken.text())).toBe(strip(await fresh.text()));
    expect(await accountCount()).toBe(before + 1);
    await server.background.settle();
    // Only the new address got a message: the active account's owner gets nothing to act on.
    expect(smtp.received.slice(sent).flatMap((m) => m.to)).toEqual(['ktos.nowy@example.pl']);
  });
});

describe('password reset', () => {
  it('answers the same for a known and an unknown address; only the known one gets a link', async () => {
    const sent = smtp.received.length;
    const known = await form('/konto/haslo', { email: 'anna.nowa@example.pl' });
    const unknown = await form('/konto/haslo', { email: 'nikt@example.pl' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const strip = (html: string) => html.replace(/anna\.nowa@example\.pl|nikt@example\.pl/g, 'X');
    const knownHtml = await known.text();
    expect(strip(knownHtml)).toBe(strip(await unknown.text()));
    // The reset's own page: no activation link (that belongs to the registration).
    expect(knownHtml).toContain('Sprawdź skrzynkę e-mail');
    expect(knownHtml).not.toContain('aktywacja');
    expect(knownHtml).toContain('href="/konto/haslo"');
    await server.background.settle();
    expect(smtp.received.slice(sent).flatMap((m) => m.to)).toEqual(['anna.nowa@example.pl']);
  });

  it('sets the new password once from a link of an hour, and ends every session of the account', async () => {
    const before = await login(server.baseUrl, 'anna.nowa@example.pl', GOOD_PASSWORD);
    expect((await form('/konto/haslo', { email: 'anna.nowa@example.pl' })).status).toBe(200);
    const link = await lastLink('anna.nowa@example.pl', '/konto/haslo/nowe');
    const page = await get(url(link.path), new CookieJar());
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Ustaw nowe hasło');
    const weak = await form('/konto/haslo/nowe', { token: link.token, password: 'qwertyuiop' });
    expect(weak.status).toBe(422);
    const newPassword = 'nowe hasło do portalu przetargowego';
    const done = await form('/konto/haslo/nowe', { token: link.token, password: newPassword });
    expect(done.status).toBe(200);
    const reused = await form('/konto/haslo/nowe', {
      token: link.token,
      password: 'jeszcze inne hasło do portalu',
    });
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain('Ten link został już użyty');
    // The portal session from before the reset is over; the old password no longer signs in.
    expect((await call(server, 'GET', '/api/user', { token: before.token })).status).toBe(401);
    expect((await tryLogin('anna.nowa@example.pl', GOOD_PASSWORD)).status).toBe(401);
    await login(server.baseUrl, 'anna.nowa@example.pl', newPassword);

    expect((await form('/konto/haslo', { email: 'anna.nowa@example.pl' })).status).toBe(200);
    const late = await lastLink('anna.nowa@example.pl', '/konto/haslo/nowe');
    server.clock.advance(3600 * 1000 + 1000);
    try {
      const expired = await get(url(late.path), new CookieJar());
      expect(expired.status).toBe(410);
      expect(await expired.text()).toContain('Ten link wygasł.');
      const post = await form('/konto/haslo/nowe', {
        token: late.token,
        password: 'hasło po terminie ważności linku',
      });
      expect(post.status).toBe(410);
    } finally {
      server.clock.reset();
    }
    await login(server.baseUrl, 'anna.nowa@example.pl', newPassword);
  });

  it('throttles requests for e-mails to one address, whether or not it has an account', async () => {
    // The earlier requests of this file are forgotten after 15 minutes.
    server.clock.advance(16 * 60 * 1000);
    try {
      for (const email of ['ktos.nowy@example.pl', 'nikogo.tu.nie.ma@example.pl']) {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) statuses.push((await form('/konto/haslo', { email })).status);
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      }
      const refused = await form('/konto/haslo', { email: 'ktos.nowy@example.pl' });
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.text()).toContain('Zbyt wiele próśb o wiadomość dla tego adresu.');
    } finally {
      server.clock.reset();
    }
  });
});

describe('the reset’s timing', () => {
  // Enough pairs for medians that hold on a machine busy with other test suites (30 were not).
  const TRIES = 60;
  it('takes as long for a real account as for an unknown address (60 alternating pairs)', async () => {
    // The throttle would refuse most of these: it is emptied before each pair (it is not what is timed).
    const unthrottle = () => server.database.db.deleteFrom('login_throttle').execute();
    const times = { known: [] as number[], unknown: [] as number[] };
    const sent = (await mailTo('anna.nowa@example.pl')).length;
    try {
      for (let i = 0; i < TRIES; i++) {
        await unthrottle();
        const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
        for (const which of order) {
          const email = which === 'known' ? 'anna.nowa@example.pl' : `nikt.${i}@example.pl`;
          // The link is made and sent by a job after the answer: the previous request's job is done
          // first, so that its work (more for a real account) does not land in the next one's time.
          await server.background.settle();
          const started = performance.now();
          const response = await form('/konto/haslo', { email });
          await response.text();
          times[which].push(performance.now() - started);
          expect(response.status).toBe(200);
        }
      }
    } finally {
      await unthrottle();
    }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const middle = sorted.length / 2;
      return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
    };
    // The two requests of a pair run side by side, under the same load: the median of the pairs'
    // ratios is what a timing attacker could measure, and a machine's load swings between pairs
    // (other suites running beside this one) cancel out of it.
    const ratios = times.known.map((known, i) => known / (times.unknown[i] as number));
    const [known, unknown, ratio] = [median(times.known), median(times.unknown), median(ratios)];
    const figures = `medians: ${known.toFixed(1)} ms known, ${unknown.toFixed(1)} ms unknown, pair ratio ${ratio.toFixed(2)}`;
    expect(ratio, figures).toBeLessThan(1.5);
    console.info(`reset ${figures}`);
    // Every request of the real account still got its link, after the answer.
    expect((await mailTo('anna.nowa@example.pl')).length).toBe(sent + TRIES);
    // 120 requests, each after the previous one's job: 30 s was too little beside the other suites in CI.
  }, 360_000);
});

describe('a blocked account', () => {
  it('cannot sign in through any path: the login form, a login session, a reset link, a portal session', async () => {
    const email = 'blokowany@example.pl';
    expect((await register({ email })).status).toBe(200);
    const activation = await lastLink(email, '/konto/aktywacja');
    expect((await form('/konto/aktywacja', { token: activation.token })).status).toBe(200);
    const signedIn = await login(server.baseUrl, email, GOOD_PASSWORD);
    expect((await form('/konto/haslo', { email })).status).toBe(200);
    const reset = await lastLink(email, '/konto/haslo/nowe');

    const admin = await signIn(server, 'admin');
    const id = (
      await server.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
    const blocked = await call(server, 'PUT', `/api/users/${id}`, { token: admin, body: { blocked: true } });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);

    // The portal session ended with the block.
    expect((await call(server, 'GET', '/api/user', { token: signedIn.token })).status).toBe(401);
    // The login service's own session (its cookie) signs in to nothing.
    const again = await get(url(`/api/authentication/login-redirect?path=%2F`), signedIn.jar);
    let next = again.headers.get('location');
    for (
      let i = 0;
      next && i < 6 && !next.includes('/blad-logowania') && !next.includes('/interaction/');
      i++
    )
      next = (await get(new URL(next, server.baseUrl).href, signedIn.jar)).headers.get('location');
    expect(next).toMatch(/\/interaction\/|\/blad-logowania/);
    // The login form refuses it after the right password only, and sends it to the page that says why.
    const refused = await tryLogin(email, GOOD_PASSWORD);
    expect(refused.status).toBe(303);
    expect(refused.url).toMatch(/\/blad-logowania\?powod=konto-zablokowane$/);
    expect(refused.jar.cookies.get('auth_token')).toBeUndefined();
    const wrong = await tryLogin(email, 'nie to hasło, zupełnie inne');
    expect(wrong.status).toBe(401);
    expect(wrong.html).not.toContain('zablokowane');
    // A reset link issued before the block sets nothing; a new request sends nothing.
    const viaReset = await form('/konto/haslo/nowe', {
      token: reset.token,
      password: 'całkiem nowe hasło blokowanego',
    });
    expect(viaReset.status).toBe(403);
    // Counted at this address once every earlier delivery is done (mailTo settles the background
    // work): the clock moved ahead may make other work due that mails other people.
    const sent = (await mailTo(email)).length;
    server.clock.advance(16 * 60 * 1000);
    try {
      expect((await form('/konto/haslo', { email })).status).toBe(200);
    } finally {
      server.clock.reset();
    }
    expect((await mailTo(email)).length).toBe(sent);
    expect((await tryLogin(email, 'całkiem nowe hasło blokowanego')).status).toBe(401);
  });
});
