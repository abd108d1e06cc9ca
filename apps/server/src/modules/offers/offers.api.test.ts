import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refs } from '../../../test/announcement-fixtures.ts';
import { call, signIn, signInAs } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement, uploadFile } from '../../../test/offer-fixtures.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let refs: Refs;
const t: Record<string, string> = {};

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  Object.assign(t, await signInAs(server, 'jan', 'piotr', 'agnieszka', 'ewa', 'admin', 'tomasz'));
});
afterAll(() => server.close());

const path = (id: number, tail = '') => `/api/offerset/announcement/${id}${tail}`;

describe('the life of an offer set', () => {
  it('drafts, submits with a receipt, withdraws, edits and submits again', async () => {
    const a = await publishedAnnouncement(server, t.jan as string, refs);
    const own = await call(server, 'GET', path(a.id), { token: t.piotr });
    expect(own.body.data).toMatchObject({ offer_set: null, accepting: true, has_economic_subject: true });

    const draft = await call(server, 'POST', '/api/offerset', {
      token: t.piotr,
      body: offerBody(a.id, [a.partIds[0] as number], [['1000,00']]),
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data.offer_set).toMatchObject({
      status: { name: 'DRAFT', label: 'Robocza' },
      submitted_at: null,
    });
    expect(
      (await call(server, 'POST', '/api/offerset', { token: t.piotr, body: offerBody(a.id, [], []) })).status,
    ).toBe(409);

    const saved = await call(server, 'PUT', path(a.id), {
      token: t.piotr,
      body: offerBody(a.id, a.partIds, [['1200,00', '999,99'], ['500,00']]),
    });
    expect(saved.body.data.offer_set.offers).toHaveLength(2);
    const submitted = await call(server, 'PUT', path(a.id, '/submit'), {
      token: t.piotr,
      body: offerBody(a.id, a.partIds, [['1200,00', '999,99'], ['500,00']]),
    });
    expect(submitted.status).toBe(200);
    const set = submitted.body.data.offer_set;
    expect(set.status.name).toBe('SUBMITTED');
    expect(set.receipt_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(new Date(set.submitted_at).getTime() - server.clock.now().getTime())).toBeLessThan(5000);
    expect(set.economic_subject.name).toBe('Zieliński Budownictwo sp. z o.o.');

    expect(
      (
        await call(server, 'PUT', path(a.id), {
          token: t.piotr,
          body: offerBody(a.id, a.partIds, [['1,00'], ['1,00']]),
        })
      ).status,
    ).toBe(409);
    expect((await call(server, 'DELETE', path(a.id), { token: t.piotr })).status).toBe(409);
    const withdrawn = await call(server, 'PUT', path(a.id, '/withdraw'), { token: t.piotr });
    expect(withdrawn.body.data.offer_set.status.name).toBe('WITHDRAWN');
    expect((await call(server, 'PUT', path(a.id, '/withdraw'), { token: t.piotr })).status).toBe(409);
    const edited = await call(server, 'PUT', path(a.id), {
      token: t.piotr,
      body: offerBody(a.id, a.partIds, [['1100,00'], ['450,00']]),
    });
    expect(edited.body.data.offer_set.status.name).toBe('WITHDRAWN');
    const again = await call(server, 'PUT', path(a.id, '/submit'), {
      token: t.piotr,
      body: offerBody(a.id, a.partIds, [['1100,00'], ['450,00']]),
    });
    expect(again.body.data.offer_set.status.name).toBe('SUBMITTED');
    expect(again.body.data.offer_set.receipt_sha256).not.toBe(set.receipt_sha256);

    // The advertiser is told a sealed offer came: an 'N' mark and the tab badge.
    const view = await call(server, 'GET', `/api/announcements/${a.id}`, { token: t.jan });
    expect(view.body.data.offer_set_badge_count).toBe(1);
  });

  it('deletes only drafts and withdrawn offer sets', async () => {
    const a = await publishedAnnouncement(server, t.jan as string, refs);
    await call(server, 'POST', '/api/offerset', {
      token: t.piotr,
      body: offerBody(a.id, [a.partIds[0] as number], [['10,00']]),
    });
    expect((await call(server, 'DELETE', path(a.id), { token: t.piotr })).status).toBe(200);
    expect((await call(server, 'GET', path(a.id), { token: t.piotr })).body.data.offer_set).toBeNull();
    expect((await call(server, 'DELETE', path(a.id), { token: t.piotr })).status).toBe(404);
  });

  it('checks what a submission needs', async () => {
    const single = await publishedAnnouncement(server, t.jan as string, refs, { parts: 1 });
    const multi = await publishedAnnouncement(server, t.jan as string, refs, { parts: 2, deadlineDays: 6 });
    const submit = (id: number, body: unknown, token = t.agnieszka) =>
      call(server, 'PUT', path(id, '/submit'), { token, body });
    expect((await submit(single.id, offerBody(single.id, [], []))).body.errors).toEqual({
      offers: ['Wybierz co najmniej jedną część zamówienia.'],
    });
    expect(
      (await submit(multi.id, offerBody(multi.id, [multi.partIds[0] as number], [[]]))).body.errors,
    ).toEqual({
      'offers.0.variants': ['Dodaj co najmniej jeden wariant oferty.'],
    });
    expect((await submit(single.id, offerBody(single.id, [9999], [['1,00']]))).body.errors).toEqual({
      'offers.0.part_id': ['Ta część nie należy do ogłoszenia.'],
      offers: ['Złóż ofertę na każdą część zamówienia.'],
    });
    const badPrice = await submit(single.id, offerBody(single.id, single.partIds, [['1000']]));
    expect(badPrice.body.errors).toEqual({
      'offers.0.variants.0.price': ['Wpisz poprawną wartość zgodnie ze wzorem.'],
    });
    const longDescription = offerBody(single.id, single.partIds, [['1,00']]);
    (longDescription.offers[0]?.variants[0] as { description: string }).description = 'x'.repeat(121);
    expect((await submit(single.id, longDescription)).body.errors).toEqual({
      'offers.0.variants.0.description': ['To pole może mieć maksymalnie 120 znaków.'],
    });
    const many = offerBody(single.id, single.partIds, [Array.from({ length: 21 }, () => '1,00')]);
    expect((await submit(single.id, many)).body.errors).toEqual({
      'offers.0.variants': ['Możesz dodać maksymalnie 20 wariantów.'],
    });
    const noVariants = await publishedAnnouncement(server, t.jan as string, refs, {
      parts: 1,
      variants: false,
    });
    const two = offerBody(noVariants.id, noVariants.partIds, [['1,00', '2,00']]);
    expect((await submit(noVariants.id, two)).body.errors).toEqual({
      'offers.0.variants': ['Ta część zamówienia nie dopuszcza ofert wariantowych: podaj jedną cenę.'],
    });
    const file = await uploadFile(server, t.agnieszka as string, 'oferta.pdf', '%PDF oferta');
    const noName = offerBody(single.id, single.partIds, [['1,00']], [file]);
    (noName.attachments[0] as { name: string }).name = '  ';
    expect((await submit(single.id, noName)).body.errors).toEqual({
      'attachments.0.name': ['To pole jest wymagane.'],
    });
    // A draft may keep it unnamed; the submission may not.
    expect((await call(server, 'POST', '/api/offerset', { token: t.agnieszka, body: noName })).status).toBe(
      200,
    );
    // Without advertiser data in the profile an offer is saved, never submitted.
    const ewaDraft = await call(server, 'POST', '/api/offerset', {
      token: t.ewa,
      body: offerBody(single.id, single.partIds, [['5,00']]),
    });
    expect(ewaDraft.status).toBe(200);
    const ewaSubmit = await submit(single.id, offerBody(single.id, single.partIds, [['5,00']]), t.ewa);
    expect(ewaSubmit.body.errors).toEqual({
      economic_subject: ['Nie zdefiniowano danych podmiotu dla użytkownika. Uzupełnij je w swoim profilu.'],
    });
    // The author never bids on the own announcement.
    const own = await call(server, 'POST', '/api/offerset', {
      token: t.jan,
      body: offerBody(single.id, single.partIds, [['5,00']]),
    });
    expect(own.status).toBe(403);
  });

  it('refuses every change after the deadline, by the server clock', async () => {
    const a = await publishedAnnouncement(server, t.jan as string, refs, { parts: 1, deadlineDays: 1 });
    await call(server, 'POST', '/api/offerset', {
      token: t.piotr,
      body: offerBody(a.id, a.partIds, [['10,00']]),
    });
    server.clock.advance(2 * 86_400_000);
    try {
      const piotr = await signIn(server, 'bidder');
      for (const [method, tail] of [
        ['PUT', ''],
        ['PUT', '/submit'],
        ['PUT', '/withdraw'],
        ['DELETE', ''],
      ] as const) {
        const answer = await call(server, method, path(a.id, tail), {
          token: piotr,
          body: method === 'PUT' ? offerBody(a.id, a.partIds, [['10,00']]) : undefined,
        });
        expect(answer.status, `${method} ${tail}`).toBe(409);
        expect(answer.body.message).toBe(
          'To ogłoszenie nie przyjmuje ofert: nie jest opublikowane albo minął termin składania ofert.',
        );
      }
      expect((await call(server, 'GET', path(a.id), { token: piotr })).body.data.accepting).toBe(false);
    } finally {
      server.clock.advance(-2 * 86_400_000);
    }
  });
});

describe('my offers', () => {
  it('lists the own offer sets with sorts and filters', async () => {
    const a = await publishedAnnouncement(server, t.jan as string, refs, { parts: 1 });
    await call(server, 'PUT', path(a.id, '/submit'), {
      token: t.agnieszka,
      body: offerBody(a.id, a.partIds, [['77,00']]),
    });
    const mine = await call(server, 'GET', '/api/offerset/my?limit=100', { token: t.agnieszka });
    expect(mine.status).toBe(200);
    const item = mine.body.data.offer_sets.find(
      (o: { announcement: { id: number } }) => o.announcement.id === a.id,
    );
    expect(item).toMatchObject({
      status: { name: 'SUBMITTED' },
      announcement: { hidden: false, status: { name: 'PUBLISHED' } },
    });
    const drafts = await call(server, 'GET', '/api/offerset/my?offerStatus=DRAFT', { token: t.agnieszka });
    expect(
      drafts.body.data.offer_sets.every((o: { status: { name: string } }) => o.status.name === 'DRAFT'),
    ).toBe(true);
    const others = await call(server, 'GET', '/api/offerset/my', { token: t.jan });
    expect(others.body.data.offer_sets).toEqual([]);
    expect((await call(server, 'GET', '/api/offerset/my')).status).toBe(401);
  });
});
