// The embedded account service of issue 33 (decision 0033):
//  verify: one password verification with the chosen scrypt parameters, in this process, one at a
//    time (target 50-250 ms on this machine);
//  register: POST /konto/rejestracja at --clients (4) clients, each a new address (target p95 < 400 ms);
//  login: the login form's POST (the step that verifies the password) and the whole login (portal
//    redirect, the provider, the form, the callback) at 4 clients, demo accounts in turn (p95 < 400 ms);
//  page: the login page's bytes (HTML and its stylesheet) as a browser gets them.
// The clients say they come from distinct addresses through X-Forwarded-For (the server trusts
// 127.0.0.1 as its proxy here), as the visitors of a real deployment behind a proxy do: the per-address
// throttling of e-mail requests is then not what is measured.
// Run: npm run bench:accounts -- [--count 200] [--clients 4]   (DATABASE_URL for PostgreSQL, BENCH_PORT)
import { parseArgs } from 'node:util';
import * as passwords from '../src/modules/identity/passwords.ts';
import { DEMO_PASSWORD, demoAccounts } from '../src/seed/demo-accounts.ts';
import { CookieJar, follow, postForm } from '../test/browserless-login.ts';
import { benchServer, measure, percentile, startReport } from './bench-lib.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '200' },
    clients: { type: 'string', default: '4' },
    parts: { type: 'string', default: 'verify,register,login,page' },
  },
});
// (--parts login,page runs on the code before issue 33 too: copy this file there for a side-by-side run.)
const parts = new Set(values.parts.split(','));
const { hashPassword, verifyPassword } = passwords;
const SCRYPT_PARAMS = (passwords as { SCRYPT_PARAMS?: { N: number; r: number; p: number } })
  .SCRYPT_PARAMS ?? {
  N: 16384,
  r: 8,
  p: 1,
};
const COUNT = Number(values.count);
const CLIENTS = Number(values.clients);
const PORT = Number(process.env.BENCH_PORT ?? 3193);

const rows: { figure: string; value: string; target: string; ok: boolean | '' }[] = [];
const add = (figure: string, value: string, target = '', ok: boolean | '' = '') =>
  rows.push({ figure, value, target, ok });

// 1. One verification, one at a time.
if (parts.has('verify')) {
  const hash = await hashPassword('zielone jabłka spadają jesienią');
  const times: number[] = [];
  for (let i = 0; i < 3; i++) await verifyPassword('zielone jabłka spadają jesienią', hash);
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await verifyPassword('zielone jabłka spadają jesienią', hash);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = percentile(times, 50);
  add(
    `verification (scrypt N=${SCRYPT_PARAMS.N}, r=${SCRYPT_PARAMS.r}, p=${SCRYPT_PARAMS.p}), median of 20`,
    `${median.toFixed(0)} ms (min ${times[0]?.toFixed(0)}, max ${times.at(-1)?.toFixed(0)})`,
    '50-250 ms',
    median >= 50 && median <= 250,
  );
}

const report = startReport('accounts');
const server = await benchServer(PORT, { BK_TRUSTED_PROXIES: '127.0.0.1' });
const base = server.baseUrl;
let address = 0;
const fromAddress = () => {
  address++;
  return { 'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` };
};

try {
  // 2. Registration.
  if (parts.has('register')) {
    const runId = Date.now().toString(36);
    const register = await measure('register', COUNT, CLIENTS, async (i) => {
      const response = await postForm(
        `${base}/konto/rejestracja`,
        new CookieJar(),
        {
          email: `bench.${runId}.${i}@example.pl`,
          given_name: 'Bench',
          family_name: `Konto ${i}`,
          password: 'zielone jabłka spadają jesienią',
          terms: 'tak',
          privacy: 'tak',
        },
        fromAddress(),
      );
      if (response.status !== 200) throw new Error(`registration ${i}: ${response.status}`);
      await response.arrayBuffer();
    });
    add(
      `registration at ${CLIENTS} clients, ${COUNT}: p50 / p95`,
      `${register.p50} / ${register.p95} ms`,
      'p95 < 400 ms',
      register.p95 < 400,
    );
  }

  // 3. Login: the form's POST alone, then the whole flow.
  const emails = demoAccounts.map((a) => a.email);
  const openForm = async () => {
    const jar = new CookieJar();
    const { url, response } = await follow(base, `${base}/api/authentication/login-redirect?path=%2F`, jar);
    await response.arrayBuffer();
    return { jar, url };
  };
  if (parts.has('login')) {
    const forms = await Promise.all(Array.from({ length: COUNT }, () => openForm()));
    const formPost = await measure('login form', COUNT, CLIENTS, async (i) => {
      const form = forms[i];
      if (!form) throw new Error('no form');
      const response = await postForm(
        `${form.url}/login`,
        form.jar,
        {
          email: emails[i % emails.length] as string,
          password: DEMO_PASSWORD,
        },
        fromAddress(),
      );
      if (response.status !== 303) throw new Error(`login ${i}: ${response.status}`);
      await response.arrayBuffer();
    });
    add(
      `login form POST at ${CLIENTS} clients, ${COUNT}: p50 / p95`,
      `${formPost.p50} / ${formPost.p95} ms`,
      'p95 < 400 ms',
      formPost.p95 < 400,
    );

    const whole = await measure('login', COUNT, CLIENTS, async (i) => {
      const { jar, url } = await openForm();
      const response = await postForm(
        `${url}/login`,
        jar,
        {
          email: emails[i % emails.length] as string,
          password: DEMO_PASSWORD,
        },
        fromAddress(),
      );
      if (response.status !== 303) throw new Error(`login ${i}: ${response.status}`);
      const location = response.headers.get('location');
      await follow(base, new URL(location ?? '/', base).href, jar);
      if (!jar.cookies.get('auth_token')) throw new Error(`login ${i}: no session`);
    });
    add(
      `whole login (6 requests) at ${CLIENTS} clients, ${COUNT}: p50 / p95`,
      `${whole.p50} / ${whole.p95} ms`,
      '',
      '',
    );
  }

  // 4. The login page's weight (with the demo accounts' table, as npm start shows it).
  if (parts.has('page')) {
    const { jar, url } = await openForm();
    const html = await (await fetch(url, { headers: { cookie: jar.header() } })).text();
    const css = await (await fetch(`${base}/konto/styles.css`)).text();
    add(
      'login page HTML / stylesheet bytes',
      `${Buffer.byteLength(html)} / ${Buffer.byteLength(css)} B`,
      '',
      '',
    );
  }
  report.write({ database: server.database.kind, figures: rows });
} finally {
  await server.cleanup();
}

console.log(`\n| figure | value | target | met |\n|---|---|---|---|`);
for (const r of rows)
  console.log(`| ${r.figure} | ${r.value} | ${r.target} | ${r.ok === '' ? '' : r.ok ? 'yes' : 'NO'} |`);
process.exit(0);
