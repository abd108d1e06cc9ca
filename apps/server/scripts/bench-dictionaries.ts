// CPV and locality search latency over HTTP (issue: under 20 ms at the 95th percentile).
// Run: npm run bench:dictionaries  (PGlite in a temporary directory; DATABASE_URL for PostgreSQL)
import { benchServer, getJson, measure, startReport } from './bench-lib.ts';

const cpvKeys = [
  'roboty budowlane',
  'roboty budowl',
  '45000000',
  '4521',
  'komputer',
  'usługi drukarskie',
  'uslugi',
  'dostawa',
  'oprogramowanie',
  'meble biurowe',
  'papier',
  'szkolenia',
  'sprzęt medyczny',
  'energia elektryczna',
  '72000000-5',
  'naprawa',
];
const localityKeys = [
  'Łódź',
  'lodz',
  'Warszawa',
  'Nowa',
  'Kraków',
  'Wola',
  'Gdańsk',
  'Zielona',
  'Stare',
  'Biała',
];

const report = startReport('dictionaries');
const server = await benchServer();
try {
  const base = server.baseUrl;
  // Warm-up: first queries compile plans and fill caches.
  for (const key of cpvKeys)
    await getJson(`${base}/api/dictionaries/cpv?search_key=${encodeURIComponent(key)}`);
  for (const key of localityKeys)
    await getJson(`${base}/api/dictionaries/teryt?locality_search_key=${encodeURIComponent(key)}`);

  const results = [
    await measure('CPV search (1 client)', 800, 1, async (i) => {
      const key = cpvKeys[i % cpvKeys.length] ?? '';
      await getJson(`${base}/api/dictionaries/cpv?search_key=${encodeURIComponent(key)}&request_id=${i}`);
    }),
    await measure('locality search (1 client)', 800, 1, async (i) => {
      const key = localityKeys[i % localityKeys.length] ?? '';
      await getJson(
        `${base}/api/dictionaries/teryt?locality_search_key=${encodeURIComponent(key)}&request_id=${i}`,
      );
    }),
    await measure('CPV search (4 clients)', 800, 4, async (i) => {
      const key = cpvKeys[i % cpvKeys.length] ?? '';
      await getJson(`${base}/api/dictionaries/cpv?search_key=${encodeURIComponent(key)}&request_id=${i}`);
    }),
    await measure('locality search (4 clients)', 800, 4, async (i) => {
      const key = localityKeys[i % localityKeys.length] ?? '';
      await getJson(
        `${base}/api/dictionaries/teryt?locality_search_key=${encodeURIComponent(key)}&request_id=${i}`,
      );
    }),
  ];
  console.log(`database: ${server.database.kind}`);
  console.table(results);
  report.write({ database: server.database.kind, results });
} finally {
  await server.cleanup();
}
