import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { verifyTreeHead } from '@bk/contracts/audit/transparency/sth';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAndPublish,
  item,
  part,
  type Refs,
  validContent,
} from '../../../test/announcement-fixtures.ts';
import { type CallResult, call, signIn, signInAll } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import { countingDb } from '../../../test/query-counter.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';
import { BULK_PATH, bulkLines, releasePackage } from './open-data.service.ts';

/**
 * Issue 36: the OCDS releases of an announcement's whole life (published, changed, closed, resolved;
 * another cancelled), each package validated against the official OCDS 1.1.5 schemas (committed under
 * test/data with their source), and the rules of the public endpoints.
 */
const schemas = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/data/ocds-1.1.5');
const load = (name: string) => JSON.parse(fs.readFileSync(path.join(schemas, name), 'utf8'));
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(load('release-schema.json'));
ajv.addSchema(load('versioned-release-validation-schema.json'));
const validRelease = ajv.compile(load('release-package-schema.json'));
const validRecord = ajv.compile(load('record-package-schema.json'));

function expectValid(validate: typeof validRelease, body: unknown) {
  const ok = validate(body);
  expect(ok, JSON.stringify(validate.errors?.slice(0, 5), null, 1)).toBe(true);
}

/**
 * Issue 44 item 14: no release has `links` (undeclared in 1.1) nor an empty array, but for the empty
 * `additionalClassifications` by which a newer version removes an item's last additional codes.
 */
function expectPublishable(release: Record<string, unknown>) {
  expect(release).not.toHaveProperty('links');
  const empties: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      if (value.length === 0 && !path.endsWith('.additionalClassifications')) empties.push(path);
      for (const [i, v] of value.entries()) walk(v, `${path}.${i}`);
    } else if (typeof value === 'object' && value !== null)
      for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
  };
  walk(release, '');
  expect(empties).toEqual([]);
}

let server: TestServer;
let refs: Refs;
let id: number;
let cancelledId: number;
let partIds: number[];
const prices = { piotrWins: '90000,00', piotrOther: '95500,00', agnieszkaLoses: '88888,88' };

async function releases(query = '') {
  await server.background.settle();
  const answer = await call(server, 'GET', `/api/ocds/releases${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expectValid(validRelease, answer.body);
  return answer.body as {
    releases: { ocid: string; id: string; tag: string[]; [k: string]: unknown }[];
    links?: { next?: string };
  };
}

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  const jan = await signIn(server, 'advertiser');
  const a = await publishedAnnouncement(server, jan, refs, { parts: 2, deadlineDays: 3 });
  id = a.id;
  partIds = a.partIds;
  // A new version: the estimated value of each part.
  const content = (await call(server, 'GET', `/api/announcements/${id}/compact`, { token: jan })).body.data
    .version.content;
  const edited = {
    ...content,
    title_en: 'Hospital beds',
    summary_en: 'Supply of hospital beds in two parts.',
    parts: content.parts.map((p: { id: number }) => ({
      ...p,
      temporary_id: String(p.id),
      estimated_value: '120000,00',
    })),
  };
  const changed = await call(server, 'PUT', `/api/announcements/${id}?mode=publish`, {
    token: jan,
    body: { announcement: edited },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  cancelledId = await createAndPublish(server, jan, validContent(refs), 5);
  expect(
    (await call(server, 'POST', `/api/announcements/${cancelledId}/cancel`, { token: jan })).status,
  ).toBe(200);
  const submit = async (role: 'bidder' | 'bidder2', offer: string[][]) => {
    const token = await signIn(server, role);
    const r = await call(server, 'PUT', `/api/offerset/announcement/${id}/submit`, {
      token,
      body: offerBody(id, partIds, offer),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data.offer_set as { id: number; offers: { part_id: number; variants: { id: number }[] }[] };
  };
  const piotr = await submit('bidder', [[prices.piotrWins, prices.piotrOther], ['1000,00']]);
  const agnieszka = await submit('bidder2', [[prices.agnieszkaLoses], ['2000,00']]);
  // Before the deadline the releases carry nothing of any offer.
  const sealed = JSON.stringify(await releases());
  for (const price of Object.values(prices)) {
    expect(sealed).not.toContain(price);
    expect(sealed).not.toContain(price.replace(',', '.'));
  }
  expect(sealed).not.toContain('Zieliński');
  // The deadline passes; the author settles: part 1 to Piotr's first variant, part 2 without a choice.
  server.clock.advance(4 * 86_400_000);
  const { author } = await signInAll(server, { author: 'advertiser' });
  const variant = piotr.offers.find((o) => o.part_id === partIds[0])?.variants[0]?.id;
  const resolved = await call(server, 'POST', `/api/announcements/${id}/resolve`, {
    token: author,
    body: {
      parts: [
        {
          id: partIds[0],
          chosen_variant: { offer_set_id: piotr.id, variant_id: variant },
          offers: [
            { id: piotr.id, is_refused: false },
            { id: agnieszka.id, is_refused: false },
          ],
        },
        {
          id: partIds[1],
          no_offer_chosen: true,
          offers: [
            { id: piotr.id, is_refused: false },
            { id: agnieszka.id, is_refused: false },
          ],
        },
      ],
      comment: 'Wybrano najkorzystniejszą ofertę.',
    },
  });
  expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
});
afterAll(async () => {
  server.clock.reset();
  await server.close();
});

describe('OCDS releases (issue 36)', () => {
  it('publishes a valid release for each published version, the cancellation and the settlement, newest first', async () => {
    const body = await releases();
    const mine = body.releases.filter((r) => r.ocid.endsWith(`-${String(id).padStart(5, '0')}`));
    expect(mine.map((r) => r.tag[0])).toEqual(['award', 'tenderUpdate', 'tender']);
    const cancelled = body.releases.filter((r) =>
      r.ocid.endsWith(`-${String(cancelledId).padStart(5, '0')}`),
    );
    expect(cancelled.map((r) => r.tag[0])).toEqual(['tenderCancellation', 'tender']);
    for (const release of body.releases) expect(release.ocid).toMatch(/^ocds-xxxxxx-\d{4}-\d{5}-\d{5}$/);
    // The schema check is a real one: a release without its ocid, or with an unknown tender status, fails it.
    const [one] = body.releases;
    const { ocid: _ocid, ...withoutOcid } = one as Record<string, unknown>;
    expect(validRelease({ ...body, releases: [withoutOcid] })).toBe(false);
    expect(validRelease({ ...body, releases: [{ ...one, tender: { id: '1', status: 'otwarte' } }] })).toBe(
      false,
    );
    const award = mine[0] as unknown as {
      awards: {
        status: string;
        value?: { amount: number; currency: string };
        suppliers: { name: string }[];
      }[];
      tender: { numberOfTenderers: number; status: string };
      parties: { roles: string[]; name: string; identifier?: { scheme: string; id: string } }[];
    };
    expect(award.tender).toMatchObject({ status: 'complete', numberOfTenderers: 2 });
    expect(award.awards.map((a) => a.status)).toEqual(['active', 'unsuccessful']);
    // Issue 44 item 14: each lot follows its award, and the cancellation cancels every lot.
    expect((award.tender as unknown as { lots: { status: string }[] }).lots.map((l) => l.status)).toEqual([
      'complete',
      'unsuccessful',
    ]);
    expect((cancelled[0] as unknown as { tender: { lots: { status: string }[] } }).tender.lots).toEqual([
      { id: expect.any(String), status: 'cancelled' },
    ]);
    for (const release of body.releases) expectPublishable(release);
    expect(award.awards[0]?.value).toEqual({ amount: 90000, currency: 'PLN' });
    // The winner is a party; the losing offer and the other variant are not published.
    const suppliers = award.parties.filter((p) => p.roles.includes('supplier'));
    expect(suppliers).toHaveLength(1);
    const text = JSON.stringify(body);
    expect(text).not.toContain('88888.88');
    expect(text).not.toContain('95500');
    // The advertiser is the buyer, with the NIP the announcement shows.
    const buyer = award.parties.find((p) => p.roles.includes('buyer'));
    expect(buyer?.identifier?.scheme).toBe('PL-NIP');
    const tender = mine[2] as unknown as {
      tender: { lots: unknown[]; items: unknown[]; tenderPeriod: { endDate: string } };
    };
    expect(tender.tender.lots).toHaveLength(2);
    expect(tender.tender.tenderPeriod.endDate).toMatch(/Z$/);
    // Issue 51: the English title and summary of the new version are the tender's English translations
    // (OCDS's `field_en`), absent from the first version, which had none.
    expect(tender.tender).not.toHaveProperty('title_en');
    expect((mine[1] as unknown as { tender: Record<string, unknown> }).tender).toMatchObject({
      title_en: 'Hospital beds',
      description_en: 'Supply of hospital beds in two parts.',
    });
  });

  it('compiles an announcement’s record from its whole life, valid against the record package schema', async () => {
    const body = await releases();
    const ocid = body.releases.find((r) => r.tag[0] === 'award')?.ocid as string;
    const answer = await call(server, 'GET', `/api/ocds/records/${ocid}`);
    expect(answer.status).toBe(200);
    expectValid(validRecord, answer.body);
    const [record] = answer.body.records;
    expect(record.releases.map((r: { tag: string[] }) => r.tag[0])).toEqual([
      'tender',
      'tenderUpdate',
      'award',
    ]);
    const compiled = record.compiledRelease;
    expect(compiled.tag).toEqual(['compiled']);
    expect(compiled.tender.status).toBe('complete');
    expect(compiled.tender.lots.map((l: { value: { amount: number } }) => l.value.amount)).toEqual([
      120000, 120000,
    ]);
    expect(compiled.tender.value).toEqual({ amount: 240000, currency: 'PLN' });
    expect(compiled.awards).toHaveLength(2);
    expect(compiled.tender.title).toBeTruthy();
    expect(compiled.tender.lots.map((l: { status: string }) => l.status)).toEqual([
      'complete',
      'unsuccessful',
    ]);
    expectPublishable(compiled);
    expect((await call(server, 'GET', '/api/ocds/records/ocds-xxxxxx-2026-99999-99999')).status).toBe(404);
    const bad = await call(server, 'GET', '/api/ocds/records/ocds%20drop');
    expect([404, 422]).toContain(bad.status);
  });

  it('compiles by the merge rules: a newer version that drops a code drops it from the record (issue 44 item 14)', async () => {
    const jan = await signIn(server, 'advertiser');
    const second = await server.database.db
      .selectFrom('cpv_codes')
      .select(['id', 'code', 'name'])
      .where('code', '=', '30231300-0')
      .executeTakeFirstOrThrow();
    const changing = await createAndPublish(
      server,
      jan,
      validContent(refs, {
        parts: [
          part(refs, 'p1', { title: null, order_items: [item(refs, { cpv_codes: [refs.cpv, second] })] }),
        ],
      }),
      9,
    );
    const content = (await call(server, 'GET', `/api/announcements/${changing}/compact`, { token: jan })).body
      .data.version.content;
    const edited = {
      ...content,
      parts: content.parts.map((p: { id: number; order_items: { id: number }[] }) => ({
        ...p,
        temporary_id: String(p.id),
        order_items: p.order_items.map((i) => ({ ...i, temporary_id: String(i.id), cpv_codes: [refs.cpv] })),
      })),
    };
    const changed = await call(server, 'PUT', `/api/announcements/${changing}?mode=publish`, {
      token: jan,
      body: { announcement: edited },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await server.background.settle();
    const { number } = await server.database.db
      .selectFrom('announcements')
      .select('number')
      .where('id', '=', changing)
      .executeTakeFirstOrThrow();
    const answer = await call(server, 'GET', `/api/ocds/records/ocds-xxxxxx-${number}`);
    expect(answer.status).toBe(200);
    expectValid(validRecord, answer.body);
    const [record] = answer.body.records;
    const [first, update] = record.releases;
    expect(first.tender.items[0].additionalClassifications).toEqual([
      { scheme: 'CPV', id: second.code, description: second.name },
    ]);
    // The update says what is gone; the compiled release no longer has it.
    expect(update.tender.items[0].additionalClassifications).toEqual([]);
    const compiled = record.compiledRelease;
    expect(compiled.tender.items).toEqual([
      {
        id: first.tender.items[0].id,
        description: first.tender.items[0].description,
        classification: { scheme: 'CPV', id: refs.cpv.code, description: refs.cpv.name },
        relatedLot: first.tender.items[0].relatedLot,
      },
    ]);
    expect(compiled.tender.lots).toEqual(first.tender.lots);
    // The announcement's page is the tender's notice.
    expect(compiled.tender.documents).toContainEqual(
      expect.objectContaining({
        documentType: 'tenderNotice',
        url: `${server.baseUrl}/ogloszenia/${changing}`,
      }),
    );
  });

  it('gives the demo data’s cancelled and settled announcements their releases, dated when they happened (issue 44 item 14)', async () => {
    await server.background.settle();
    const rows = await server.database.db
      .selectFrom('announcements')
      .select(['id', 'number', 'status', 'status_changed_at', 'first_published_at'])
      .where('status', 'in', ['CANCELLED', 'RESOLVED'])
      .where('id', 'not in', [id, cancelledId])
      .execute();
    expect(rows.filter((r) => r.status === 'CANCELLED').length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.status === 'RESOLVED').length).toBeGreaterThan(0);
    for (const row of rows) {
      const answer = await call(server, 'GET', `/api/ocds/records/ocds-xxxxxx-${row.number}`);
      expect(answer.status).toBe(200);
      expectValid(validRecord, answer.body);
      const [record] = answer.body.records;
      const last = record.releases.at(-1);
      const changedAt = new Date(row.status_changed_at as Date).toISOString();
      // Dated when it happened, days before now, after its publication.
      expect(last.date).toBe(changedAt);
      expect(new Date(changedAt).getTime()).toBeLessThan(server.clock.now().getTime() - 86_400_000);
      expect(changedAt > new Date(row.first_published_at as Date).toISOString()).toBe(true);
      const compiled = record.compiledRelease;
      if (row.status === 'CANCELLED') {
        expect(last.tag).toEqual(['tenderCancellation']);
        expect(compiled.tender.status).toBe('cancelled');
        for (const lot of compiled.tender.lots) expect(lot.status).toBe('cancelled');
      } else {
        // Settled without an offer chosen: nothing awarded.
        expect(last.tag).toEqual(['award']);
        expect(compiled.tender.status).toBe('unsuccessful');
        expect(compiled.tender.numberOfTenderers).toBe(0);
        for (const lot of compiled.tender.lots) expect(lot.status).toBe('unsuccessful');
        for (const award of compiled.awards) {
          expect(award.status).toBe('unsuccessful');
          expect(award).not.toHaveProperty('suppliers');
        }
      }
    }
  });

  it('may be read by another site’s page: open data GETs only, never the signed-in API (issue 44 item 14)', async () => {
    await server.background.settle();
    const ocid = (await releases()).releases[0]?.ocid as string;
    for (const path of [
      '/api/ocds/releases?limit=1',
      `/api/ocds/records/${ocid}`,
      '/api/ocds/records/ocds-xxxxxx-2026-99999-99999',
      '/api/ocds/releases?limit=0',
      '/api/feeds/search.atom?q=komputer',
      `/api/announcements/${cancelledId}/deadline.ics`,
    ]) {
      const answer = await fetch(`${server.baseUrl}${path}`, { headers: { origin: 'https://example.org' } });
      expect(answer.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(answer.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
    }
    // The publisher is named by an absolute URI (the packages' description said it had none).
    const { publisher } = (await call(server, 'GET', '/api/ocds/releases?limit=1')).body;
    expect(new URL(publisher.uri).href).toBe(`${server.baseUrl}/`);
    // The signed-in API and the private feeds keep the same-origin policy and allow no other origin.
    const token = await signIn(server, 'bidder');
    const mine = await call(server, 'POST', '/api/feeds/calendar', { token });
    for (const answer of [
      await fetch(`${server.baseUrl}/api/user`, {
        headers: { 'x-auth-token': token, origin: 'https://example.org' },
      }),
      await fetch(`${server.baseUrl}/api/announcements/${id}`, { headers: { 'x-auth-token': token } }),
      await fetch(mine.body.data.url as string),
    ]) {
      expect(answer.headers.get('access-control-allow-origin'), answer.url).toBeNull();
      expect(answer.headers.get('cross-origin-resource-policy'), answer.url).toBe('same-origin');
    }
  });

  it('pages by a stable cursor and filters by a moment; refuses bad input in Polish', async () => {
    const all = (await releases('?limit=500')).releases.map((r) => r.id);
    const seen: string[] = [];
    let next: string | undefined = '/api/ocds/releases?limit=2';
    while (next) {
      const answer: CallResult = await call(server, 'GET', next.replace(/^https?:\/\/[^/]+/, ''));
      expectValid(validRelease, answer.body);
      seen.push(...answer.body.releases.map((r: { id: string }) => r.id));
      next = answer.body.links?.next;
    }
    expect(seen).toEqual(all);
    const future = await call(
      server,
      'GET',
      `/api/ocds/releases?since=${encodeURIComponent('2099-01-01T00:00:00Z')}`,
    );
    expect(future.status).toBe(200);
    expect(future.body.releases).toEqual([]);
    for (const query of [
      'since=wczoraj',
      'limit=0',
      'limit=501',
      'cursor=abc',
      'cursor=-1',
      'since=2026-13-45',
    ]) {
      const refused = await call(server, 'GET', `/api/ocds/releases?${query}`);
      expect(refused.status, query).toBe(422);
      expect(refused.body.status).toBe('Error');
    }
  });

  it('is cacheable: an ETag answered 304, Cache-Control public', async () => {
    await server.background.settle();
    const first = await fetch(`${server.baseUrl}/api/ocds/releases`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${server.baseUrl}/api/ocds/releases`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('writes the bulk file: a release package of every release before today, with an ETag answered 304', async () => {
    const before = await fetch(`${server.baseUrl}${BULK_PATH}`);
    expect(before.status).toBe(200);
    server.clock.advance(86_400_000);
    const answer = await fetch(`${server.baseUrl}${BULK_PATH}`);
    expect(answer.headers.get('content-type')).toBe('application/gzip');
    const bulk = JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8'));
    expectValid(validRelease, bulk);
    expect(bulk.uri).toBe(`${server.baseUrl}${BULK_PATH}`);
    expect(bulk.publisher).toEqual({ name: 'Baza Konkurencyjności', uri: server.baseUrl });
    expect(bulk.license).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(bulk.publicationPolicy).toBe(`${server.baseUrl}/otwarte-dane`);
    expect(bulk.extensions).toHaveLength(1);
    expect(new Date(bulk.publishedDate).getTime()).toBeLessThanOrEqual(server.clock.now().getTime());
    // The event log's head signed last before the day, with its key: one more copy kept by others.
    const treeHead = bulk.bk_eventLogTreeHead;
    expect(Date.parse(treeHead.timestamp)).toBeLessThan(Date.parse(bulk.publishedDate));
    expect(await verifyTreeHead(treeHead, { [treeHead.key_id]: bulk.bk_eventLogPublicKey })).toBe(true);
    const tags = bulk.releases.map((r: { tag: string[] }) => r.tag[0]);
    for (const tag of ['tender', 'tenderUpdate', 'tenderCancellation', 'award']) expect(tags).toContain(tag);
    const etag = answer.headers.get('etag') as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await fetch(`${server.baseUrl}${BULK_PATH}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // The address of the JSON Lines file before issue 44 leads to it.
    const moved = await fetch(`${server.baseUrl}/api/ocds/bulk.jsonl.gz`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(BULK_PATH);
  });

  it('makes a page of the feed in one query and the bulk file in one a batch (the CI guard of the figures)', async () => {
    await server.background.settle();
    const counter = countingDb(server.database.db);
    const deps = { db: counter.db, clock: server.clock };
    counter.take();
    for (const query of [{}, { limit: 2 }, { limit: 2, cursor: 1_000_000 }, { since: new Date(0) }]) {
      await releasePackage(deps, query);
      expect(counter.take(), JSON.stringify(query)).toBe(1);
    }
    const until = new Date(server.clock.now().getTime() + 86_400_000);
    let lines = 0;
    for await (const chunk of bulkLines(deps, until, 2)) lines += chunk.split('\n').length - 1;
    expect(lines).toBeGreaterThan(2);
    // A batch of 2 a query, and one more that finds the end.
    expect(counter.take()).toBe(Math.floor(lines / 2) + 1);
  });

  it('limits each address with a Polish 429 and Retry-After', async () => {
    let answer: Response | undefined;
    // The limit counts in fixed windows: enough calls that a window starting anew midway still fills.
    for (let i = 0; i < 400; i++) {
      answer = await fetch(`${server.baseUrl}/api/ocds/releases?limit=1`);
      if (answer.status === 429) break;
    }
    expect(answer?.status).toBe(429);
    expect(Number(answer?.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await answer?.json();
    expect(body.message).toMatch(/^Zbyt wiele zapytań z tego adresu\. Spróbuj ponownie za \d+ s\.$/);
  });
});
