// The questions tab of issue 17: GET /api/question/announcement/{id} of an announcement with 500
// questions (most answered and published; 51 askers, Piotr and Agnieszka with ten each), p95 under
// 20 ms at 4 clients on PostgreSQL; asking too.
// Run: npm run bench:questions   (DATABASE_URL for PostgreSQL, BENCH_PORT)
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { refsOf } from '../test/announcement-fixtures.ts';
import { login } from '../test/browserless-login.ts';
import { publishedAnnouncement } from '../test/offer-fixtures.ts';
import { benchServer, measureGet, measureRequests, profiled, startReport } from './bench-lib.ts';

const QUESTIONS = 500;
const CLIENTS = Number(process.env.BENCH_CONCURRENCY ?? 4);
const report = startReport('questions');
const server = await benchServer(Number(process.env.BENCH_PORT ?? 3196));
try {
  const db = server.database.db;
  const jan = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD);
  const piotr = await login(server.baseUrl, 'piotr.zielinski@bk.example', DEMO_PASSWORD);
  const agnieszka = await login(server.baseUrl, 'agnieszka.wojcik@bk.example', DEMO_PASSWORD);
  // A signed-in reader who asked nothing there (the list everybody without questions of their own gets).
  const reader = await login(server.baseUrl, 'malgorzata.wisniewska@bk.example', DEMO_PASSWORD);
  const refs = await refsOf(server as never, 'jkowalski');
  const a = await publishedAnnouncement(server as never, jan.token, refs, { parts: 2, deadlineDays: 10 });
  // Askers: Piotr and Agnieszka ask ten questions each (a bidder's own few); 49 other bidders the rest.
  const named = await db
    .selectFrom('users')
    .select('id')
    .where('identifier', 'in', ['pzielinski', 'awojcik'])
    .orderBy('identifier', 'desc')
    .execute();
  const others = await db
    .insertInto('users')
    .values(
      Array.from({ length: 49 }, (_, i) => ({
        oidc_issuer: 'bench',
        oidc_subject: `q${i}`,
        email: `q${i}@bk.example`,
        forename: 'Oferent',
        surname: String(i),
        identifier: `bench-asker-${i}`,
        created_at: new Date(),
      })),
    )
    .returning('id')
    .execute();
  const askerOf = (i: number) =>
    i % 50 === 0 ? named[0]?.id : i % 50 === 1 ? named[1]?.id : others[(i % 50) - 2]?.id;
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('identifier', '=', 'jkowalski')
    .executeTakeFirstOrThrow();
  // 500 questions of realistic length: 9 in 10 answered and published, the rest new (marked for the author).
  const now = new Date();
  const question = (n: number) =>
    `Pytanie ${n}: czy zamawiający dopuszcza zaoferowanie łóżek o szerokości 90 cm zamiast 80 cm, ` +
    'z materacem o podwyższonej gęstości pianki i pokrowcem zmywalnym, przy zachowaniu pozostałych ' +
    'parametrów opisanych w załączniku nr 2 do zapytania ofertowego?';
  const answer = (n: number) =>
    `Odpowiedź na pytanie ${n}: zamawiający dopuszcza takie rozwiązanie pod warunkiem, że wszystkie ` +
    'pozostałe wymagania techniczne zostaną spełnione, a wykonawca dołączy do oferty kartę katalogową ' +
    'oferowanego produktu wraz z deklaracją zgodności. Termin składania ofert nie ulega zmianie. '.repeat(3);
  const rows = Array.from({ length: QUESTIONS }, (_, i) => {
    const published = i % 10 !== 9;
    return {
      announcement_id: a.id,
      number: i + 1,
      asker_id: askerOf(i) as number,
      content: question(i + 1),
      status: published ? ('PUBLISHED' as const) : ('NEW' as const),
      answer: published ? answer(i + 1) : null,
      answered_by: published ? owner.id : null,
      created_at: now,
      modified_at: published ? now : null,
      published_at: published ? now : null,
    };
  });
  const inserted = await db.insertInto('questions').values(rows).returning(['id', 'status']).execute();
  await db.insertInto('question_numbers').values({ announcement_id: a.id, last_number: QUESTIONS }).execute();
  await db
    .insertInto('badge_marks')
    .values(
      inserted
        .filter((q) => q.status === 'NEW')
        .map((q) => ({ user_id: owner.id, kind: 'question', subject_id: q.id, created_at: now })),
    )
    .execute();
  if (server.database.kind === 'postgres') await sql`analyze questions, badge_marks`.execute(db);

  const url = `${server.baseUrl}/api/question/announcement/${a.id}`;
  const as = (token: string) => ({ 'x-auth-token': token });
  await measureGet('warm-up', 400, CLIENTS, url, as(piotr.token));
  const size = (await (await fetch(url)).arrayBuffer()).byteLength;
  const sizeBr = (await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).arrayBuffer())
    .byteLength;
  // The client runs in a worker thread, so the server's event loop measures alone.
  const results = await profiled(async () => [
    await measureGet(`questions tab, anonymous (${CLIENTS} clients)`, 2000, CLIENTS, url),
    await measureGet(`questions tab, reader (${CLIENTS} clients)`, 2000, CLIENTS, url, as(reader.token)),
    await measureGet(`questions tab, reader, br (${CLIENTS} clients)`, 2000, CLIENTS, url, {
      ...as(reader.token),
      'accept-encoding': 'br',
    }),
    await measureGet(`questions tab, asker (${CLIENTS} clients)`, 2000, CLIENTS, url, as(piotr.token)),
    await measureGet(`questions tab, author (${CLIENTS} clients)`, 2000, CLIENTS, url, as(jan.token)),
    await measureGet(`questions tab, asker, br (${CLIENTS} clients)`, 2000, CLIENTS, url, {
      ...as(agnieszka.token),
      'accept-encoding': 'br',
    }),
  ]);
  // Asking: 400 questions from two bidders at once (numbering serialises on the counter row).
  const ask = Array.from({ length: 400 }, (_, i) => ({
    url: `${server.baseUrl}/api/question`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...as(i % 2 ? piotr.token : agnieszka.token) },
    body: JSON.stringify({ content: question(QUESTIONS + i + 1), advertisement: a.id }),
  }));
  const { samples: _samples, ...asked } = await measureRequests(`ask (${CLIENTS} clients)`, ask, CLIENTS, 50);
  console.log(
    `database: ${server.database.kind}; ${QUESTIONS} questions; answer ${Math.round(size / 1024)} KB (${Math.round(sizeBr / 1024)} KB br)`,
  );
  console.table([...results, asked]);
  report.write({ database: server.database.kind, results: [...results, asked] });
} finally {
  await server.cleanup();
}
