import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineIn, item, part, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, signIn, signInAs } from '../../../test/api-client.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let refs: Refs;
/** The demo people's session tokens. */
let jan: string, piotr: string;

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  ({ jan, piotr } = await signInAs(server, 'jan', 'piotr'));
});
afterAll(() => server.close());

/** A published announcement of Jan with a title and one item description. */
async function publish(
  title: string,
  description = 'Opis przedmiotu zamówienia.',
  overrides: Record<string, unknown> = {},
) {
  const content = validContent(refs, {
    title,
    parts: [part(refs, 'p1', { title: null, order_items: [item(refs, { description })] })],
    ...overrides,
  });
  const created = await call(server, 'POST', '/api/announcements', {
    token: jan,
    body: { announcement: content },
  });
  const id = created.body.data.id;
  const answer = await call(server, 'POST', `/api/announcements/${id}/publish`, {
    token: jan,
    body: { id, publication_date: null, submission_deadline: deadlineIn(server.clock.now(), 10) },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return id;
}

async function search(query: string, token: string | null = null) {
  const answer = await call(server, 'GET', `/api/search/announcements?${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}
const ids = (data: { advertisements: { id: number }[] }) => data.advertisements.map((a) => a.id);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('Polish inflection and diacritics', () => {
  it('matches other forms of the words of a query', async () => {
    const works = await publish('Wykonanie robót budowlanych w remizie');
    const computers = await publish('Dostawy komputera przenośnego dla sołectwa');
    const training = await publish('Organizacja szkoleń dla pracownika urzędu');
    const turtle = await publish('Ochrona siedlisk, w których żyje żółw błotny');
    expect(ids(await search(q('roboty budowlane')))).toContain(works);
    expect(ids(await search(q('dostawa komputerów')))).toContain(computers);
    expect(ids(await search(q('szkolenie pracowników')))).toContain(training);
    expect(ids(await search(q('zolw')))).toContain(turtle);
    expect(ids(await search(q('ŻÓŁWIE')))).toContain(turtle);
    expect(ids(await search(q('remizy sołectwo')))).toEqual(expect.arrayContaining([works, computers]));
  });

  it('puts title matches above body matches and all words above some', async () => {
    const inBody = await publish('Zakup wyposażenia', 'Dostawa aparatury kwarcowej do pracowni.');
    const inTitle = await publish('Aparatura kwarcowa dla pracowni', 'Opis.');
    const someWords = await publish('Aparatura do pomiarów', 'Opis.');
    const data = await search(q('aparatura kwarcowa'));
    expect(ids(data).slice(0, 3)).toEqual([inTitle, inBody, someWords]);
    expect(data.advertisements[0].title).toEqual([
      { text: 'Aparatura', match: true },
      { text: ' ', match: false },
      { text: 'kwarcowa', match: true },
      { text: ' dla pracowni', match: false },
    ]);
    expect(
      data.advertisements[1].excerpt
        .filter((s: { match: boolean }) => s.match)
        .map((s: { text: string }) => s.text),
    ).toEqual(['aparatury', 'kwarcowej']);
  });

  it('finds an announcement by its CPV code and by its number', async () => {
    const id = await publish('Zakup laptopów dla biblioteki wiejskiej');
    const row = await server.database.db
      .selectFrom('announcements')
      .select('number')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(ids(await search(q(row.number as string)))).toEqual([id]);
    expect(ids(await search(`${q('30213100-6')}&limit=50`))).toContain(id);
  });
});

describe('what is searched', () => {
  it('never shows drafts, scheduled or locked announcements, nor counts them', async () => {
    const visible = await publish('Żyrafa dla ogrodu zoologicznego');
    const draft = await call(server, 'POST', '/api/announcements', {
      token: jan,
      body: { announcement: validContent(refs, { title: 'Żyrafa w wersji roboczej' }) },
    });
    const scheduled = await call(server, 'POST', '/api/announcements', {
      token: jan,
      body: { announcement: validContent(refs, { title: 'Żyrafa zaplanowana' }) },
    });
    await call(server, 'POST', `/api/announcements/${scheduled.body.data.id}/publish`, {
      token: jan,
      body: {
        id: scheduled.body.data.id,
        publication_date: deadlineIn(server.clock.now(), 2).slice(0, 10),
        submission_deadline: deadlineIn(server.clock.now(), 12),
      },
    });
    const locked = await publish('Żyrafa zablokowana');
    const admin = await signIn(server, 'admin');
    await call(server, 'PUT', `/api/admin/announcements/${locked}/lock`, { token: admin });
    for (const token of [null, piotr, jan, admin]) {
      const data = await search(q('żyrafa'), token);
      expect(ids(data)).toEqual([visible]);
      expect(data.meta.total).toBe(1);
    }
    expect(draft.status).toBe(200);
    // Status filters cannot reach hidden ones either.
    expect((await call(server, 'GET', '/api/search/announcements?status=LOCKED')).status).toBe(422);
    // An impossible date is refused with the Polish message, not a server error.
    const badDate = await call(
      server,
      'GET',
      '/api/search/announcements?publicationDateRange[from]=2026-13-45',
    );
    expect(badDate.status).toBe(422);
    expect(JSON.stringify(badDate.body.errors)).toContain('Wpisz poprawną datę.');
    // Cancelling changes the status the search sees, at once.
    await call(server, 'POST', `/api/announcements/${visible}/cancel`, { token: jan });
    expect(ids(await search(`${q('żyrafa')}&status=PUBLISHED`))).toEqual([]);
    expect(ids(await search(`${q('żyrafa')}&status[0]=CANCELLED`))).toEqual([visible]);
  });

  it('pages through a result set returning every match exactly once', async () => {
    const created: number[] = [];
    for (let i = 0; i < 23; i++)
      created.push(await publish(`Kalibracja wagi numer ${i}`, i % 2 ? 'Kalibracja urządzeń.' : 'Opis.'));
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++)
      seen.push(...ids(await search(`${q('kalibracja')}&limit=10&page=${page}`)));
    expect(seen).toHaveLength(23);
    expect(new Set(seen)).toEqual(new Set(created));
    for (const sort of ['publicationDate', 'submissionDeadline']) {
      const sorted: number[] = [];
      for (let page = 1; page <= 3; page++)
        sorted.push(...ids(await search(`${q('kalibracja')}&limit=10&page=${page}&sort=${sort}`)));
      expect(new Set(sorted)).toEqual(new Set(created));
    }
    const data = await search(q('kalibracja'));
    expect(data.meta).toMatchObject({ total: 23, approximate: false, last_page: 2 });
  });

  it('counts exactly without words, so the pager reaches the last page', async () => {
    const all = await search('status=PUBLISHED,CLOSED,CANCELLED,RESOLVED&limit=10');
    const counted = await server.database.db
      .selectFrom('announcement_search')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED'])
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBeGreaterThan(20);
    expect(all.meta).toMatchObject({
      total: Number(counted.n),
      approximate: false,
      last_page: Math.ceil(Number(counted.n) / 10),
    });
  });

  it('ignores prepositions and one-letter words unless the query has nothing else', async () => {
    const zoo = await publish('Karma dla zwierząt w zoo miejskim');
    const other = await publish('Remont dachu w szkole podstawowej');
    const found = ids(await search(q('karma w zoo')));
    expect(found).toContain(zoo);
    expect(found).not.toContain(other);
    expect(ids(await search(`${q('w')}&limit=50`))).toEqual(expect.arrayContaining([zoo, other]));
  });
});

describe('filters', () => {
  it('filters by every criterion of the dialog', async () => {
    const worksCpv = await server.database.db
      .selectFrom('cpv_codes')
      .select(['id', 'code', 'name'])
      .where('code', '=', '45000000-7')
      .executeTakeFirstOrThrow();
    const works = await publish('Filtr: remont świetlicy', 'Roboty.', {
      parts: [
        part(refs, 'p1', {
          title: null,
          order_items: [
            item(refs, {
              category_id: refs.worksCategoryId,
              subcategory_id: refs.worksSubcategoryId,
              cpv_codes: [worksCpv],
            }),
          ],
        }),
      ],
    });
    const computers = await publish('Filtr: laptopy dla szkoły');
    const one = (query: string) => search(`${q('filtr')}&${query}`);
    expect(ids(await one('category=Roboty%20budowlane'))).toEqual([works]);
    expect(
      ids(
        await one(
          `subcategory=${encodeURIComponent('Urządzenia komputerowe, sprzęt i materiały biurowe z wyjątkiem mebli i pakietów oprogramowania')}`,
        ),
      ),
    ).not.toContain(works);
    expect(ids(await one('cpvItem[0]=30213100-6'))).toEqual([computers]);
    expect(ids(await one('fulfillmentPlaces[0]=12'))).toEqual(expect.arrayContaining([works, computers]));
    expect(ids(await one('fulfillmentPlaces[0]=02'))).toEqual([]);
    expect(ids(await one('programme[0]=feng'))).toEqual(expect.arrayContaining([works, computers]));
    expect(ids(await one('programme[0]=POIR'))).toEqual([]);
    expect(ids(await one(`title=${encodeURIComponent('świetlicy')}`))).toEqual([works]);
    expect(ids(await one(`advertiserName=${encodeURIComponent('gmina wisniowa')}`))).toEqual(
      expect.arrayContaining([works, computers]),
    );
    const subject = await call(server, 'GET', '/api/users/0', { token: jan });
    const nip = subject.body.data.user.economic_subject.identification_number;
    expect(ids(await one(`advertiserIdentificationNumber=${nip}`))).toHaveLength(2);
    expect(ids(await one('advertiserIdentificationNumber=0000000000'))).toEqual([]);
    const today = deadlineIn(server.clock.now(), 0).slice(0, 10);
    expect(ids(await one(`publicationDateRange[from]=${today}`))).toHaveLength(2);
    expect(ids(await one(`submissionDeadlineRange[to]=${today}`))).toEqual([]);
    const bad = await call(
      server,
      'GET',
      `/api/search/announcements?publicationDateRange[from]=2026-12-10&publicationDateRange[to]=2026-12-01`,
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.errors)).toContain('Data „do” nie może być wcześniejsza niż data „od”.');
    expect((await call(server, 'GET', `/api/search/announcements?q=${'x'.repeat(251)}`)).status).toBe(422);
  });

  it('marks own announcements and favourites', async () => {
    const id = await publish('Oznaczenia: kontenery na odpady');
    await call(server, 'POST', `/api/favorite-announcements/${id}`, { token: piotr });
    const forPiotr = await search(q('kontenery'), piotr);
    expect(forPiotr.advertisements.find((a: { id: number }) => a.id === id)).toMatchObject({
      is_mine: false,
      favorite: true,
    });
    const forJan = await search(q('kontenery'), jan);
    expect(forJan.advertisements.find((a: { id: number }) => a.id === id)).toMatchObject({
      is_mine: true,
      favorite: false,
    });
  });
});
