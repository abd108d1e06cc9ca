// The public pages drawn on the server (issue 34): the time to the whole page (so at least the time to
// its first byte: the page is sent once drawn) of the search with a query and of an announcement's
// details, with 4 clients, against a database filled by `npm run seed:scale` and the built web app
// (`npm run build`). Run: DATABASE_URL=... npm run bench:ssr [-- --clients 4 --rounds 3]
// The search's API call of the same queries is measured beside it: the page's price over its data.
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { measureRequests, profiled, scaleServer, startReport } from './bench-lib.ts';
import { phrases, rare, words } from './search-words.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '3' },
    // BK_BENCH_PROFILE=file.cpuprofile: the server's thread while it draws these pages.
    profile: { type: 'string', default: 'search' },
  },
});
// React's development build (its checks, its owner stacks) draws several times slower: measure what
// production runs (npm start sets NODE_ENV=production, and so does the npm script of this benchmark).
if (process.env.NODE_ENV !== 'production')
  throw new Error('Run with NODE_ENV=production (npm run bench:ssr).');
const clients = Number(values.clients);
const rounds = Number(values.rounds);
const report = startReport('ssr');
const port = Number(process.env.BENCH_PORT ?? 3198);
// With the built web app; it answers once the start's background work is done (waitUntilIdle).
const running = await scaleServer(port, { webApp: true });
const base = `http://127.0.0.1:${port}`;

// The page's own address form: the text and a sort. Each round asks another page of them (`strona`),
// and every announcement is opened once: nothing is served from what the server keeps a second.
const sorts = ['', '&sort=publicationDate', '&sort=submissionDeadline'];
const searches: string[] = [];
for (const [i, word] of words.entries())
  searches.push(`q=${encodeURIComponent(word)}`, `q=${encodeURIComponent(word)}${sorts[(i % 2) + 1]}`);
for (const [i, phrase] of phrases.entries()) {
  searches.push(`q=${encodeURIComponent(phrase)}${sorts[i % sorts.length]}`);
  searches.push(`q=${encodeURIComponent(phrase)}${sorts[(i + 1) % sorts.length]}`);
}
for (const word of rare) searches.push(`q=${encodeURIComponent(word)}`);
searches.push('q=45000000', 'sort=submissionDeadline', 'sort=publicationDate');
while (searches.length < 50)
  searches.push(
    `q=${encodeURIComponent(words[searches.length % words.length] ?? 'dostawa')}&sort=publicationDate`,
  );
/** Round 0 (page 1) warms up; the timed rounds ask pages 2, 3... */
const searchRounds = (address: (query: string, page: number) => string) =>
  Array.from({ length: rounds + 1 }, (_, round) => searches.map((q) => address(q, round + 1))).flat();

const { rows } = await sql<{ id: number }>`
  select id from announcements where status = 'PUBLISHED' order by random() limit ${400 * (rounds + 1)}
`.execute(running.database.db);
if (rows.length === 0)
  throw new Error('No published announcement: fill the database with npm run seed:scale.');

// The page must be the server's drawing, not the bare shell.
const probe = await fetch(`${base}/ogloszenia/szukaj?q=dostawa`);
if (!(probe.headers.get('server-timing') ?? '').includes('passes=')) {
  throw new Error('The search page was not drawn on the server: build the web app first (npm run build).');
}

const accept = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
// Untimed details first: 200, or half of each half on a small database (a few hundred published).
const detailsWarmup = Math.min(200, Math.floor(rows.length / 4));
const results = [];
const profiledIf = <T>(page: string, fn: () => Promise<T>) => (values.profile === page ? profiled(fn) : fn());
results.push(
  await profiledIf('search', () =>
    measureRequests(
      'search page (SSR)',
      searchRounds((q, page) => `${base}/ogloszenia/szukaj?${q}&strona=${page}`).map((url) => ({
        url,
        headers: accept,
      })),
      clients,
      searches.length,
    ),
  ),
);
results.push(
  await measureRequests(
    'search API (same queries)',
    searchRounds((q, page) => `${base}/api/search/announcements?${q}&page=${page}&limit=20`).map((url) => ({
      url,
    })),
    clients,
    searches.length,
  ),
);
results.push(
  await profiledIf('details', () =>
    measureRequests(
      'details page (SSR)',
      rows.slice(0, rows.length / 2).map((row) => ({ url: `${base}/ogloszenia/${row.id}`, headers: accept })),
      clients,
      detailsWarmup,
    ),
  ),
);
results.push(
  await measureRequests(
    'details API (other announcements)',
    rows.slice(rows.length / 2).map((row) => ({ url: `${base}/api/announcements/${row.id}` })),
    clients,
    detailsWarmup,
  ),
);
const summaries = results.map(({ samples: _samples, ...summary }) => summary);
console.table(summaries);
console.log(
  'Targets: search page p95 < 100 ms, details page p95 < 30 ms (4 clients, 1,000,000 announcements).',
);
report.write({ database: running.database.kind, clients, rounds, results: summaries });
await running.close();
