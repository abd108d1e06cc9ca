import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlineIn, item, part, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, signIn } from '../../../test/api-client.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let jan: string;
let refs: Refs;

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  jan = await signIn(server, 'advertiser');
});
afterAll(() => server.close());

const create = (announcement: unknown, token = jan) =>
  call(server, 'POST', '/api/announcements', { token, body: { announcement } });

/** Publishes draft `id` at once, the deadline 10 days ahead. */
const publishNow = (id: number, token = jan) =>
  call(server, 'POST', `/api/announcements/${id}/publish`, {
    token,
    body: { id, publication_date: null, submission_deadline: deadlineIn(server.clock.now(), 10) },
  });

async function publishErrors(content: unknown): Promise<Record<string, string[]>> {
  const created = await create(content);
  expect(created.status).toBe(200);
  const answer = await publishNow(created.body.data.id);
  expect(answer.status).toBe(422);
  expect(answer.body.message).toBe(
    'Ogłoszenie zawiera błędy. Po ich poprawieniu spróbuj opublikować ogłoszenie jeszcze raz.',
  );
  // Saved parts are keyed by their server id (the form's temporary id after reloading); name them
  // by the temporary ids this test gave them, for reading.
  const compact = await call(server, 'GET', `/api/announcements/${created.body.data.id}/compact`, {
    token: jan,
  });
  const sent = (content as { parts: { temporary_id: string }[] }).parts;
  const names = new Map<string, string>(
    compact.body.data.version.content.parts.map((p: { id: number }, i: number) => [
      String(p.id),
      sent[i]?.temporary_id,
    ]),
  );
  return Object.fromEntries(
    Object.entries(answer.body.errors as Record<string, string[]>).map(([path, list]) => [
      path.replace(/^parts\.([^.]+)/, (_, key: string) => `parts.${names.get(key) ?? key}`),
      list,
    ]),
  );
}

describe('saving a draft', () => {
  it('needs only a title, and checks lengths and formats', async () => {
    const minimal = await create({
      title: 'Szkic',
      parts: [{ temporary_id: 'p1', order_items: [], criteria: [] }],
      attachments: [],
    });
    expect(minimal.status).toBe(200);
    const untitled = await create({
      title: '',
      parts: [{ temporary_id: 'p1', order_items: [], criteria: [] }],
      attachments: [],
    });
    expect(untitled.body.errors).toEqual({ title: ['To pole jest wymagane.'] });

    const long = (n: number) => 'x'.repeat(n);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ title: long(1001) }, { title: ['To pole może mieć maksymalnie 1000 znaków.'] }],
      [
        { supplementary_orders: long(6001) },
        { supplementary_orders: ['To pole może mieć maksymalnie 6000 znaków.'] },
      ],
      [
        { contract_change_conditions: long(6001) },
        { contract_change_conditions: ['To pole może mieć maksymalnie 6000 znaków.'] },
      ],
      [
        { parts: [part(refs, 'p1', { title: long(61) })] },
        { 'parts.p1.title': ['To pole może mieć maksymalnie 60 znaków.'] },
      ],
      [
        { parts: [part(refs, 'p1', { criteria: [{ is_price: false, description: long(301) }] })] },
        { 'parts.p1.criteria.0.description': ['To pole może mieć maksymalnie 300 znaków.'] },
      ],
      [
        { parts: [part(refs, 'p1', { order_items: [item(refs, { description: long(10001) })] })] },
        { 'parts.p1.order_items.0.description': ['To pole może mieć maksymalnie 10000 znaków.'] },
      ],
      [
        { parts: [part(refs, 'p1', { order_items: [item(refs, { warranty: long(201) })] })] },
        { 'parts.p1.order_items.0.warranty': ['To pole może mieć maksymalnie 200 znaków.'] },
      ],
      [
        {
          parts: [
            part(refs, 'p1', {
              order_items: [
                item(refs, { stages: [{ start: '2027-02-01', end: '2027-01-01', description: long(4001) }] }),
              ],
            }),
          ],
        },
        {
          'parts.p1.order_items.0.stages.0.description': ['To pole może mieć maksymalnie 4000 znaków.'],
          'parts.p1.order_items.0.stages.0.end': ['Data końca musi być późniejsza niż data początku.'],
        },
      ],
      [
        {
          parts: [
            part(refs, 'p1', {
              order_items: [
                item(refs, {
                  conditions: [
                    { type_id: refs.conditionTypeIds[0], description: long(6001) },
                    { type_id: refs.conditionTypeIds[0], description: 'b' },
                  ],
                }),
              ],
            }),
          ],
        },
        {
          'parts.p1.order_items.0.conditions.0.description': ['To pole może mieć maksymalnie 6000 znaków.'],
          'parts.p1.order_items.0.conditions.1.type_id': [
            'Ten rodzaj warunku udziału został już dodany do tego przedmiotu zamówienia.',
          ],
        },
      ],
      [
        {
          parts: [
            part(refs, 'p1', {
              order_items: [
                item(refs, {
                  places: Array.from({ length: 11 }, () => ({
                    type: 'address',
                    locality_id: refs.localityId,
                  })),
                }),
              ],
            }),
          ],
        },
        { 'parts.p1.order_items.0.places': ['Możesz dodać maksymalnie 10 miejsc realizacji.'] },
      ],
      [
        { attachments: Array.from({ length: 21 }, (_, i) => ({ name: `Załącznik ${i}`, file_id: null })) },
        { attachments: ['Możesz załączyć maksymalnie 20 plików.'] },
      ],
      [
        { attachments: [{ name: long(101), file_id: null }] },
        { 'attachments.0.name': ['To pole może mieć maksymalnie 100 znaków.'] },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const answer = await create(validContent(refs, overrides));
      expect(answer.status, JSON.stringify(errors)).toBe(422);
      expect(answer.body.errors).toEqual(errors);
    }
  });

  it('checks the estimated value in the money format of the spec', async () => {
    const value = async (estimated_value: string) =>
      (await create(validContent(refs, { parts: [part(refs, 'p1', { estimated_value })] }))).body.errors?.[
        'parts.p1.estimated_value'
      ];
    expect(await value('1000000,00')).toBeUndefined();
    expect(await value('1000000')).toEqual(['Wpisz poprawną wartość zgodnie ze wzorem.']);
    expect(await value('1000000.00')).toEqual(['Wpisz poprawną wartość zgodnie ze wzorem.']);
    expect(await value('1,5')).toEqual(['Wpisz poprawną wartość zgodnie ze wzorem.']);
    expect(await value('0,00')).toEqual(['Ta wartość powinna być większa od 0.']);
    expect(await value('999999999999999999999999,99')).toBeUndefined();
    expect(await value('1000000000000000000000000,00')).toEqual([
      'Ta wartość nie może być większa od 999999999999999999999999,99.',
    ]);
  });

  it('keys part errors by temporary id and refuses too similar part titles and a second part without partial offers', async () => {
    const twoParts = validContent(refs, {
      parts: [
        part(refs, 'tmp-a', { title: 'Dostawa komputerów' }),
        part(refs, 'tmp-b', { title: 'DOSTAWA  KOMPUTERÓW!' }),
      ],
    });
    const answer = await create(twoParts);
    expect(answer.body.errors).toEqual({
      partial_offers_allowed: [
        'Nie można wyłączyć ofert częściowych, dopóki zamówienie ma więcej niż jedną część.',
      ],
      'parts.tmp-b.title': [
        'Tytuł tej części jest zbyt podobny do tytułu innej części. Zmień tytuł tak, aby łatwo było go odróżnić od pozostałych.',
      ],
    });
  });

  it('accepts only the owner own projects, contact persons and real dictionary entries', async () => {
    const ewa = await signIn(server, 'newUser');
    const foreign = await create(validContent(refs), ewa);
    expect(foreign.body.errors).toEqual({
      project_ids: ['Wybierz projekt z listy swoich projektów.'],
      contact_person_ids: ['Wybierz osobę do kontaktu z listy osób w swoim profilu.'],
    });
    const badRefs = await create(
      validContent(refs, {
        parts: [
          part(refs, 'p1', {
            order_items: [
              item(refs, {
                category_id: refs.categoryId,
                subcategory_id: refs.worksSubcategoryId,
                cpv_codes: [{ id: 999999, code: 'x', name: 'y' }],
                places: [{ type: 'abroad', country: 'ZZ', locality: 'Nigdzie' }],
                conditions: [{ type_id: 999, description: 'x' }],
              }),
            ],
          }),
        ],
      }),
    );
    expect(badRefs.body.errors).toEqual({
      'parts.p1.order_items.0.subcategory_id': ['Wybierz wartość z listy.'],
      'parts.p1.order_items.0.cpv_codes': ['Wybierz wartość z listy.'],
      'parts.p1.order_items.0.places.0.country': ['Wybierz wartość z listy.'],
      'parts.p1.order_items.0.conditions.0.type_id': ['Wybierz wartość z listy.'],
    });
    expect((await create(validContent(refs), '')).status).toBe(401);
  });
});

describe('publishing checks every rule of the spec', () => {
  it('requires the fields of "Announcement save"', async () => {
    expect(
      await publishErrors(
        validContent(refs, {
          project_ids: [],
          contact_person_ids: [],
          parts: [part(refs, 'p1', { order_items: [], criteria: [] })],
        }),
      ),
    ).toEqual({
      project_ids: ['To pole jest wymagane.'],
      contact_person_ids: ['To pole jest wymagane.'],
      parts: ['Dodaj co najmniej jeden przedmiot zamówienia, aby zdefiniować dla niego atrybuty.'],
      'parts.p1.criteria': ['To pole jest wymagane.'],
    });
    expect(await publishErrors(validContent(refs, { has_project: false, project_ids: [] }))).toEqual({
      enrollment_id: ['To pole jest wymagane.'],
    });
  });

  it('requires items in every part, part titles, values, and the fields of each item', async () => {
    const errors = await publishErrors(
      validContent(refs, {
        partial_offers_allowed: true,
        parts: [
          part(refs, 'a', { title: '', estimated_value: null }),
          part(refs, 'b', {
            title: 'Druga część',
            order_items: [
              item(refs, {
                category_id: null,
                subcategory_id: null,
                description: '',
                cpv_codes: [],
                places: [],
                stages: [{ start: null, end: null }],
                conditions: [{ type_id: null, description: '' }],
              }),
            ],
          }),
          part(refs, 'c', { title: 'Trzecia część', order_items: [] }),
        ],
      }),
    );
    expect(errors).toEqual({
      'parts.a.title': ['To pole jest wymagane.'],
      'parts.a.estimated_value': ['To pole jest wymagane.'],
      'parts.b.order_items.0.category_id': ['To pole jest wymagane.'],
      'parts.b.order_items.0.subcategory_id': ['To pole jest wymagane.'],
      'parts.b.order_items.0.description': ['To pole jest wymagane.'],
      'parts.b.order_items.0.cpv_codes': ['To pole jest wymagane.'],
      'parts.b.order_items.0.places': ['To pole jest wymagane.'],
      'parts.b.order_items.0.stages.0.end': ['To pole jest wymagane.'],
      'parts.b.order_items.0.conditions.0.type_id': ['To pole jest wymagane.'],
      'parts.b.order_items.0.conditions.0.description': ['To pole jest wymagane.'],
      'parts.c.order_items': ['Brak przedmiotów zamówienia dla tego zamówienia.'],
    });
  });

  it('requires places to be complete and attachments to have a name and a file', async () => {
    const errors = await publishErrors(
      validContent(refs, {
        parts: [
          part(refs, 'p1', {
            order_items: [
              item(refs, {
                places: [
                  { type: 'address', locality_id: null },
                  { type: 'abroad', country: null, locality: null },
                ],
              }),
            ],
          }),
        ],
        attachments: [{ name: '', file_id: null }],
      }),
    );
    expect(errors).toEqual({
      'parts.p1.order_items.0.places.0.locality': ['To pole jest wymagane.'],
      'parts.p1.order_items.0.places.1.country': ['To pole jest wymagane.'],
      'parts.p1.order_items.0.places.1.locality': ['To pole jest wymagane.'],
      'attachments.0.name': ['To pole jest wymagane.'],
      'attachments.0.file_id': ['Dodaj plik.'],
    });
  });

  it('checks the dates of the publish dialog', async () => {
    const created = await create(validContent(refs, { planned_contract_signing: '2020-01' }));
    const id = created.body.data.id;
    const now = server.clock.now();
    const publish = (publication_date: string | null, submission_deadline: string) =>
      call(server, 'POST', `/api/announcements/${id}/publish`, {
        token: jan,
        body: { id, publication_date, submission_deadline },
      });
    const today = deadlineIn(now, 0).slice(0, 10);
    const inDays = (d: number) => deadlineIn(now, d).slice(0, 10);
    let answer = await publish(today, deadlineIn(now, 0));
    expect(answer.body.errors).toEqual({
      publication_date: ['Data publikacji musi być późniejsza niż dziś.'],
      submission_deadline: ['Termin składania ofert musi być późniejszy niż dziś.'],
      planned_contract_signing: [
        'Planowany termin podpisania umowy nie może być wcześniejszy niż miesiąc terminu składania ofert. Wróć do sekcji Terminy i popraw termin podpisania umowy.',
      ],
    });
    answer = await publish(inDays(5), deadlineIn(now, 5));
    expect(answer.body.errors.submission_deadline).toEqual([
      'Termin składania ofert musi być późniejszy niż data opublikowania.',
    ]);
    answer = await publish(null, `${inDays(3)} 24:00:00`);
    expect(answer.status).toBe(422);
  });

  it('refuses to publish without the advertiser data in the profile', async () => {
    const ewa = await signIn(server, 'newUser');
    const created = await create(
      {
        title: 'Bez podmiotu',
        parts: [{ temporary_id: 'p1', order_items: [], criteria: [] }],
        attachments: [],
      },
      ewa,
    );
    const answer = await publishNow(created.body.data.id, ewa);
    expect(answer.status).toBe(422);
  });
});
