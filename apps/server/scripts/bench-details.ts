// Announcement details of issue 6: GET /api/announcements/{id} for a published 5-part, 50-item
// announcement, p95 < 10 ms and at least 1,000 requests per second. Run: npm run bench:details

import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { deadlineIn, refsOf } from '../test/announcement-fixtures.ts';
import { login } from '../test/browserless-login.ts';
import { benchServer, createFivePartDraft, measureGet, profiled, startReport } from './bench-lib.ts';

const report = startReport('details');
const server = await benchServer(3197);
try {
  const { token } = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD);
  const bidder = await login(server.baseUrl, 'piotr.zielinski@bk.example', DEMO_PASSWORD);
  const refs = await refsOf(server as never, 'jkowalski');
  const headers = { 'content-type': 'application/json', 'x-auth-token': token };
  const { id } = await createFivePartDraft(server.baseUrl, headers, refs, 'dostawa sprzętu komputerowego');
  const published = await fetch(`${server.baseUrl}/api/announcements/${id}/publish`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      id,
      publication_date: null,
      submission_deadline: deadlineIn(server.clock.now(), 10),
    }),
  });
  if (!published.ok) throw new Error(`publish failed: ${await published.text()}`);

  const url = `${server.baseUrl}/api/announcements/${id}`;
  const anonymous = {};
  const asBidder = { 'x-auth-token': bidder.token };
  const asAuthor = { 'x-auth-token': token };
  await measureGet('warm-up', 500, 2, url, anonymous);
  const size = (await (await fetch(url)).arrayBuffer()).byteLength;
  // The client runs in a worker thread, so the server's event loop measures alone.
  const results = await profiled(async () => [
    await measureGet('details, anonymous (1 client)', 2000, 1, url, anonymous),
    await measureGet('details, signed-in bidder (1 client)', 2000, 1, url, asBidder),
    await measureGet('details, author (1 client)', 2000, 1, url, asAuthor),
    await measureGet('details, anonymous (8 clients)', 10000, 8, url, anonymous),
    await measureGet('details, signed-in bidder (8 clients)', 10000, 8, url, asBidder),
  ]);
  console.log(`database: ${server.database.kind}; response ${Math.round(size / 1024)} KB`);
  console.table(results);
  report.write({ database: server.database.kind, responseKb: Math.round(size / 1024), results });
} finally {
  await server.cleanup();
}
