import type { Statistics } from '@bk/contracts/statistics/statistics';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refs } from '../../../test/announcement-fixtures.ts';
import { call, signIn } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import { countingDb } from '../../../test/query-counter.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';
import { statistics } from './statistics.service.ts';

/**
 * Issue 36, the public statistics (decision 0037): the statistics consumer follows an announcement's life
 * (published, closed, resolved with one offer), nothing of an offer counts before its settlement is
 * public, the cube always equals a count made from scratch, and the endpoints' rules.
 */
let server: TestServer;
let refs: Refs;

async function stats(query = ''): Promise<Statistics> {
  await server.background.settle();
  const answer = await call(server, 'GET', `/api/statistics${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Statistics;
}

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
});
afterAll(async () => {
  await server?.close();
});

describe('public statistics', () => {
  it('follow an announcement from publication to a settlement with one offer', async () => {
    const before = await stats();
    const jan = await signIn(server, 'advertiser');
    // Three days to bid: shorter than the guideline's seven.
    const a = await publishedAnnouncement(server, jan, refs, { parts: 2, deadlineDays: 3 });
    const published = await stats();
    expect(published.totals.announcements).toBe(before.totals.announcements + 1);
    expect(published.totals.short_period).toBe(before.totals.short_period + 1);
    expect(published.totals.resolved).toBe(before.totals.resolved);

    // One bidder offers for both parts; before the settlement nothing of the offer counts.
    const bidder = await signIn(server, 'bidder');
    const offer = await call(server, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
      token: bidder,
      body: offerBody(a.id, a.partIds, [['1000,00'], ['2000,00']]),
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    const set = offer.body.data.offer_set as {
      id: number;
      offers: { part_id: number; variants: { id: number }[] }[];
    };
    expect((await stats()).totals).toEqual(published.totals);

    server.clock.advance(4 * 86_400_000);
    const author = await signIn(server, 'advertiser');
    const variant = (part: number) => set.offers.find((o) => o.part_id === part)?.variants[0]?.id;
    const resolved = await call(server, 'POST', `/api/announcements/${a.id}/resolve`, {
      token: author,
      body: {
        parts: a.partIds.map((part) => ({
          id: part,
          chosen_variant: { offer_set_id: set.id, variant_id: variant(part) },
          offers: [{ id: set.id, is_refused: false }],
        })),
        comment: 'Wpłynęła jedna oferta.',
      },
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    const after = await stats();
    expect(after.totals.announcements).toBe(published.totals.announcements);
    expect(after.totals.resolved).toBe(before.totals.resolved + 1);
    expect(after.totals.single_offer).toBe(before.totals.single_offer + 1);
    expect(after.totals.parts).toBe(before.totals.parts + 2);
    expect(after.totals.offers).toBe(before.totals.offers + 2);
    expect(after.totals.single_offer_rate).toBeCloseTo(after.totals.single_offer / after.totals.resolved, 4);

    // Every breakdown adds up to the totals; every voivodeship is listed (the map shows them all).
    const sum = (rows: { announcements: number }[]) => rows.reduce((s, r) => s + r.announcements, 0);
    expect(sum(after.months)).toBe(after.totals.announcements);
    expect(sum(after.voivodeships)).toBe(after.totals.announcements);
    expect(sum(after.divisions)).toBe(after.totals.announcements);
    expect(sum(after.programmes)).toBe(after.totals.announcements);
    expect(after.voivodeships.filter((v) => v.code !== '')).toHaveLength(16);
    expect(after.voivodeships.find((v) => v.code === '14')?.name).toBe('mazowieckie');

    // The filters: a programme, a division, a period.
    const programme = after.programmes.find((p) => p.code !== '');
    expect(programme).toBeDefined();
    const byProgramme = await stats(`?program=${programme?.code}`);
    expect(byProgramme.totals.announcements).toBe(programme?.announcements);
    expect(byProgramme.filters.program).toBe(programme?.code);
    const division = after.divisions[0];
    expect((await stats(`?cpv=${division?.code}`)).totals.announcements).toBe(division?.announcements);
    const month = after.months.at(-1)?.month as string;
    const lastMonth = await stats(`?od=${month}&do=${month}`);
    expect(lastMonth.months).toEqual([{ month, announcements: after.months.at(-1)?.announcements }]);
    expect(lastMonth.totals.announcements).toBe(after.months.at(-1)?.announcements);
  });

  it('keeps the cube equal to a count made from scratch (the backfill job gives the same figures)', async () => {
    const kept = await stats();
    const db = server.database.db;
    await sql`delete from statistics_facts`.execute(db);
    await sql`delete from statistics_cells`.execute(db);
    await sql`insert into jobs (queue, key, payload, run_at, created_at)
      values ('statistics.backfill', 'again', '{}'::jsonb, now() - interval '1 day', now())`.execute(db);
    await server.background.settle();
    const rebuilt = await stats();
    expect({ ...rebuilt, as_of: '' }).toEqual({ ...kept, as_of: '' });
  });

  it('answers from its copy of the cube: one query while nothing changed, two after a change (the CI guard of the figure)', async () => {
    await stats();
    const counter = countingDb(server.database.db);
    const deps = { db: counter.db, clock: server.clock };
    await statistics(deps, {});
    counter.take();
    // Filters never asked before: summed in memory, after reading the version alone.
    await statistics(deps, { cpv: '45', od: '2020-01' });
    await statistics(deps, { od: '2021-02', do: '2030-12' });
    expect(counter.take()).toBe(2);

    const jan = await signIn(server, 'advertiser');
    await publishedAnnouncement(server, jan, refs, { parts: 1, deadlineDays: 10 });
    await server.background.settle();
    counter.take();
    const changed = await statistics(deps, {});
    // The version, then the cells changed since.
    expect(counter.take()).toBe(2);
    expect(changed.totals.announcements).toBe((await stats()).totals.announcements);
  });

  it('gives each breakdown as CSV, refuses bad filters in Polish and is cacheable', async () => {
    await server.background.settle();
    const csv = await fetch(`${server.baseUrl}/api/statistics/wojewodztwa.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('statystyki-wojewodztwa.csv');
    const text = await csv.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Kod TERYT,Nazwa,Ogłoszenia,Rozstrzygnięte,Z jedną ofertą,Odsetek z jedną ofertą (%),Części rozstrzygniętych,Oferty,Średnia liczba ofert na część,Z terminem krótszym niż minimalny,Odsetek z terminem krótszym niż minimalny (%)',
    );
    expect(lines.some((l) => l.startsWith('14,mazowieckie,'))).toBe(true);
    expect((await fetch(`${server.baseUrl}/api/statistics/miesiace.csv`)).status).toBe(200);
    // Issue 44 item 18: the same figures for a Polish spreadsheet (semicolons, decimal commas, a BOM).
    const polish = await fetch(`${server.baseUrl}/api/statistics/wojewodztwa.csv?format=pl`);
    expect(polish.headers.get('content-disposition')).toContain('statystyki-wojewodztwa-arkusz.csv');
    const bytes = Buffer.from(await polish.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const polishLines = bytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(polishLines[0]).toBe((lines[0] as string).replaceAll(',', ';'));
    expect(polishLines).toHaveLength(lines.length);
    // Row by row the same cells, each number with a decimal comma.
    const cells = (line: string, separator: string) => line.split(separator);
    for (const [i, line] of lines.entries())
      expect(cells(polishLines[i] as string, ';')).toEqual(
        cells(line, ',').map((c) => (/^\d+\.\d+$/.test(c) ? c.replace('.', ',') : c)),
      );
    expect(
      (await fetch(`${server.baseUrl}/api/statistics/wojewodztwa.csv?format=plain`)).headers.get(
        'content-disposition',
      ),
    ).toContain('statystyki-wojewodztwa.csv');
    const unknownForm = await call(server, 'GET', '/api/statistics/miesiace.csv?format=xls');
    expect(unknownForm.status).toBe(422);
    expect(JSON.stringify(unknownForm.body)).toContain(
      'Podaj format pliku: pl (arkusz kalkulacyjny) albo plain (programy).',
    );
    expect((await call(server, 'GET', '/api/statistics/nieznane.csv')).status).toBe(404);

    for (const [query, message] of [
      ['?od=2026-13', 'Podaj miesiąc w formacie RRRR-MM, np. 2026-01.'],
      ['?od=2026-05&do=2026-01', 'Miesiąc „do” nie może być wcześniejszy niż miesiąc „od”.'],
      ['?cpv=4', 'Podaj dział CPV: dwie pierwsze cyfry kodu, np. 45.'],
      ['?program=%00', 'To pole zawiera niedozwolony znak.'],
      ['?program=a%20b', 'Podaj kod programu, np. FENG.'],
      [`?program=${'x'.repeat(5000)}`, null],
    ] as const) {
      const refused = await call(server, 'GET', `/api/statistics${query}`);
      expect(refused.status, query).toBe(422);
      if (message) expect(JSON.stringify(refused.body), query).toContain(message);
    }

    const first = await fetch(`${server.baseUrl}/api/statistics`);
    // Open data: a page of another site may read it (issue 44 item 14), errors included.
    for (const answer of [first, csv, await fetch(`${server.baseUrl}/api/statistics?cpv=4`)]) {
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(etag).toBeTruthy();
    expect(
      (await fetch(`${server.baseUrl}/api/statistics`, { headers: { 'if-none-match': etag ?? '' } })).status,
    ).toBe(304);
  });
});
