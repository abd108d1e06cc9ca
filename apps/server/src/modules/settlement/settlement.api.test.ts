import { settlementViewSchema } from '@bk/contracts/settlement/settlement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refs } from '../../../test/announcement-fixtures.ts';
import { call, signIn, signInAll, uploadFile } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';
import { demoNip } from '../../seed/demo-profiles.ts';

let server: TestServer;
const t: Record<string, string | null> = { anonymous: null };
let id: number;
let partIds: number[];
let refs: Refs;
const external: number[] = [];
const sets: Record<string, { id: number; variants: number[][] }> = {};

/** The offer set's variant ids per part (in the order of the announcement's parts). */
function variantsOf(set: { offers: { part_id: number; variants: { id: number }[] }[] }) {
  return partIds.map((p) => set.offers.find((o) => o.part_id === p)?.variants.map((v) => v.id) ?? []);
}

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  const jan = await signIn(server, 'advertiser');
  // Two parts, in the scoped administrator's scope (FENG); offers of three bidders, one withdrawn.
  const a = await publishedAnnouncement(server, jan, refs, { parts: 2, deadlineDays: 3 });
  id = a.id;
  partIds = a.partIds;
  const submit = async (role: 'bidder' | 'bidder2' | 'advertiser2', prices: string[][], parts = partIds) => {
    const token = await signIn(server, role);
    const r = await call(server, 'PUT', `/api/offerset/announcement/${id}/submit`, {
      token,
      body: offerBody(id, parts, prices),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return { token, set: r.body.data.offer_set };
  };
  const piotr = await submit('bidder', [['1000,00', '900,00'], ['500,00']]);
  sets.piotr = { id: piotr.set.id, variants: variantsOf(piotr.set) };
  const agnieszka = await submit('bidder2', [['1100,00']], [partIds[0] as number]);
  sets.agnieszka = { id: agnieszka.set.id, variants: variantsOf(agnieszka.set) };
  const malgorzata = await submit('advertiser2', [['10,00'], ['10,00']]);
  sets.malgorzata = { id: malgorzata.set.id, variants: variantsOf(malgorzata.set) };
  await call(server, 'PUT', `/api/offerset/announcement/${id}/withdraw`, { token: malgorzata.token });
  t.author = jan;
  // Not closed yet: nothing to settle, nothing to see.
  expect(
    (await call(server, 'POST', `/api/announcements/${id}/resolve`, { token: jan, body: { parts: [] } }))
      .status,
  ).toBe(409);
  expect((await call(server, 'GET', `/api/announcements/${id}/settlement`, { token: jan })).status).toBe(404);
  // The deadline passes; sessions end after 30 idle minutes of the server clock: sign in again.
  server.clock.advance(4 * 86_400_000);
  Object.assign(
    t,
    await signInAll(server, {
      author: 'advertiser',
      bidder: 'bidder',
      otherAdvertiser: 'advertiser2',
      adminInScope: 'scopedAdmin',
    }),
  );
});
afterAll(async () => {
  server.clock.reset();
  await server.close();
});

const resolve = (body: unknown, token = t.author, method: 'POST' | 'PUT' = 'POST') =>
  call(server, method, `/api/announcements/${id}/resolve`, { token, body });
/** The settlement view; every answer checked against the contract (the anonymous one is sent as bytes). */
async function view(token: string | null | undefined) {
  const r = await call(server, 'GET', `/api/announcements/${id}/settlement`, { token: token ?? null });
  if (r.status === 200) settlementViewSchema.parse(r.body.data);
  return r;
}

/** A valid settlement: part 1 won by Piotr's cheaper variant, Agnieszka refused; part 2 no offer chosen. */
function valid(extra: Record<string, unknown> = {}) {
  return {
    parts: [
      {
        id: partIds[0],
        chosen_variant: { offer_set_id: sets.piotr?.id, variant_id: sets.piotr?.variants[0]?.[1] },
        offers: [
          { id: sets.piotr?.id, is_refused: false },
          { id: sets.agnieszka?.id, is_refused: true },
        ],
      },
      { id: partIds[1], no_offer_chosen: true, offers: [{ id: sets.piotr?.id, is_refused: false }] },
    ],
    comment: 'Wybrano ofertę najtańszą.',
    ...extra,
  };
}

describe('before a settlement', () => {
  it('shows the editor data to the author only: submitted offers per part, never a withdrawn one', async () => {
    for (const role of ['anonymous', 'bidder', 'otherAdvertiser'])
      expect((await view(t[role])).status, role).toBe(404);
    const r = await view(t.author);
    expect(r.body.data).toMatchObject({ can_settle: true, resolved: false });
    const [p1, p2] = r.body.data.settlement.parts;
    expect(p1.offers.map((o: { offer_set_id: number }) => o.offer_set_id).sort()).toEqual(
      [sets.piotr?.id, sets.agnieszka?.id].sort(),
    );
    expect(p2.offers.map((o: { offer_set_id: number }) => o.offer_set_id)).toEqual([sets.piotr?.id]);
    for (const part of r.body.data.settlement.parts)
      expect(part.offers.map((o: { offer_set_id: number }) => o.offer_set_id)).not.toContain(
        sets.malgorzata?.id,
      );
  });

  it('refuses those who may not settle', async () => {
    expect((await resolve(valid(), null)).status).toBe(401);
    for (const role of ['bidder', 'otherAdvertiser']) {
      const r = await resolve(valid(), t[role]);
      expect(r.status, role).toBe(403);
      expect(r.body.message).toBe('Nie masz uprawnień do rozstrzygnięcia tego ogłoszenia.');
    }
    expect((await resolve(valid(), t.author, 'PUT')).status).toBe(409);
  });

  it('checks every rule of the choice and changes nothing', async () => {
    const piotr = sets.piotr as { id: number; variants: number[][] };
    const cases: [unknown, Record<string, string[]>][] = [
      [{ parts: [valid().parts[0]] }, { parts: ['Rozstrzygnij każdą część zamówienia.'] }],
      [
        { parts: [{ ...valid().parts[0], no_offer_chosen: true }, valid().parts[1]] },
        {
          'parts.0.no_offer_chosen': [
            'Nie można jednocześnie wybrać oferty i zaznaczyć, że nie wybrano żadnej.',
          ],
        },
      ],
      [
        { parts: [{ id: partIds[0], offers: [] }, valid().parts[1]] },
        {
          'parts.0.no_offer_chosen': [
            'Wybierz wariant zwycięskiej oferty albo zaznacz, że nie wybrano żadnej oferty.',
          ],
        },
      ],
      [
        {
          parts: [
            {
              id: partIds[0],
              chosen_variant: { offer_set_id: piotr.id, variant_id: piotr.variants[1]?.[0] },
            },
            valid().parts[1],
          ],
        },
        {
          'parts.0.chosen_variant': ['Wybrany wariant nie należy do oferty złożonej na tę część zamówienia.'],
        },
      ],
      [
        {
          parts: [
            {
              id: partIds[0],
              chosen_variant: {
                offer_set_id: sets.malgorzata?.id,
                variant_id: sets.malgorzata?.variants[0]?.[0],
              },
            },
            valid().parts[1],
          ],
        },
        {
          'parts.0.chosen_variant': ['Wybrany wariant nie należy do oferty złożonej na tę część zamówienia.'],
        },
      ],
      [
        {
          parts: [{ ...valid().parts[0], offers: [{ id: piotr.id, is_refused: true }] }, valid().parts[1]],
        },
        { 'parts.0.chosen_variant': ['Nie można wybrać wariantu odrzuconej oferty.'] },
      ],
      [
        {
          parts: [
            valid().parts[0],
            { ...valid().parts[1], offers: [{ id: sets.agnieszka?.id, is_refused: true }] },
          ],
        },
        { 'parts.1.offers.0.id': ['Ta oferta nie bierze udziału w tym postępowaniu.'] },
      ],
      [
        valid({ offer_sets_to_delete: [piotr.id, 999_999] }),
        {
          'offer_sets_to_delete.0': ['Usunąć można tylko ofertę dodaną przez ogłoszeniodawcę.'],
          'offer_sets_to_delete.1': ['Ta oferta nie bierze udziału w tym postępowaniu.'],
        },
      ],
      [valid({ comment: 'x'.repeat(1001) }), { comment: ['To pole może mieć maksymalnie 1000 znaków.'] }],
      [
        valid({ attachments: Array.from({ length: 21 }, () => ({ name: 'Protokół', file_id: 1 })) }),
        { attachments: ['Możesz załączyć maksymalnie 20 plików.'] },
      ],
      [
        { ...valid(), parts: [{ ...valid().parts[0], id: 999_999 }, valid().parts[1]] },
        {
          'parts.0.id': ['Ta część nie należy do ogłoszenia.'],
          parts: ['Rozstrzygnij każdą część zamówienia.'],
        },
      ],
    ];
    for (const [body, errors] of cases) {
      const r = await resolve(body);
      expect(r.status, JSON.stringify(body).slice(0, 200)).toBe(422);
      expect(r.body.errors).toEqual(errors);
    }
    const file = await uploadFile(server, t.author as string, {
      context: 'settlement',
      name: 'p.pdf',
      content: '%PDF',
    });
    const two = await resolve(
      valid({
        attachments: [
          { name: 'Protokół', file_id: file.id, is_protocol: true },
          { name: 'Drugi', file_id: file.id, is_protocol: true },
        ],
      }),
    );
    expect(two.body.errors).toEqual({
      attachments: ['Tylko jeden załącznik może być oznaczony jako protokół.'],
    });
    expect((await view(t.author)).body.data.resolved).toBe(false);
    const status = await call(server, 'GET', `/api/announcements/${id}`, { token: t.author });
    expect(status.body.data.advertisement.status.name).toBe('CLOSED');
  });
});

describe('offers received by another channel', () => {
  const subject = (nip: string) => ({
    name: 'Stolarnia Pocztowa s.c.',
    address_kind: 'poland',
    identification_type: 'nip',
    identification_number: nip,
    address: {
      country: 'PL',
      locality_id: refs.localityId,
      locality: 'Kraków',
      postcode: '30-001',
      house_number: '7',
    },
  });
  const body = (nip: string, price = '950,00') => ({
    ...offerBody(id, [partIds[0] as number], [[price]]),
    economic_subject: subject(nip),
  });
  const enter = (b: unknown, token = t.author) =>
    call(server, 'PUT', `/api/offerset/announcement/${id}/submit`, { token, body: b });

  it('are entered by those who may settle, with the bidder data checked as in the profile', async () => {
    const nip = demoNip('526000128');
    const refused = await enter(body(nip), t.bidder);
    expect(refused.status).toBe(403);
    const bad = await enter(body('1234567890'));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['economic_subject.identification_number']);
    const first = await enter(body(nip));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.offer_set.economic_subject).toMatchObject({ name: 'Stolarnia Pocztowa s.c.' });
    const second = await enter(body(nip, '990,00'));
    expect(second.status).toBe(200);
    external.push(first.body.data.offer_set.id, second.body.data.offer_set.id);
    // Changed through its own address; read back by its id.
    const changed = await call(server, 'PUT', `/api/offerset/external/${external[0]}`, {
      token: t.author,
      body: { ...body(nip, '940,00'), announcement: id },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.offer_set.offers[0].variants[0].price).toBe('940,00');
    // The author reads it back for the edit form, with the TERYT locality the form needs.
    const read = await call(server, 'GET', `/api/offerset/${external[0]}`, { token: t.author });
    expect(read.status).toBe(200);
    expect(read.body.data.offer_set.economic_subject.address).toMatchObject({
      locality_id: refs.localityId,
      locality: 'Kraków',
    });
    expect(
      (
        await call(server, 'PUT', `/api/offerset/external/${external[0]}`, {
          token: t.bidder,
          body: { ...body(nip), announcement: id },
        })
      ).status,
    ).toBe(403);
    const editor = (await view(t.author)).body.data.settlement.parts[0].offers;
    expect(
      editor
        .filter((o: { is_external: boolean }) => o.is_external)
        .map((o: { offer_set_id: number }) => o.offer_set_id)
        .sort(),
    ).toEqual([...external].sort());
  });

  it('refuses a NIP abroad, a price past the largest, and another announcement in the body (issue 30 item 6)', async () => {
    const nip = demoNip('526000128');
    const before = await server.database.db
      .selectFrom('offer_sets')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const abroad = body(nip);
    abroad.economic_subject = {
      ...abroad.economic_subject,
      address_kind: 'abroad',
      address: { ...abroad.economic_subject.address, country: 'DE', locality: 'Berlin', postcode: '10115' },
    };
    const withNip = await enter(abroad);
    expect([withNip.status, withNip.body.errors]).toEqual([
      422,
      {
        'economic_subject.identification_type': [
          'Dla adresu za granicą wybierz typ numeru „Numer identyfikacyjny”.',
        ],
      },
    ]);
    const huge = await enter(body(nip, '99999999999999999999999,99'));
    expect([huge.status, huge.body.errors]).toEqual([
      422,
      { 'offers.0.variants.0.price': ['Cena nie może być większa od 999 999 999 999,99 zł.'] },
    ]);
    const elsewhere = await enter({ ...body(nip), announcement: id + 1 });
    expect([elsewhere.status, elsewhere.body.errors]).toEqual([
      422,
      { announcement: ['Ogłoszenie w przesłanych danych nie zgadza się z adresem żądania.'] },
    ]);
    const after = await server.database.db
      .selectFrom('offer_sets')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });
});

describe('the published settlement', () => {
  let protocol: number;
  beforeAll(async () => {
    protocol = (
      await uploadFile(server, t.author as string, {
        context: 'settlement',
        name: 'protokol.pdf',
        content: '%PDF protokół postępowania',
      })
    ).id;
    const r = await resolve(
      valid({ attachments: [{ name: 'Protokół z postępowania', file_id: protocol, is_protocol: true }] }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });

  it('makes the announcement RESOLVED and shows the result to everyone, without identification numbers', async () => {
    const status = await call(server, 'GET', `/api/announcements/${id}`, { token: null });
    expect(status.body.data.advertisement.status.name).toBe('RESOLVED');
    for (const role of ['anonymous', 'bidder', 'otherAdvertiser', 'author']) {
      const r = await view(t[role]);
      expect(r.status, role).toBe(200);
      expect(r.body.data.resolved).toBe(true);
      const [p1, p2] = r.body.data.settlement.parts;
      expect(p1.chosen_variant).toEqual({
        offer_set_id: sets.piotr?.id,
        variant_id: sets.piotr?.variants[0]?.[1],
      });
      expect(
        p1.offers.find((o: { offer_set_id: number }) => o.offer_set_id === sets.agnieszka?.id).is_refused,
      ).toBe(true);
      expect(p2.no_offer_chosen).toBe(true);
      expect(r.body.data.settlement.comment).toBe('Wybrano ofertę najtańszą.');
      expect(r.body.data.settlement.attachments[0]).toMatchObject({
        name: 'Protokół z postępowania',
        is_protocol: true,
      });
      const text = JSON.stringify(r.body);
      expect(text).not.toMatch(/identification_number|"nip"|postcode|street/);
    }
    expect(
      (await view(t.bidder)).body.data.settlement.parts[0].offers.find((o: { is_mine: boolean }) => o.is_mine)
        .offer_set_id,
    ).toBe(sets.piotr?.id);
    // The author's list of submitted offers shows the refusal.
    const list = await call(server, 'GET', `/api/offerset/announcement/${id}/list`, { token: t.author });
    const refused = list.body.data.parts[0].offers.filter((o: { is_refused: boolean }) => o.is_refused);
    expect(refused.map((o: { offer_set_id: number }) => o.offer_set_id)).toEqual([sets.agnieszka?.id]);
    const download = await fetch(`${server.baseUrl}/api/files/${protocol}/download`);
    expect(download.status).toBe(200);
    expect(await download.text()).toContain('protokół');
  });

  it("tells each bidder in 'Moje oferty' whether their offer won, and nobody else's", async () => {
    const mine = async (role: 'bidder' | 'bidder2') => {
      const r = await call(server, 'GET', '/api/offerset/my', { token: await signIn(server, role) });
      expect(r.status).toBe(200);
      return r.body.data.offer_sets.find((o: { announcement: { id: number } }) => o.announcement.id === id);
    };
    expect((await mine('bidder')).result).toEqual({ chosen_parts: [partIds[0]], refused_parts: [] });
    expect((await mine('bidder2')).result).toEqual({ chosen_parts: [], refused_parts: [partIds[0]] });
  });

  it('is changed with PUT (not POST), by an administrator in scope too, and keeps its history', async () => {
    expect((await resolve(valid())).status).toBe(409);
    expect((await resolve(valid(), t.bidder, 'PUT')).status).toBe(403);
    const changed: ReturnType<typeof valid> & { offer_sets_to_delete?: number[] } = valid();
    changed.offer_sets_to_delete = [external[1] as number];
    changed.parts[0] = {
      id: partIds[0],
      chosen_variant: { offer_set_id: sets.agnieszka?.id, variant_id: sets.agnieszka?.variants[0]?.[0] },
      offers: [{ id: sets.agnieszka?.id, is_refused: false }],
    };
    const r = await resolve(changed, t.adminInScope, 'PUT');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const p1 = (await view(null)).body.data.settlement.parts[0];
    expect(p1.chosen_variant.offer_set_id).toBe(sets.agnieszka?.id);
    // The deleted external offer is gone; the other still takes part.
    const ids = p1.offers.map((o: { offer_set_id: number }) => o.offer_set_id);
    expect(ids).toContain(external[0]);
    expect(ids).not.toContain(external[1]);
    expect(p1.offers.every((o: { is_refused: boolean }) => !o.is_refused)).toBe(true);
    // The protocol left the settlement: nobody downloads it any more.
    expect((await fetch(`${server.baseUrl}/api/files/${protocol}/download`)).status).toBe(404);
    const history = await server.database.db
      .selectFrom('settlement_versions')
      .select(['saved_by', 'saved_at'])
      .where('announcement_id', '=', id)
      .orderBy('id')
      .execute();
    expect(history).toHaveLength(2);
    expect(history[0]?.saved_by).not.toBe(history[1]?.saved_by);
  });

  it('keeps the first date; an entered offer is public only with the next publication (issue 30 item 7)', async () => {
    const first = (await view(null)).body.data.settlement;
    server.clock.advance(3_600_000);
    t.author = await signIn(server, 'advertiser');
    // An offer entered after the publication: the editor sees it unpublished, the public does not see it.
    const entered = await call(server, 'PUT', `/api/offerset/announcement/${id}/submit`, {
      token: t.author,
      body: {
        ...offerBody(id, [partIds[0] as number], [['777,00']]),
        economic_subject: {
          name: 'Tartak Późny',
          address_kind: 'poland',
          identification_type: 'nip',
          identification_number: demoNip('526000128'),
          address: {
            country: 'PL',
            locality_id: refs.localityId,
            locality: 'Kraków',
            postcode: '30-001',
            house_number: '1',
          },
        },
      },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    const late = entered.body.data.offer_set.id;
    const namesFor = async (token: string | null) =>
      (await view(token)).body.data.settlement.parts[0].offers.map(
        (o: { bidder_name: string; is_published: boolean }) => [o.bidder_name, o.is_published],
      );
    expect(await namesFor(t.author as string)).toContainEqual(['Tartak Późny', false]);
    for (const who of [null, t.bidder ?? null])
      expect(JSON.stringify(await namesFor(who))).not.toContain('Tartak Późny');
    // A published entered offer changed in the editor (by the address before issue 44, still
    // answered): the public keeps the published price.
    const changed = await call(server, 'PUT', `/api/offerset/${external[0]}/submit`, {
      token: t.author,
      body: {
        ...offerBody(id, [partIds[0] as number], [['1,00']]),
        economic_subject: (await call(server, 'GET', `/api/offerset/${external[0]}`, { token: t.author }))
          .body.data.offer_set.economic_subject,
        announcement: id,
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const publicPrices = JSON.stringify((await view(null)).body.data.settlement.parts[0].offers);
    expect(publicPrices).toContain('940,00');
    expect(publicPrices).not.toContain('"1,00"');
    // Published again: the date of the first publication stays, the date of the change is new.
    const republished = await resolve(valid(), t.author, 'PUT');
    expect(republished.status, JSON.stringify(republished.body)).toBe(200);
    const after = (await view(null)).body.data.settlement;
    expect(after.resolved_at).toBe(first.resolved_at);
    expect(republished.body.data.resolved_at).toBe(first.resolved_at);
    expect(new Date(after.modified_at).getTime()).toBeGreaterThan(
      new Date(first.resolved_at).getTime() + 3_000_000,
    );
    expect(await namesFor(null)).toContainEqual(['Tartak Późny', true]);
    expect(JSON.stringify(after.parts[0].offers)).toContain('"1,00"');
    expect(late).toBeGreaterThan(0);
  });
});
