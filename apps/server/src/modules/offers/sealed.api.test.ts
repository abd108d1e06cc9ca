import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Refs } from '../../../test/announcement-fixtures.ts';
import { call, signIn, signInAll } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement, uploadFile } from '../../../test/offer-fixtures.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

let server: TestServer;
let refs: Refs;
const t: Record<string, string | null> = { anonymous: null };
let announcementId: number;
let partIds: number[];
let piotrSet: number;
let agnieszkaDraft: number;
let fileId: number;
const SECRET_PRICE = '123456,78';
const SECRET_NOTE = 'Tajny opis wariantu Zielińskiego';

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  Object.assign(
    t,
    await signInAll(server, {
      author: 'advertiser',
      piotr: 'bidder',
      otherBidder: 'bidder2',
      otherAdvertiser: 'advertiser2',
      adminInScope: 'scopedAdmin',
      admin: 'admin',
    }),
  );
  // Jan's first project is in FENG (the scoped administrator's scope).
  const a = await publishedAnnouncement(server, t.author as string, refs, { parts: 2, deadlineDays: 3 });
  announcementId = a.id;
  partIds = a.partIds;
  fileId = await uploadFile(server, t.piotr as string, 'kosztorys.pdf', `%PDF kosztorys ${SECRET_PRICE}`);
  const body = offerBody(a.id, partIds, [[SECRET_PRICE, '99999,00'], ['5000,00']], [fileId]);
  for (const offer of body.offers) for (const variant of offer.variants) variant.description = SECRET_NOTE;
  const submitted = await call(server, 'PUT', `/api/offerset/announcement/${a.id}/submit`, {
    token: t.piotr,
    body,
  });
  piotrSet = submitted.body.data.offer_set.id;
  const draft = await call(server, 'POST', '/api/offerset', {
    token: t.otherBidder,
    body: offerBody(a.id, [partIds[0] as number], [['1,00']]),
  });
  agnieszkaDraft = draft.body.data.offer_set.id;
});
afterAll(() => server.close());

async function attempts(token: string | null) {
  const zip = await fetch(`${server.baseUrl}/api/offerset/attachments/${piotrSet}.zip`, {
    headers: token ? { 'x-auth-token': token } : {},
  });
  const file = await fetch(`${server.baseUrl}/api/files/${fileId}/download`, {
    headers: token ? { 'x-auth-token': token } : {},
  });
  return {
    byId: await call(server, 'GET', `/api/offerset/${piotrSet}`, { token }),
    list: await call(server, 'GET', `/api/offerset/announcement/${announcementId}/list`, { token }),
    own: await call(server, 'GET', `/api/offerset/announcement/${announcementId}`, { token }),
    zip: { status: zip.status, body: await zip.text() },
    file: { status: file.status, body: await file.text() },
  };
}

const others = ['anonymous', 'otherBidder', 'otherAdvertiser', 'author', 'adminInScope', 'admin'];

describe('before the deadline the offers are sealed', () => {
  for (const role of others) {
    it(`nothing of another bidder's offer reaches ${role}`, async () => {
      const r = await attempts(t[role] ?? null);
      expect([401, 404]).toContain(r.byId.status);
      expect(r.zip.status).toBe(404);
      expect(r.file.status).toBe(404);
      for (const body of [r.byId.body, r.list.body, r.own.body, r.zip.body, r.file.body]) {
        const text = JSON.stringify(body ?? '');
        expect(text, role).not.toContain(SECRET_PRICE);
        expect(text, role).not.toContain(SECRET_NOTE);
        expect(text, role).not.toContain('kosztorys');
        expect(text, role).not.toContain('Zieliński');
      }
      if (role === 'author' || role === 'adminInScope' || role === 'admin') {
        expect(r.list.status).toBe(200);
        expect(r.list.body.data).toMatchObject({ sealed: true, parts: [] });
        expect(r.list.body.data.hidden).toEqual([{ id: piotrSet, ordinal: 1, is_new: role === 'author' }]);
      } else {
        expect([401, 403]).toContain(r.list.status);
      }
    });
  }

  it('records every refused read of the offer list (issue 44)', async () => {
    const refused = () =>
      server.database.db
        .selectFrom('events')
        .select(['actor_id', 'payload'])
        .where('type', '=', 'offer.read_refused')
        .where('object_kind', '=', 'announcement')
        .where('object_id', '=', announcementId)
        .execute();
    const before = (await refused()).length;
    for (const role of ['otherBidder', 'otherAdvertiser', 'piotr'])
      expect(
        (await call(server, 'GET', `/api/offerset/announcement/${announcementId}/list`, { token: t[role] }))
          .status,
      ).toBe(403);
    const after = await refused();
    expect(after).toHaveLength(before + 3);
    expect(after.slice(before).map((e) => e.payload)).toEqual(Array(3).fill({ via: 'list' }));
  });

  it('lets the bidder read the own offer, its attachments and receipt', async () => {
    const r = await attempts(t.piotr ?? null);
    expect(r.byId.status).toBe(200);
    expect(r.byId.body.data.offer_set.receipt_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(r.zip.status).toBe(200);
    expect(r.file.body).toContain(SECRET_PRICE);
  });
});

describe('after the deadline', () => {
  it('shows exactly the submitted offers to exactly the author and administrators in scope', async () => {
    server.clock.advance(4 * 86_400_000);
    try {
      const fresh: Record<string, string | null> = { anonymous: null };
      fresh.author = await signIn(server, 'advertiser');
      fresh.adminInScope = await signIn(server, 'scopedAdmin');
      fresh.otherBidder = await signIn(server, 'bidder2');
      fresh.otherAdvertiser = await signIn(server, 'advertiser2');
      for (const role of ['author', 'adminInScope']) {
        const r = await attempts(fresh[role] ?? null);
        expect(r.byId.status, role).toBe(200);
        expect(r.byId.body.data.offer_set.receipt_sha256, role).toBeNull();
        expect(r.zip.status, role).toBe(200);
        expect(r.file.status, role).toBe(200);
        expect(r.list.body.data.sealed, role).toBe(false);
        const [first, second] = r.list.body.data.parts;
        expect(first.offers).toHaveLength(1);
        expect(first.offers[0]).toMatchObject({
          bidder_name: 'Zieliński Budownictwo sp. z o.o.',
          city: 'Kraków',
          country: null,
        });
        expect(first.offers[0].variants.map((v: { price: string }) => v.price)).toEqual([
          '99999,00',
          SECRET_PRICE,
        ]);
        expect(second.offers).toHaveLength(1);
        // Drafts and withdrawn offers never appear.
        const listed = r.list.body.data.parts.flatMap((p: { offers: { offer_set_id: number }[] }) =>
          p.offers.map((o) => o.offer_set_id),
        );
        expect(listed).not.toContain(agnieszkaDraft);
        expect(
          (await call(server, 'GET', `/api/offerset/${agnieszkaDraft}`, { token: fresh[role] })).status,
        ).toBe(404);
      }
      for (const role of ['anonymous', 'otherBidder', 'otherAdvertiser']) {
        const r = await attempts(fresh[role] ?? null);
        expect([401, 404], role).toContain(r.byId.status);
        expect(r.zip.status, role).toBe(404);
        expect(r.file.status, role).toBe(404);
      }
    } finally {
      server.clock.advance(-4 * 86_400_000);
    }
  });
});
