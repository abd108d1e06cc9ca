// The newsletter tab of issue 20: a user with 5 enabled filters opens NOWE of yesterday, p95 under
// 50 ms at 4 clients on PostgreSQL with 1,000,000 announcements (npm run seed:scale -- --count 1000000).
// Run: DATABASE_URL=... npm run bench:newsletter   (BENCH_PORT, BENCH_CONCURRENCY)

import type { StoredContent } from '@bk/contracts/announcements/stored';
import { addDays, warsawDate, warsawInstant } from '@bk/contracts/common/warsaw-time';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { login } from '../test/browserless-login.ts';
import { benchServer, measureGet, profiled, startReport } from './bench-lib.ts';

const CLIENTS = Number(process.env.BENCH_CONCURRENCY ?? 4);
const report = startReport('newsletter');
const server = await benchServer(Number(process.env.BENCH_PORT ?? 3194));
try {
  const db = server.database.db;
  const piotr = await login(server.baseUrl, 'piotr.zielinski@bk.example', DEMO_PASSWORD);
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        'x-auth-token': piotr.token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: any; message?: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json.data;
  };

  // What yesterday's announcements name, so that the filters find some of them, as a real user's would.
  const today = warsawDate(server.clock.now());
  const yesterday = addDays(today, -1);
  const rows = await db
    .selectFrom('announcements as a')
    .innerJoin('announcement_versions as v', 'v.id', 'a.published_version_id')
    .select(['v.content', 'a.advertiser_id_number'])
    .where('a.first_published_at', '>=', warsawInstant(yesterday))
    .where('a.first_published_at', '<', warsawInstant(today))
    .limit(40)
    .execute();
  const items = rows.flatMap((r) => (r.content as StoredContent).parts.flatMap((p) => p.order_items));
  const cpvIds = [...new Set(items.flatMap((i) => i.cpv_codes.map((c) => c.id)))].slice(0, 10);
  const localities = [
    ...new Set(items.flatMap((i) => i.places.map((p) => p.locality_id)).filter((l): l is string => !!l)),
  ].slice(0, 20);
  const categories = await db
    .selectFrom('order_item_categories')
    .select(['id', 'code'])
    .where('parent_id', 'is', null)
    .execute();
  const programmes = await db
    .selectFrom('implementation_levels')
    .select(['id', 'code'])
    .where('kind', '=', 'programme')
    .execute();
  const none = {
    advertiser_identification_number: null,
    programme_ids: [],
    category_id: null,
    subcategory_id: null,
    cpv_item_ids: [],
    fulfillment_place_codes: [],
  };
  for (const f of (await api('GET', '/api/newsletter-filters')).newsletter_filters)
    await api('DELETE', `/api/newsletter-filters/${f.id}`);
  const filters = [
    // (a small database may have nothing from yesterday: voivodeships then)
    cpvIds.length > 0 ? { ...none, cpv_item_ids: cpvIds } : { ...none, fulfillment_place_codes: ['02'] },
    {
      ...none,
      category_id: categories.find((c) => c.code === 'DOSTAWY')?.id ?? null,
      fulfillment_place_codes: ['12'],
    },
    { ...none, programme_ids: programmes.filter((p) => p.code === 'FENG').map((p) => p.id) },
    { ...none, fulfillment_place_codes: localities.length > 0 ? localities : ['24'] },
    {
      ...none,
      advertiser_identification_number: rows[0]?.advertiser_id_number ?? '5260001246',
      fulfillment_place_codes: ['14'],
    },
  ];
  for (const modal of filters)
    await api('POST', '/api/newsletter-filters', { enabled: true, modal_settings: modal });

  const url = (query: string) => `${server.baseUrl}/api/announcements?mode=newsletter&${query}`;
  const first = await api('GET', '/api/announcements?mode=newsletter&day=1&newsletter_status=new');
  console.log(
    `${server.database.kind}; yesterday ${yesterday}: ${rows.length >= 40 ? '40+' : rows.length} sampled; NOWE ${first.meta.counts.new}, ZAKTUALIZOWANE ${first.meta.counts.updated}`,
  );
  const auth = { 'x-auth-token': piotr.token };
  await measureGet('warm-up', 400, CLIENTS, url('day=1&newsletter_status=new'), auth);
  const results = await profiled(async () => [
    await measureGet(
      `NOWE, yesterday, page 1 (${CLIENTS} clients)`,
      2000,
      CLIENTS,
      url('day=1&newsletter_status=new'),
      auth,
    ),
    await measureGet(
      `NOWE, yesterday, page 3 (${CLIENTS} clients)`,
      2000,
      CLIENTS,
      url('day=1&newsletter_status=new&page=3'),
      auth,
    ),
    await measureGet(
      `ZAKTUALIZOWANE, yesterday (${CLIENTS} clients)`,
      2000,
      CLIENTS,
      url('day=1&newsletter_status=updated'),
      auth,
    ),
    await measureGet(
      `NOWE, the day before (${CLIENTS} clients)`,
      2000,
      CLIENTS,
      url('day=2&newsletter_status=new'),
      auth,
    ),
    // The floor of a signed-in call: the session, one small query, the envelope.
    await measureGet(
      `baseline: notification settings (${CLIENTS} clients)`,
      2000,
      CLIENTS,
      `${server.baseUrl}/api/notifications`,
      auth,
    ),
  ]);
  console.table(results);
  const target = results[0]?.p95 ?? Number.POSITIVE_INFINITY;
  console.log(
    target < 50 ? 'NOWE of yesterday: p95 under 50 ms.' : `NOWE of yesterday: p95 ${target} ms, over 50 ms.`,
  );
  report.write({ database: server.database.kind, results });
} finally {
  await server.cleanup();
}
