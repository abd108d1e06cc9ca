import { fromHex } from '@bk/contracts/audit/transparency/encoding';
import { verifyConsistency } from '@bk/contracts/audit/transparency/proofs';
import { type TreeHead, verifyTreeHead } from '@bk/contracts/audit/transparency/sth';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAndPublish, refsOf, validContent } from '../../../test/announcement-fixtures.ts';
import { call, signIn, userId } from '../../../test/api-client.ts';
import { asDatabaseAdministrator } from '../../../test/database-administrator.ts';
import { serverForFile } from '../../../test/test-server.ts';
import { headNow, logOfferAccessPage, publishedHead, recordAccess, userActor, verifyLog } from './index.ts';
import { auditKeys } from './signing-keys.ts';

// Issue 47: each attack of the outside review, and what now stops or finds it.
const file = serverForFile({ BK_METRICS_TOKEN: 'metryki-testowe' });

/** Publishes an announcement (a few events) and waits until they are sealed. */
async function someEvents(title: string) {
  const jan = await signIn(file.server, 'advertiser');
  const id = await createAndPublish(
    file.server,
    jan,
    validContent(await refsOf(file.server, 'jkowalski'), { title }),
    10,
  );
  await file.server.background.settle();
  return id;
}

const verify = (kept: TreeHead[] = []) =>
  verifyLog(file.db, file.server.clock.now(), { keys: auditKeys(), kept });

/**
 * Runs a statement that must be refused and gives its error's message. On PostgreSQL a TRUNCATE ...
 * CASCADE takes its locks table by table while the server's own background work (the consumers, the
 * tree's sealing) holds some of them: PostgreSQL may then end it as a deadlock before the log's trigger
 * refuses it. A deadlock is PostgreSQL's "try again" (nothing changed): the statement is run again,
 * after the background work has settled, up to three times.
 */
async function refusedReason(statement: { execute(db: typeof file.db): Promise<unknown> }): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      await statement.execute(file.db);
      return 'not refused';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!/deadlock detected/.test(message) || attempt === 3) return message;
      await file.server.background.settle();
    }
  }
}

describe('the log refuses to be emptied or changed', () => {
  it('refuses TRUNCATE of the log and of its tree and heads, with CASCADE too, and UPDATE and DELETE', async () => {
    await someEvents('Nie do wyczyszczenia');
    for (const statement of [
      sql`truncate events cascade`,
      sql`truncate event_chain cascade`,
      sql`truncate merkle_nodes`,
      sql`truncate tree_heads`,
      sql`delete from merkle_nodes`,
      sql`update tree_heads set size = 0`,
      sql`delete from events`,
    ])
      await expect(refusedReason(statement)).resolves.toMatch(/append-only/);
    const state = await verify();
    expect(state.problems).toEqual([]);
    expect(state.ok).toBe(true);
    expect(state.tree.size).toBe(state.length);
  });
});

describe('an event slipped in with plain SQL', () => {
  it('is not sealed, is reported, fails the verification by name, and shows in no one’s offer access', async () => {
    const announcementId = await someEvents('Podrzucony odczyt');
    const other = await userId(file.server, 'awojcik');
    const [{ id }] = (
      await sql<{ id: string }>`select nextval(pg_get_serial_sequence('events', 'id')) as id`.execute(file.db)
    ).rows as [{ id: string }];
    const threeDaysAgo = new Date(file.server.clock.now().getTime() - 3 * 86_400_000);
    // The review's forgery: a read of offer content by someone else, dated before the deadline, with a
    // MAC made up (the database's administrator has no key) or none at all.
    for (const [eventId, mac] of [
      [Number(id), 'f'.repeat(64)],
      [Number(id) + 100_000, null],
    ] as const)
      await sql`insert into events (id, type, object_kind, object_id, actor_kind, actor_id, occurred_at, payload, key_id, mac)
        values (${eventId}, 'offer.content_read', 'announcement', ${announcementId}, 'user', ${other}, ${threeDaysAgo},
                ${JSON.stringify({ announcement_id: announcementId, via: 'list' })}::jsonb, ${auditKeys().current.keyId}, ${mac})`.execute(
        file.db,
      );
    await file.server.background.settle();
    await file.server.background.settle();

    const sealed = await file.db
      .selectFrom('event_chain')
      .select('seq')
      .where('event_id', 'in', [Number(id), Number(id) + 100_000])
      .execute();
    expect(sealed).toEqual([]);
    const rejected = await file.db.selectFrom('event_rejections').selectAll().orderBy('event_id').execute();
    expect(rejected.map((r) => [Number(r.event_id), r.reason])).toEqual([
      [Number(id), "the event's MAC does not hold"],
      [Number(id) + 100_000, 'the event has no MAC'],
    ]);
    // Recorded in the log itself, by the portal, and e-mailed to the administrators who read the log.
    const reports = await file.db
      .selectFrom('events')
      .select(['object_id', 'actor_kind'])
      .where('type', '=', 'log.event_rejected')
      .execute();
    expect(reports.map((r) => Number(r.object_id)).sort((a, b) => a - b)).toEqual([
      Number(id),
      Number(id) + 100_000,
    ]);
    const mail = await file.db
      .selectFrom('outbox_messages')
      .select(['kind'])
      .where('kind', '=', 'admin.log_event_rejected')
      .execute();
    expect(mail.length).toBeGreaterThan(0);

    const metrics = await fetch(`${file.server.baseUrl}/metrics`, {
      headers: { authorization: 'Bearer metryki-testowe' },
    });
    expect(await metrics.text()).toContain('bk_event_log_rejected 2');

    const state = await verify();
    expect(state.ok).toBe(false);
    expect(state.problems.join('\n')).toContain(`event ${id} (offer.content_read`);
    expect(state.problems.join('\n')).toContain(`event ${Number(id) + 100_000} (offer.content_read`);

    // The advertiser's 'Dostęp do ofert' reads: a genuine read shows, the forged ones do not.
    const genuine = await recordAccess(file.db, {
      type: 'offer.content_read',
      object: { kind: 'announcement', id: announcementId },
      actor: userActor(other),
      at: file.server.clock.now(),
      payload: { announcement_id: announcementId, via: 'list' },
    });
    const page = await logOfferAccessPage(
      file.db,
      announcementId,
      [],
      { offset: 0, limit: 50 },
      () => sql`null`,
    );
    expect(page.rows.map((r) => r.id)).toEqual([genuine.id]);
    expect(page.total).toBe(1);
  });
});

describe('the heads, published', () => {
  it('gives anyone the signed heads and keys, and proofs that a later head extends an earlier one', async () => {
    await someEvents('Pierwszy stan');
    const first = publishedHead((await headNow(file.db, file.server.clock.now())) as never);
    await someEvents('Drugi stan');
    const second = publishedHead((await headNow(file.db, file.server.clock.now())) as never);
    expect(second.size).toBeGreaterThan(first.size);
    const published = await call(file.server, 'GET', '/api/audit/heads');
    expect(published.status).toBe(200);
    expect(published.body.data.latest).toEqual(second);
    expect(published.body.data.heads).toContainEqual(first);
    const keys = Object.fromEntries(
      (published.body.data.keys as { key_id: string; public_key: string }[]).map((k) => [
        k.key_id,
        k.public_key,
      ]),
    );
    expect(await verifyTreeHead(second, keys)).toBe(true);
    expect(await verifyTreeHead({ ...second, size: second.size + 1 }, keys)).toBe(false);
    const proof = await call(
      file.server,
      'GET',
      `/api/audit/consistency?from=${first.size}&to=${second.size}`,
    );
    expect(proof.status).toBe(200);
    const hashes = (proof.body.data.proof as string[]).map(fromHex);
    expect(
      verifyConsistency(first.size, second.size, fromHex(first.root), fromHex(second.root), hashes),
    ).toBe(true);
    expect(
      verifyConsistency(first.size, second.size, fromHex(second.root), fromHex(second.root), hashes),
    ).toBe(false);
    expect(
      (await call(file.server, 'GET', `/api/audit/consistency?from=${second.size}&to=${first.size}`)).status,
    ).toBe(400);
    expect(
      (await call(file.server, 'GET', `/api/audit/consistency?from=1&to=${second.size + 10_000}`)).status,
    ).toBe(404);
  });

  it('shows the latest head, the last verification and the events left out to those who read the log, and to no one else', async () => {
    const admin = await signIn(file.server, 'admin');
    const view = await call(file.server, 'GET', '/api/admin/audit/integrity', { token: admin });
    expect(view.status).toBe(200);
    expect(view.body.data.latest_head).not.toBeNull();
    expect(view.body.data.rejected.total).toBe(2);
    expect(view.body.data.rejected.events[0]).toMatchObject({ type: 'offer.content_read' });
    const bidder = await signIn(file.server, 'bidder');
    expect((await call(file.server, 'GET', '/api/admin/audit/integrity', { token: bidder })).status).toBe(
      403,
    );
    expect((await call(file.server, 'GET', '/api/admin/audit/integrity')).status).toBe(401);
  });
});

describe('a kept head', () => {
  it('finds a deleted tail: the entries after the log’s end are named missing', async () => {
    await someEvents('Ogon do usunięcia');
    const kept = publishedHead((await headNow(file.db, file.server.clock.now())) as never);
    expect((await verify([kept])).problems.filter((p) => p.includes('kept head'))).toEqual([]);
    // A head made up (its size changed) is named for its signature, not read as entries missing.
    const madeUp = await verify([{ ...kept, size: kept.size + 5 }]);
    expect(madeUp.problems.filter((p) => p.includes('kept head'))).toEqual([
      `the kept head 1 (size ${kept.size + 5}): its signature does not hold under the key file's keys (key ${kept.key_id})`,
    ]);
    const last = await file.db
      .selectFrom('event_chain')
      .select(['seq', 'event_id'])
      .orderBy('seq', 'desc')
      .limit(10)
      .execute();
    const cut = Math.min(...last.map((l) => Number(l.seq)));
    await asDatabaseAdministrator(file.db, async () => {
      await sql`delete from consumer_dead_letters where seq >= ${cut}`.execute(file.db);
      await sql`delete from event_chain where seq >= ${cut}`.execute(file.db);
      await sql`delete from merkle_nodes where level = 0 and idx >= ${cut - 1}`.execute(file.db);
      await sql`delete from tree_heads where size >= ${cut}`.execute(file.db);
    });
    const state = await verify([kept]);
    expect(state.ok).toBe(false);
    expect(state.problems.join('\n')).toContain(
      `the kept head 1 (size ${kept.size}): it holds ${kept.size} entries, the log ${cut - 1}: entries ${cut} to ${kept.size} are missing`,
    );
  });
});
