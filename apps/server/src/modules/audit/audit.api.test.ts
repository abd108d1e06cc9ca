import { auditMessages } from '@bk/contracts/audit/audit';
import { warsawDate } from '@bk/contracts/common/warsaw-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndPublish, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, signIn, signInAs, userId } from '../../../test/api-client.ts';
import { offerBody, publishedAnnouncement } from '../../../test/offer-fixtures.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';
import { recordEvent, systemActor, userActor } from '../events/index.ts';

let server: TestServer;
let refs: Refs;
const t: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  Object.assign(t, await signInAs(server, 'admin', 'jan', 'piotr', 'agnieszka', 'malgorzata', 'tomasz'));
  for (const [key, identifier] of [
    ['jan', 'jkowalski'],
    ['piotr', 'pzielinski'],
    ['agnieszka', 'awojcik'],
    ['tomasz', 'tlewandowski'],
  ] as const)
    ids[key] = await userId(server, identifier);
});
afterAll(() => server.close());

const events = (query = '', token: string | null = t.admin as string) =>
  call(server, 'GET', `/api/admin/audit/events${query ? `?${query}` : ''}`, { token });

type Listed = {
  id: number;
  seq: number | null;
  type: string;
  object: { kind: string; id: number };
  actor: { kind: string; id: number | null; name: string | null; email: string | null };
  occurred_at: string;
  payload: Record<string, unknown>;
};
const listed = (body: any): Listed[] => body.data.events;

/** Records events straight into the log, as a module would in its transaction. */
async function record(count: number, input: { type: any; kind: string; id: number; actor?: any }) {
  await server.database.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i++)
      await recordEvent(trx, {
        type: input.type,
        object: { kind: input.kind, id: input.id },
        actor: input.actor ?? systemActor,
        at: server.clock.now(),
        payload: { n: i + 1, some_key: { nested_key: [i] } },
      });
  });
}

describe('who may read the log', () => {
  it('holds the flag for the full administrator, refuses others with 403 and visitors with 401', async () => {
    const me = await call(server, 'GET', '/api/user', { token: t.admin });
    expect(me.body.data.user.permissions).toContainEqual(
      expect.objectContaining({
        group: 'permissionsAdministration',
        flags: expect.arrayContaining(['auditLog']),
      }),
    );
    for (const path of ['/api/admin/audit/events', '/api/admin/audit/chain']) {
      expect((await call(server, 'GET', path, { token: t.admin })).status).toBe(200);
      expect((await call(server, 'GET', path)).status).toBe(401);
      for (const who of ['piotr', 'tomasz', 'jan']) {
        const refused = await call(server, 'GET', path, { token: t[who] });
        expect(refused.status, who).toBe(403);
        expect(refused.body).toMatchObject({ status: 'Error', message: auditMessages.forbidden });
      }
    }
  });

  it('is granted through the users area like any flag of permissionsAdministration', async () => {
    const granted = await call(server, 'POST', '/api/admin/permissions_users', {
      token: t.admin,
      body: {
        authorized: ids.agnieszka,
        groups: [{ group: 'permissionsAdministration', flags: ['auditLog'] }],
      },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect((await events('', t.agnieszka)).status).toBe(200);
    const removed = await call(server, 'DELETE', `/api/admin/permissions_users?authorized=${ids.agnieszka}`, {
      token: t.admin,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await events('', t.agnieszka)).status).toBe(403);
  });
});

describe('the log', () => {
  let announcementId: number;

  beforeAll(async () => {
    announcementId = await createAndPublish(
      server,
      t.jan as string,
      validContent(refs, { title: 'Dziennik' }),
      5,
    );
    await record(1, { type: 'announcement.closed', kind: 'announcement', id: announcementId });
    await server.background.settle();
  });

  it("lists an object's events newest first with actor, seal position and payload", async () => {
    const answer = await events(`object_kind=announcement&object_id=${announcementId}`);
    expect(answer.status).toBe(200);
    const list = listed(answer.body);
    expect(list.map((e) => e.type)).toEqual([
      'announcement.closed',
      'announcement.published',
      'announcement.draft_created',
    ]);
    expect(list[0]).toMatchObject({
      object: { kind: 'announcement', id: announcementId },
      actor: { kind: 'system', id: null, name: 'System', email: null },
      payload: { n: 1, some_key: { nested_key: [0] } },
    });
    expect(list[1]).toMatchObject({
      actor: { kind: 'user', id: ids.jan, name: 'Jan Kowalski', email: 'jan.kowalski@bk.example' },
    });
    const seqs = list.map((e) => e.seq as number);
    expect(seqs.every((seq) => typeof seq === 'number')).toBe(true);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(answer.body.data.meta).toEqual({ newer: null, older: null });
    // Only the kind: every announcement's events.
    const kind = listed((await events('object_kind=announcement')).body);
    expect(kind.every((e) => e.object.kind === 'announcement')).toBe(true);
    expect(kind.length).toBeGreaterThan(3);
  });

  it("filters by the actor's e-mail (case aside) or id, and by one or several types", async () => {
    const byEmail = listed((await events('user=Jan.Kowalski%40BK.example')).body);
    expect(byEmail.length).toBeGreaterThan(0);
    expect(byEmail.every((e) => e.actor.id === ids.jan)).toBe(true);
    const byId = listed((await events(`user=${ids.jan}`)).body);
    expect(byId.map((e) => e.id)).toEqual(byEmail.map((e) => e.id));
    expect(listed((await events('user=nikt%40bk.example')).body)).toEqual([]);

    const one = listed((await events('type=announcement.closed')).body);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((e) => e.type === 'announcement.closed')).toBe(true);
    for (const query of [
      'type=announcement.closed,announcement.draft_created',
      'type[0]=announcement.closed&type[1]=announcement.draft_created',
    ]) {
      const several = listed(
        (await events(`${query}&object_id=${announcementId}&object_kind=announcement`)).body,
      );
      expect(several.map((e) => e.type)).toEqual(['announcement.closed', 'announcement.draft_created']);
    }
    const mixed = listed((await events(`type=announcement.published&user=${ids.jan}`)).body);
    expect(mixed.map((e) => e.object.id)).toContain(announcementId);
    expect(mixed.every((e) => e.type === 'announcement.published' && e.actor.id === ids.jan)).toBe(true);
  });

  it('filters by Warsaw days, both ends included', async () => {
    const today = warsawDate(server.clock.now());
    const q = `object_kind=announcement&object_id=${announcementId}`;
    expect(listed((await events(`${q}&from=${today}&to=${today}`)).body)).toHaveLength(3);
    expect(listed((await events(`${q}&to=${today}`)).body)).toHaveLength(3);
    const tomorrow = new Date(server.clock.now().getTime() + 86_400_000);
    expect(listed((await events(`${q}&from=${warsawDate(tomorrow)}`)).body)).toEqual([]);
    const yesterday = new Date(server.clock.now().getTime() - 86_400_000);
    expect(listed((await events(`${q}&to=${warsawDate(yesterday)}`)).body)).toEqual([]);
  });

  it('pages 50 at a time by keyset, both ways', async () => {
    await record(120, {
      type: 'favorite.added',
      kind: 'paging_test',
      id: 7,
      actor: userActor(ids.piotr as number),
    });
    const q = 'object_kind=paging_test&object_id=7';
    const first = await events(q);
    const page1 = listed(first.body);
    expect(page1).toHaveLength(50);
    expect(page1.map((e) => e.payload.n)).toEqual(Array.from({ length: 50 }, (_, i) => 120 - i));
    expect(first.body.data.meta).toEqual({ newer: null, older: page1[49]?.id });
    const second = await events(`${q}&before=${first.body.data.meta.older}`);
    const page2 = listed(second.body);
    expect(page2.map((e) => e.payload.n)).toEqual(Array.from({ length: 50 }, (_, i) => 70 - i));
    expect(second.body.data.meta).toEqual({ newer: page2[0]?.id, older: page2[49]?.id });
    const third = await events(`${q}&before=${second.body.data.meta.older}`);
    const page3 = listed(third.body);
    expect(page3.map((e) => e.payload.n)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(third.body.data.meta).toEqual({ newer: page3[0]?.id, older: null });
    // Back: the page before the third is the second, and before that the first.
    const back = await events(`${q}&after=${third.body.data.meta.newer}`);
    expect(listed(back.body).map((e) => e.id)).toEqual(page2.map((e) => e.id));
    expect(back.body.data.meta).toEqual(second.body.data.meta);
    const top = await events(`${q}&after=${back.body.data.meta.newer}`);
    expect(listed(top.body).map((e) => e.id)).toEqual(page1.map((e) => e.id));
    expect(top.body.data.meta).toEqual({ newer: null, older: page1[49]?.id });
    // Past either end: an empty page that leads back.
    const past = await events(`${q}&before=${page3[19]?.id}`);
    expect(listed(past.body)).toEqual([]);
    expect(past.body.data.meta).toEqual({ newer: (page3[19]?.id as number) - 1, older: null });
  });

  it('refuses bad input with 422 envelopes', async () => {
    for (const query of [
      'object_kind=announcement&object_id=0x10',
      'object_kind=announcement&object_id=016',
      'object_kind=announcement&object_id=1e3',
      'object_id=5',
      'object_kind=Og%C5%82oszenie',
      `object_kind=${'a'.repeat(41)}`,
      'user=jan%00',
      `user=${'a'.repeat(5000)}`,
      'user[x]=1',
      'type=announcement.unknown',
      'type=',
      `type=${Array.from({ length: 61 }, () => 'offer.saved').join(',')}`,
      'from=2026-02-30',
      'from=jutro',
      'from=2026-11-30&to=2026-11-01',
      'before=abc',
      'before=-1',
      'before=5&after=3',
      'after=0x10',
    ]) {
      const answer = await events(query);
      expect(answer.status, query).toBe(422);
      expect(answer.body, query).toMatchObject({ status: 'Error', errors: expect.any(Object) });
      expect(typeof answer.body.message, query).toBe('string');
    }
    const order = await events('from=2026-11-30&to=2026-11-01');
    expect(order.body.errors.to).toEqual([auditMessages.dateOrder]);
  });
});

describe('the chain state', () => {
  it('says the chain holds, its length and head, and follows new links', async () => {
    await server.background.settle();
    const head = await server.database.db
      .selectFrom('event_chain')
      .select(['seq', 'hash'])
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const state = await call(server, 'GET', '/api/admin/audit/chain', { token: t.admin });
    expect(state.status).toBe(200);
    expect(state.body.data).toEqual({
      ok: true,
      length: head.seq,
      head: head.hash,
      broken_at: null,
      reason: null,
      unsealed: 0,
      checked_at: expect.any(String),
    });
    await record(3, { type: 'level.changed', kind: 'level', id: 1 });
    await server.background.settle();
    const next = await call(server, 'GET', '/api/admin/audit/chain', { token: t.admin });
    expect(next.body.data).toMatchObject({ ok: true, length: head.seq + 3 });
    const listedEvents = listed((await events('object_kind=level&object_id=1')).body);
    expect(listedEvents.map((e) => e.seq)).toEqual([head.seq + 3, head.seq + 2, head.seq + 1]);
  });
});

describe("who opened an announcement's offers", () => {
  let a: number;
  let piotrSet: number;
  let agnieszkaSet: number;
  let malgorzataDraft: number;
  const fresh: Record<string, string> = {};

  beforeAll(async () => {
    const published = await publishedAnnouncement(server, t.jan as string, refs, {
      parts: 1,
      deadlineDays: 2,
    });
    a = published.id;
    const submit = async (token: string, price: string) => {
      const answer = await call(server, 'PUT', `/api/offerset/announcement/${a}/submit`, {
        token,
        body: offerBody(a, published.partIds, [[price]]),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data.offer_set.id as number;
    };
    piotrSet = await submit(t.piotr as string, '1000,00');
    agnieszkaSet = await submit(t.agnieszka as string, '1200,00');
    const draft = await call(server, 'POST', '/api/offerset', {
      token: t.malgorzata,
      body: offerBody(a, published.partIds, [['1,00']]),
    });
    malgorzataDraft = draft.body.data.offer_set.id;
  });

  it('is refused before the deadline, while the attempts to read are recorded', async () => {
    // Attempts to read sealed offers: another bidder, the author, a visitor (the zip needs no login).
    expect((await call(server, 'GET', `/api/offerset/${piotrSet}`, { token: t.agnieszka })).status).toBe(404);
    expect((await call(server, 'GET', `/api/offerset/${agnieszkaSet}`, { token: t.jan })).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/offerset/${piotrSet}/attachments.zip`)).status).toBe(404);
    // The bidders read their own; a draft's bidder too (never shown to the author).
    expect((await call(server, 'GET', `/api/offerset/announcement/${a}`, { token: t.piotr })).status).toBe(
      200,
    );
    expect(
      (await call(server, 'GET', `/api/offerset/${malgorzataDraft}`, { token: t.malgorzata })).status,
    ).toBe(200);
    expect((await call(server, 'GET', `/api/offerset/${malgorzataDraft}`, { token: t.piotr })).status).toBe(
      404,
    );

    const early = await call(server, 'GET', `/api/announcements/${a}/offer-access`, { token: t.jan });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ status: 'Error', message: auditMessages.offerAccessSealed });
    expect(
      (await call(server, 'GET', `/api/announcements/${a}/offer-access`, { token: t.admin })).status,
    ).toBe(409);
    const bidder = await call(server, 'GET', `/api/announcements/${a}/offer-access`, { token: t.piotr });
    expect(bidder.status).toBe(403);
    expect(bidder.body.message).toBe(auditMessages.offerAccessForbidden);
    expect((await call(server, 'GET', `/api/announcements/${a}/offer-access`)).status).toBe(401);
  });

  it('lists reads and refused attempts after the deadline, for the author and administrators in scope', async () => {
    server.clock.advance(3 * 86_400_000);
    try {
      fresh.jan = await signIn(server, 'advertiser');
      fresh.admin = await signIn(server, 'admin');
      fresh.tomasz = await signIn(server, 'scopedAdmin');
      fresh.piotr = await signIn(server, 'bidder');
      // The author opens the list, then Piotr's offer.
      expect(
        (await call(server, 'GET', `/api/offerset/announcement/${a}/list`, { token: fresh.jan })).body.data
          .sealed,
      ).toBe(false);
      expect((await call(server, 'GET', `/api/offerset/${piotrSet}`, { token: fresh.jan })).status).toBe(200);

      const answer = await call(server, 'GET', `/api/announcements/${a}/offer-access`, { token: fresh.jan });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const piotrOffer = {
        offer_set_id: piotrSet,
        ordinal: 1,
        bidder_name: 'Zieliński Budownictwo sp. z o.o.',
      };
      const agnieszkaOffer = { offer_set_id: agnieszkaSet, ordinal: 2, bidder_name: expect.any(String) };
      const jan = { kind: 'user', name: 'Jan Kowalski', email: 'jan.kowalski@bk.example' };
      expect(answer.body.data.meta).toEqual({ total: 6, page: 1, last_page: 1 });
      expect(answer.body.data.entries).toEqual([
        {
          id: expect.any(Number),
          occurred_at: expect.any(String),
          kind: 'read',
          actor: jan,
          via: 'preview',
          offers: [piotrOffer],
        },
        {
          id: expect.any(Number),
          occurred_at: expect.any(String),
          kind: 'read',
          actor: jan,
          via: 'list',
          offers: [piotrOffer, agnieszkaOffer],
        },
        {
          id: expect.any(Number),
          occurred_at: expect.any(String),
          kind: 'read',
          actor: { kind: 'user', name: 'Piotr Zieliński', email: 'piotr.zielinski@bk.example' },
          via: 'own',
          offers: [piotrOffer],
        },
        {
          id: expect.any(Number),
          occurred_at: expect.any(String),
          kind: 'refused',
          actor: { kind: 'anonymous', name: null, email: null },
          via: 'zip',
          offers: [piotrOffer],
        },
        {
          id: expect.any(Number),
          occurred_at: expect.any(String),
          kind: 'refused',
          actor: jan,
          via: 'preview',
          offers: [agnieszkaOffer],
        },
        {
          id: expect.any(Number),
          occurred_at: expect.any(String),
          kind: 'refused',
          actor: { kind: 'user', name: 'Agnieszka Wójcik', email: 'agnieszka.wojcik@bk.example' },
          via: 'preview',
          offers: [piotrOffer],
        },
      ]);
      // Nothing of the draft: neither its bidder's reads nor the attempts on it.
      expect(JSON.stringify(answer.body)).not.toContain('Wiśniewska');
      const concerned = answer.body.data.entries.flatMap((e: { offers: { offer_set_id: number }[] }) =>
        e.offers.map((o) => o.offer_set_id),
      );
      expect(concerned).not.toContain(malgorzataDraft);

      for (const who of ['admin', 'tomasz']) {
        const seen = await call(server, 'GET', `/api/announcements/${a}/offer-access`, { token: fresh[who] });
        expect(seen.status, who).toBe(200);
        expect(seen.body.data.meta.total, who).toBe(6);
      }
      expect(
        (await call(server, 'GET', `/api/announcements/${a}/offer-access`, { token: fresh.piotr })).status,
      ).toBe(403);
      expect(
        (await call(server, 'GET', `/api/announcements/${a}/offer-access?page=2`, { token: fresh.jan })).body
          .data,
      ).toMatchObject({ entries: [], meta: { total: 6, page: 2 } });
      for (const query of ['page=0', 'page=abc', 'page=1e2', 'page=%00']) {
        const bad = await call(server, 'GET', `/api/announcements/${a}/offer-access?${query}`, {
          token: fresh.jan,
        });
        expect(bad.status, query).toBe(422);
        expect(bad.body.status).toBe('Error');
      }
      expect(
        (await call(server, 'GET', '/api/announcements/0x10/offer-access', { token: fresh.jan })).status,
      ).toBe(404);
      expect(
        (await call(server, 'GET', '/api/announcements/999999/offer-access', { token: fresh.jan })).status,
      ).toBe(404);
    } finally {
      server.clock.advance(-3 * 86_400_000);
    }
  });
});

describe('the OpenAPI description', () => {
  it('describes the three routes with their parameters and answers', async () => {
    const docs = await call(server, 'GET', '/api/docs');
    const paths = docs.body.paths;
    const events = paths['/api/admin/audit/events'].get;
    expect(events.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['object_kind', 'object_id', 'user', 'type', 'from', 'to', 'before', 'after']),
    );
    expect(events.responses['200']).toBeDefined();
    expect(paths['/api/admin/audit/chain'].get.responses['200']).toBeDefined();
    const access = paths['/api/announcements/{id}/offer-access'].get;
    expect(access.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'page']),
    );
  });
});

describe('a broken chain', () => {
  it('is reported from the first link that does not follow', async () => {
    await server.background.settle();
    const before = await call(server, 'GET', '/api/admin/audit/chain', { token: t.admin });
    expect(before.body.data.ok).toBe(true);
    // A link slipped in past the sealer, its hash made up (both tables take inserts).
    const forgedAt = await server.database.db.transaction().execute(async (trx) => {
      const head = await trx
        .selectFrom('event_chain')
        .select('seq')
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const event = await trx
        .insertInto('events')
        .values({
          type: 'user.blocked',
          object_kind: 'user',
          object_id: 1,
          actor_kind: 'system',
          actor_id: null,
          occurred_at: server.clock.now(),
          payload: JSON.stringify({}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('event_chain')
        .values({
          seq: head.seq + 1,
          event_id: event.id,
          hash: 'f'.repeat(64),
          sealed_at: server.clock.now(),
        })
        .execute();
      return { seq: head.seq + 1, event: event.id };
    });
    const after = await call(server, 'GET', '/api/admin/audit/chain', { token: t.admin });
    expect(after.body.data).toMatchObject({
      ok: false,
      length: forgedAt.seq - 1,
      head: null,
      broken_at: forgedAt.seq,
      reason: `skrót się nie zgadza (zmieniono zdarzenie nr ${forgedAt.event} lub ogniwo)`,
    });
  });
});
