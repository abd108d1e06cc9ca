// The settlement of issue 18: publishing the settlement of an announcement with 5 parts and 100 offers
// (each bidder on every part, two variants each) p95 under 200 ms, and the settlement view of it under
// 30 ms, on PostgreSQL. Run: npm run bench:settlement   (DATABASE_URL for PostgreSQL, BENCH_PORT)
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { refsOf } from '../test/announcement-fixtures.ts';
import { insertBidders } from '../test/bidder-fixtures.ts';
import { login } from '../test/browserless-login.ts';
import { publishedAnnouncement } from '../test/offer-fixtures.ts';
import { benchServer, measureGet, measureRequests, profiled, startReport } from './bench-lib.ts';

const OFFERS = 100;
const report = startReport('settlement');
const server = await benchServer(Number(process.env.BENCH_PORT ?? 3194));
try {
  const jan = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD);
  const refs = await refsOf(server as never, 'jkowalski');
  const a = await publishedAnnouncement(server as never, jan.token, refs, { parts: 5, deadlineDays: 3 });
  const sets: { id: number; offers: { part_id: number; variants: { id: number }[] }[] }[] = [];
  for (const [i, token] of (await insertBidders(server.database.db, OFFERS, { prefix: 's' }))
    .map((b) => b.token)
    .entries()) {
    const response = await fetch(`${server.baseUrl}/api/offerset/announcement/${a.id}/submit`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({
        announcement: a.id,
        offers: a.partIds.map((partId) => ({
          part_id: partId,
          variants: [0, 1].map((v) => ({
            price: `${20000 + i * 10 + v},00`,
            description: `Wariant ${v + 1}`,
          })),
        })),
        attachments: [],
      }),
    });
    if (!response.ok) throw new Error(`submit failed: ${await response.text()}`);
    sets.push(((await response.json()) as { data: { offer_set: (typeof sets)[number] } }).data.offer_set);
  }
  // The deadline passes; the author signs in again on the later day.
  server.clock.advance(4 * 86_400_000);
  const author = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD);
  /** The n-th settlement: each part won by another bidder, every tenth offer refused. */
  const settlement = (n: number) => ({
    parts: a.partIds.map((partId, p) => {
      const winner = sets[(n * 7 + p * 13) % OFFERS] as (typeof sets)[number];
      const refused = (id: number) => id !== winner.id && (id + n) % 10 === 0;
      return {
        id: partId,
        chosen_variant: {
          offer_set_id: winner.id,
          variant_id: winner.offers.find((o) => o.part_id === partId)?.variants[n % 2]?.id,
        },
        offers: sets.map((s) => ({ id: s.id, is_refused: refused(s.id) })),
      };
    }),
    comment: `Rozstrzygnięcie nr ${n}: wybrano oferty najkorzystniejsze.`,
  });
  const headers = { 'content-type': 'application/json', 'x-auth-token': author.token };
  const first = await fetch(`${server.baseUrl}/api/announcements/${a.id}/resolve`, {
    method: 'POST',
    headers,
    body: JSON.stringify(settlement(0)),
  });
  if (!first.ok) throw new Error(`resolve failed: ${await first.text()}`);
  // Changes of the settlement, one author at a time (as in the editor), then the public view at 4 clients.
  const changes = Array.from({ length: 220 }, (_, n) => ({
    url: `${server.baseUrl}/api/announcements/${a.id}/resolve`,
    method: 'PUT',
    headers,
    body: JSON.stringify(settlement(n + 1)),
  }));
  const url = `${server.baseUrl}/api/announcements/${a.id}/settlement`;
  const size = (await (await fetch(url)).arrayBuffer()).byteLength;
  const results = await profiled(async () => {
    const { samples: _s, ...publish } = await measureRequests('publish a change (1 client)', changes, 1, 20);
    return [
      publish,
      await measureGet('settlement view, anonymous (1 client)', 1000, 1, url),
      await measureGet('settlement view, anonymous (4 clients)', 2000, 4, url),
      await measureGet('settlement view, author (1 client)', 1000, 1, url, { 'x-auth-token': author.token }),
      await measureGet('settlement view, author (4 clients)', 2000, 4, url, { 'x-auth-token': author.token }),
    ];
  });
  console.log(
    `database: ${server.database.kind}; 5 parts x ${OFFERS} offers; view ${Math.round(size / 1024)} KB`,
  );
  console.table(results);
  report.write({ database: server.database.kind, results });
} finally {
  await server.cleanup();
}
