// The user administration's list of issue 21: 100,000 users, the list filtered by a surname prefix
// and sorted, p95 under 50 ms at 4 clients on PostgreSQL.
// Run: DATABASE_URL=... npm run bench:users   (a fresh database: the users are added; BENCH_PORT, BENCH_CONCURRENCY)
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.ts';
import { login } from '../test/browserless-login.ts';
import { benchServer, measureGet, profiled } from './bench-lib.ts';

const USERS = 100_000;
const CLIENTS = Number(process.env.BENCH_CONCURRENCY ?? 4);
const surnames = [
  'Nowak',
  'Kowalski',
  'Wiśniewski',
  'Wójcik',
  'Kowalczyk',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
  'Wojciechowski',
  'Kwiatkowski',
  'Krawczyk',
  'Kaczmarek',
  'Piotrowski',
  'Grabowski',
  'Zając',
  'Pawłowski',
  'Michalski',
  'Król',
  'Wieczorek',
  'Jabłoński',
  'Wróbel',
  'Nowakowski',
  'Majewski',
  'Olszewski',
  'Stępień',
  'Malinowski',
];
const forenames = [
  'Anna',
  'Piotr',
  'Katarzyna',
  'Krzysztof',
  'Maria',
  'Tomasz',
  'Agnieszka',
  'Paweł',
  'Ewa',
  'Marek',
];

const server = await benchServer(Number(process.env.BENCH_PORT ?? 3193));
try {
  const db = server.database.db;
  const existing = Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  if (existing < USERS) {
    const now = new Date();
    for (let start = existing; start < USERS; start += 5000) {
      const rows = Array.from({ length: Math.min(5000, USERS - start) }, (_, k) => {
        const i = start + k;
        // A surname with a numbered variant, so prefixes are selective as real ones are.
        const surname = `${surnames[i % surnames.length]}${i % 7 === 0 ? '' : `-${String.fromCharCode(97 + (i % 26))}${i % 97}`}`;
        return {
          oidc_issuer: 'bench',
          oidc_subject: `u${i}`,
          email: `user${i}@bench.example`,
          forename: forenames[i % forenames.length] as string,
          surname,
          identifier: `bench-user-${i}`,
          created_at: now,
          blocked: i % 50 === 0,
        };
      });
      await db.insertInto('users').values(rows).execute();
    }
    if (server.database.kind === 'postgres') await sql`analyze users`.execute(db);
  }
  const total = Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const admin = await login(server.baseUrl, 'admin@bk.example', DEMO_PASSWORD);
  const auth = { 'x-auth-token': admin.token };
  const url = (query: string) => `${server.baseUrl}/api/admin/users?${query}`;
  console.log(`${server.database.kind}; ${total} users`);
  await measureGet('warm-up', 400, CLIENTS, url('surname=Kow'), auth);
  const results = await profiled(async () => [
    await measureGet(
      `surname 'Kow', by surname (${CLIENTS} clients)`,
      2000,
      CLIENTS,
      url('surname=Kow'),
      auth,
    ),
    await measureGet(
      `surname 'Nowak-b', by surname (${CLIENTS} clients)`,
      2000,
      CLIENTS,
      url('surname=Nowak-b'),
      auth,
    ),
    await measureGet(
      `surname 'Wi', blocked, by e-mail (${CLIENTS} clients)`,
      2000,
      CLIENTS,
      url('surname=Wi&status=blocked&sort=email'),
      auth,
    ),
    await measureGet(`no filter, page 1 (${CLIENTS} clients)`, 1000, CLIENTS, url(''), auth),
  ]);
  console.table(results);
  const p95 = results[0]?.p95 ?? Number.POSITIVE_INFINITY;
  console.log(p95 < 50 ? 'Surname prefix: p95 under 50 ms.' : `Surname prefix: p95 ${p95} ms, over 50 ms.`);
} finally {
  await server.cleanup();
}
