import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const cpv = (key: string, extra = '') =>
  call(server, 'GET', `/api/dictionaries/cpv?search_key=${encodeURIComponent(key)}${extra}`);
const teryt = (key: string, extra = '') =>
  call(server, 'GET', `/api/dictionaries/teryt?locality_search_key=${encodeURIComponent(key)}${extra}`);

describe('reference data', () => {
  it('holds every row of the shipped files', async () => {
    const db = server.database.db;
    const count = async (table: 'cpv_codes' | 'teryt_localities' | 'teryt_units' | 'countries') =>
      Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('cpv_codes')).toBe(9454);
    expect(await count('teryt_localities')).toBe(102913);
    expect(await count('teryt_units')).toBe(4332);
    expect(await count('countries')).toBe(250);
  });
});

describe('CPV search', () => {
  it('finds 45000000-7 by words, word starts and its code, without diacritics', async () => {
    for (const key of ['roboty budowlane', 'roboty budowl', 'ROBOTY BUDOWLANE', '45000000', '45000000-7']) {
      const { status, body } = await cpv(key);
      expect(status).toBe(200);
      expect(body.data.cpv_codes[0], key).toEqual(expect.objectContaining({ code: '45000000-7' }));
    }
    const folded = await cpv('usługi drukarskie');
    const plain = await cpv('uslugi drukarskie');
    expect(plain.body.data.cpv_codes).toEqual(folded.body.data.cpv_codes);
    expect(plain.body.data.cpv_codes.length).toBeGreaterThan(0);
  });

  it('matches every word of the key and pages with meta.last_page', async () => {
    const { body } = await cpv('roboty');
    expect(body.data.meta.total).toBeGreaterThan(20);
    expect(body.data.cpv_codes).toHaveLength(20);
    expect(body.data.meta.last_page).toBe(Math.ceil(body.data.meta.total / 20));
    const page2 = await cpv('roboty', '&page=2');
    expect(page2.body.data.cpv_codes[0].id).not.toBe(body.data.cpv_codes[0].id);
    for (const code of (await cpv('roboty budowlane')).body.data.cpv_codes) {
      expect(code.name.toLowerCase()).toMatch(/robot/);
    }
  });

  it('ranks names that start with the typed word first, then higher-level codes, exceptions last', async () => {
    const all: { code: string; name: string }[] = [];
    for (let page = 1; ; page++) {
      const { body } = await cpv('komp', `&page=${page}`);
      all.push(...body.data.cpv_codes);
      if (page >= body.data.meta.last_page) break;
    }
    const starts = all.map((c) => /^komp/i.test(c.name));
    // Every name that starts with 'komp' comes before every other name.
    expect(starts.indexOf(false)).toBe(starts.lastIndexOf(true) + 1);
    expect(all[0]).toMatchObject({ code: '72500000-0', name: 'Komputerowe usługi pokrewne' });
    const position = (code: string) => all.findIndex((c) => c.code === code);
    // 'Urządzenia komputerowe' is above a code that names computers only as an exception.
    expect(position('30200000-1')).toBeGreaterThan(-1);
    expect(position('51000000-9')).toBeGreaterThan(position('30200000-1'));
    expect(position('30200000-1')).toBeLessThan(position('30231100-8'));
  });

  it('returns the request id so the client can drop stale answers', async () => {
    const { body } = await cpv('komputer', '&request_id=abc-7');
    expect(body.data.request_id).toBe('abc-7');
  });

  it('refuses an empty key with 422', async () => {
    expect((await cpv('')).status).toBe(422);
  });
});

describe('locality search', () => {
  it('finds Łódź by its folded name, with its voivodeship, poviat and commune', async () => {
    for (const key of ['lodz', 'Łódź']) {
      const { body } = await teryt(key, '&request_id=r1');
      expect(body.data.request_id).toBe('r1');
      expect(body.data.teryt_items[0]).toEqual(
        expect.objectContaining({ locality: 'Łódź', voivodeship: 'łódzkie', kind: 'miasto' }),
      );
    }
  });

  it('pages large answers', async () => {
    const { body } = await teryt('Nowa');
    expect(body.data.meta.last_page).toBeGreaterThan(1);
    expect(body.data.teryt_items).toHaveLength(20);
  });
});

describe('form dictionaries', () => {
  it('answers the dictionaries of the announcement form', async () => {
    const { status, body } = await call(server, 'GET', '/api/dictionaries');
    expect(status).toBe(200);
    const data = body.data;
    expect(data.announcement_status_draft).toEqual({ id: 1, name: 'DRAFT', label: 'Wersja robocza' });
    expect(data.announcement_statuses.map((s: { name: string }) => s.name)).toEqual([
      'DRAFT',
      'PUBLISHED',
      'CLOSED',
      'CANCELLED',
      'RESOLVED',
      'LOCKED',
    ]);
    expect(data.order_item_categories.map((c: { name: string }) => c.name)).toEqual([
      'Dostawy',
      'Usługi',
      'Roboty budowlane',
    ]);
    const counts = data.order_item_categories.map(
      (c: { subcategories: unknown[] }) => c.subcategories.length,
    );
    expect(counts).toEqual([23, 21, 1]);
    expect(data.countries).toHaveLength(246);
    expect(data.countries).toContainEqual({ code: 'PL', name: 'Polska', name_en: 'Poland' });
    expect(data.teryt_data.voivodeships).toHaveLength(16);
    expect(data.participation_condition_types.length).toBeGreaterThan(0);
    expect(data.address_id).not.toBe(data.abroad_id);
  });

  it('answers the search filters', async () => {
    const { body } = await call(server, 'GET', '/api/dictionaries/search-filters');
    expect(Object.keys(body.data).sort()).toEqual([
      'location_id',
      'operation_programme',
      'order_item_categories',
    ]);
    expect(body.data.operation_programme.map((p: { code: string }) => p.code)).toContain('FENG');
    expect(body.data.location_id).toHaveLength(16);
  });
});
