import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndPublish, type Refs, refsOf, validContent } from '../test/announcement-fixtures.ts';
import { call, demoEmails, signIn } from '../test/api-client.ts';
import { login } from '../test/browserless-login.ts';
import { publishedAnnouncement } from '../test/offer-fixtures.ts';
import { startRoundRobinProxy } from '../test/round-robin-proxy.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../test/server-processes.ts';
import {
  createTestDatabase,
  freePort,
  type TestDatabase,
  type TestServer,
  testDatabaseHandle,
} from '../test/test-server.ts';
import type { DB } from './db/schema.ts';
import { DEMO_PASSWORD } from './seed/demo-accounts.ts';

/**
 * Issue 35: separately started server processes (each its own Node process) on one fresh PostgreSQL
 * database, behind a round-robin balancer (per request) whose address is the portal's public address.
 * Each is driven alternately; nothing waits for a cache to expire: a change acknowledged by one process
 * is read at once from the other.
 */
const postgres = process.env.TEST_DATABASE_URL;

/** A running process as the API client and the fixtures take a server (its address, the database). */
function serverOf(p: ServerProcess, db: Kysely<DB>, offsetMs: () => number): TestServer {
  return {
    baseUrl: `http://127.0.0.1:${p.port}`,
    database: { db },
    clock: { now: () => new Date(Date.now() + offsetMs()) },
  } as unknown as TestServer;
}

describe.skipIf(!postgres)('several server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let db: Kysely<DB>;
  let one: ServerProcess;
  let two: ServerProcess;
  let balancer: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let offsetMs = 0;
  let A: TestServer;
  let B: TestServer;
  let refs: Refs;
  let jan: string;
  let piotr: string;
  let admin: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.databaseUrl as string;
    db = testDatabaseHandle(url, 2);
    const balancerPort = await freePort();
    const env = {
      BK_PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      BK_DEMO_DATA: '1',
      BK_TEST_CLOCK: '1',
    };
    [one, two] = await Promise.all([startServerProcess(url, env), startServerProcess(url, env)]);
    balancer = await startRoundRobinProxy([one.port, two.port], balancerPort);
    A = serverOf(one, db, () => offsetMs);
    B = serverOf(two, db, () => offsetMs);
    refs = await refsOf(A, 'jkowalski');
    jan = await signIn(A, 'advertiser');
    piotr = await signIn(B, 'bidder');
    admin = await signIn(A, 'admin');
  }, 540_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all([stopServerProcess(one), stopServerProcess(two)]);
    await db?.destroy();
    await database?.drop();
  });

  it('signs in through either process: the login walks both, the session works on each, logout on one ends it on the other', async () => {
    const balanced = { baseUrl: balancer.url } as TestServer;
    const before = [...balancer.served];
    const { token } = await login(balanced.baseUrl, demoEmails.bidder2, DEMO_PASSWORD);
    // The login's redirects, pages and callback were answered by both processes in turn.
    expect(balancer.served[0]! - before[0]!).toBeGreaterThan(1);
    expect(balancer.served[1]! - before[1]!).toBeGreaterThan(1);
    for (const server of [A, B]) {
      const user = await call(server, 'GET', '/api/user', { token });
      expect(user.status).toBe(200);
      expect(user.body.data.user.email).toBe(demoEmails.bidder2);
    }
    expect((await call(A, 'POST', '/api/authentication/logout', { token, body: {} })).status).toBe(200);
    expect((await call(B, 'GET', '/api/user', { token })).status).toBe(401);
  });

  it('never answers a lock, an unlock, a new version or a cancel stale from the other process', async () => {
    const { id } = await publishedAnnouncement(A, jan, refs, { parts: 1 });
    const path = `/api/announcements/${id}`;
    const status = async (server: TestServer, token: string | null) => {
      const answer = await call(server, 'GET', path, { token });
      return answer.status === 200 ? answer.body.data.advertisement.status.name : answer.status;
    };
    for (let round = 0; round < 5; round++) {
      const [writer, reader] = round % 2 ? [B, A] : [A, B];
      // The reader keeps its anonymous answer...
      expect(await status(reader, null)).toBe('PUBLISHED');
      expect(await status(reader, null)).toBe('PUBLISHED');
      expect(await status(reader, piotr)).toBe('PUBLISHED');
      const locked = await call(writer, 'PUT', `/api/admin/announcements/${id}/lock`, { token: admin });
      expect(locked.body.data.advertisement.status.name).toBe('LOCKED');
      // ...and drops it for the lock acknowledged by the other process, at once.
      const [anonymous, bidder, author] = await Promise.all([
        status(reader, null),
        status(reader, piotr),
        status(reader, jan),
      ]);
      expect([anonymous, bidder, author]).toEqual([404, 404, 'LOCKED']);
      const unlocked = await call(writer, 'PUT', `/api/admin/announcements/${id}/unlock`, { token: admin });
      expect(unlocked.body.data.advertisement.status.name).toBe('PUBLISHED');
      expect(await status(reader, null)).toBe('PUBLISHED');
    }

    // A new version published on one process is the version the other shows next.
    const content = (await call(A, 'GET', `${path}/compact`, { token: jan })).body.data.version.content;
    expect(
      (await call(B, 'GET', path)).body.data.version.content.parts[0].order_items[0].description,
    ).not.toBe('Zmieniony opis z pierwszego procesu.');
    const edited = {
      ...content,
      parts: content.parts.map((p: { id: number; order_items: object[] }) => ({
        ...p,
        temporary_id: String(p.id),
        order_items: p.order_items.map((item) => ({
          ...item,
          description: 'Zmieniony opis z pierwszego procesu.',
        })),
      })),
    };
    const put = await call(A, 'PUT', `${path}?mode=publish`, { token: jan, body: { announcement: edited } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const seen = await call(B, 'GET', path);
    expect(seen.body.data.version.content.parts[0].order_items[0].description).toBe(
      'Zmieniony opis z pierwszego procesu.',
    );

    expect((await call(A, 'POST', `${path}/cancel`, { token: jan })).status).toBe(200);
    expect(await status(B, null)).toBe('CANCELLED');
  });

  it('drops what it keeps when its listening connection is lost, serves fresh meanwhile, and listens again', async () => {
    const { id } = await publishedAnnouncement(A, jan, refs, { parts: 1 });
    const path = `/api/announcements/${id}`;
    expect((await call(B, 'GET', path)).status).toBe(200);
    // An administrator (or a failover) ends both processes' listening connections.
    const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where application_name = 'bk-change-listener' and datname = current_database()`.execute(db);
    expect(ended.rows).toHaveLength(2);
    // Meanwhile a lock on one process is never answered stale by the other.
    expect((await call(A, 'PUT', `/api/admin/announcements/${id}/lock`, { token: admin })).status).toBe(200);
    expect((await call(B, 'GET', path)).status).toBe(404);
    expect((await call(A, 'PUT', `/api/admin/announcements/${id}/unlock`, { token: admin })).status).toBe(
      200,
    );
    expect((await call(B, 'GET', path)).status).toBe(200);
    // Both listen again within seconds.
    const started = Date.now();
    let listening = 0;
    while (Date.now() - started < 15_000) {
      const rows = await sql<{ count: number }>`
        select count(*)::int as count from pg_stat_activity
        where application_name = 'bk-change-listener' and datname = current_database()`.execute(db);
      listening = rows.rows[0]?.count ?? 0;
      if (listening === 2) break;
      await sleep(200);
    }
    expect(listening).toBe(2);
    expect((await call(A, 'PUT', `/api/admin/announcements/${id}/lock`, { token: admin })).status).toBe(200);
    expect((await call(B, 'GET', path)).status).toBe(404);
  });

  it('finds at once on one process what the other published, and shows the answer it published', async () => {
    const word = `Kwarcówka${Date.now() % 100000}`;
    const search = () => call(B, 'GET', `/api/search/announcements?q=${encodeURIComponent(word)}`);
    expect((await search()).body.data.advertisements).toEqual([]);
    const content = validContent(refs, { title: `Dostawa ${word} dla laboratorium` });
    const id = await createAndPublish(A, jan, content, 5);
    const found = await search();
    expect(found.body.data.advertisements.map((a: { id: number }) => a.id)).toEqual([id]);

    const questions = `/api/question/announcement/${id}`;
    expect((await call(B, 'GET', questions)).body.data.questions).toEqual([]);
    const asked = await call(B, 'POST', '/api/question', {
      token: piotr,
      body: { content: 'Czy dopuszczają Państwo inny termin?', advertisement: id },
    });
    const questionId = asked.body.data.question.id;
    const answered = await call(A, 'PUT', `/api/question/${questionId}?mode=publish`, {
      token: jan,
      body: { content: 'Czy dopuszczają Państwo inny termin?', answer: { content: 'Nie.' } },
    });
    expect(answered.status).toBe(200);
    expect((await call(B, 'GET', questions)).body.data.questions[0]?.answer.content).toBe('Nie.');
  });

  it('goes on with an upload on the other process after a drop, and counts one of two parts sent at once to both', async () => {
    // Issue 50: a resumable offer upload, its first half through one process, the rest through the other.
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(600_000)]);
    const tus = (
      server: TestServer,
      method: string,
      url: string,
      headers: Record<string, string> = {},
      body?: Buffer,
    ) =>
      fetch(`${server.baseUrl}${url}`, {
        method,
        headers: {
          'tus-resumable': '1.0.0',
          'x-auth-token': piotr,
          ...(body ? { 'content-type': 'application/offset+octet-stream' } : {}),
          ...headers,
        },
        body: body ? new Uint8Array(body) : undefined,
      });
    const create = async () => {
      const created = await tus(A, 'POST', '/api/uploads?context=offer', {
        'upload-length': String(bytes.length),
        'upload-metadata': `filename ${Buffer.from('kosztorys.pdf').toString('base64')}`,
      });
      expect(created.status).toBe(201);
      return created.headers.get('location') ?? '';
    };
    const at = (offset: number) => ({ 'upload-offset': String(offset) });
    const half = 300_000;
    const location = await create();
    expect((await tus(A, 'PATCH', location, at(0), bytes.subarray(0, half))).status).toBe(204);
    expect((await tus(B, 'HEAD', location)).headers.get('upload-offset')).toBe(String(half));
    expect((await tus(B, 'PATCH', location, at(half), bytes.subarray(half))).status).toBe(204);
    const stored = await call(A, 'GET', location, { token: piotr });
    expect(stored.status).toBe(200);
    const download = await fetch(`${B.baseUrl}/api/files/${stored.body.data.file.id}/download`, {
      headers: { 'x-auth-token': piotr },
    });
    const digest = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
    expect(digest(new Uint8Array(await download.arrayBuffer()))).toBe(digest(bytes));

    // The same part sent to both at once: one counts, the other is refused (held or moved past).
    const again = await create();
    const both = await Promise.all(
      [A, B].map((server) => tus(server, 'PATCH', again, at(0), bytes.subarray(0, half))),
    );
    const statuses = both.map((r) => r.status).sort();
    expect(statuses[0]).toBe(204);
    expect([409, 423]).toContain(statuses[1]);
    expect((await tus(A, 'HEAD', again)).headers.get('upload-offset')).toBe(String(half));
  });

  it('closes each announcement once at its deadline while both processes run (their clocks moved)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await publishedAnnouncement(i % 2 ? A : B, jan, refs, { parts: 1 })).id);
    const advance = 6 * 86_400;
    for (const server of [A, B])
      expect(
        (await call(server, 'POST', '/api/test/clock', { body: { advance_seconds: advance } })).status,
      ).toBe(200);
    offsetMs = advance * 1000;
    // Both read every announcement at the same moment: each read first closes what is due.
    const reads = await Promise.all(
      ids.flatMap((id) => [A, B].map((server) => call(server, 'GET', `/api/announcements/${id}`))),
    );
    expect(new Set(reads.map((r) => r.body.data.advertisement.status.name))).toEqual(new Set(['CLOSED']));
    const closings = await db
      .selectFrom('events')
      .select(['object_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('type', '=', 'announcement.closed')
      .where('object_id', 'in', ids)
      .groupBy('object_id')
      .execute();
    expect(closings.map((c) => Number(c.count))).toEqual(ids.map(() => 1));
    // Numbers stay unique and gapless across the processes.
    const numbers = await db.selectFrom('announcements').select('number').where('id', 'in', ids).execute();
    const sequences = numbers.map((n) => Number(String(n.number).split('-')[1])).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(ids.length);
    expect(sequences.at(-1)! - sequences[0]!).toBe(ids.length - 1);
  });
});

describe.skipIf(!postgres)('BK_WORKERS: worker processes on one port', () => {
  let database: TestDatabase;
  let cluster: ServerProcess | undefined;
  const token = 'metryki-klastra';
  afterAll(async () => {
    await stopServerProcess(cluster);
    await database?.drop();
  });

  const listening = async () => {
    const text = await (
      await fetch(`http://127.0.0.1:${cluster?.port}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).text();
    return { text, workers: Number(/^bk_change_listener_up (\d+)/m.exec(text)?.[1] ?? 0) };
  };

  it('serves from every worker, adds up their figures, replaces one that dies and stops them all', async () => {
    database = await createTestDatabase();
    cluster = await startServerProcess(database.databaseUrl as string, {
      BK_WORKERS: '2',
      BK_METRICS_TOKEN: token,
    });
    const children = () =>
      execFileSync('pgrep', ['-P', String(cluster?.child.pid), '-f', 'server\\.ts'], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map(Number);
    const started = Date.now();
    while ((await listening()).workers < 2 && Date.now() - started < 30_000) await sleep(200);
    expect(children()).toHaveLength(2);
    // New connections are handed round: twenty answered, all of them counted in one scrape.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`http://127.0.0.1:${cluster?.port}/api/announcements/999999`, {
          headers: { connection: 'close' },
        }),
      ),
    );
    const { text, workers } = await listening();
    expect(workers).toBe(2);
    expect(text).toContain(
      'bk_http_requests_total{method="GET",route="/api/announcements/:id",status="404"} 20',
    );

    // A worker killed is replaced; the port keeps answering while the new one starts.
    const [victim] = children();
    process.kill(victim as number, 'SIGKILL');
    // (A connection handed to it in the moment before the primary hears of its death is reset, as
    // with any crash: a balancer's retry covers it.)
    await sleep(300);
    for (let i = 0; i < 10; i++)
      expect(
        (await fetch(`http://127.0.0.1:${cluster?.port}/api/health`, { headers: { connection: 'close' } }))
          .status,
      ).toBe(200);
    const again = Date.now();
    while (Date.now() - again < 30_000) {
      const now = children();
      if (now.length === 2 && !now.includes(victim as number) && (await listening()).workers === 2) break;
      await sleep(200);
    }
    expect(children()).not.toContain(victim);
    expect((await listening()).workers).toBe(2);

    // SIGTERM to the primary stops every worker, and then the primary.
    const workersBefore = children();
    await stopServerProcess(cluster);
    expect(cluster.child.exitCode).toBe(0);
    for (const pid of workersBefore) expect(() => process.kill(pid, 0)).toThrow();
  }, 360_000);

  it('does not start without its master key, alone or as the primary of workers: exit 78, said plainly', () => {
    for (const workers of ['1', '2']) {
      let failure: { status: number | null; stderr: Buffer } | null = null;
      try {
        execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
          stdio: ['ignore', 'ignore', 'pipe'],
          timeout: 180_000,
          env: {
            ...process.env,
            PORT: '0',
            HOST: '127.0.0.1',
            // The key is read before any database is opened: none is needed here.
            DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
            BK_ENV: 'production',
            BK_WORKERS: workers,
            BK_MASTER_KEY: '',
            BK_MASTER_KEY_FILE: `/nonexistent/bk-master-${workers}.key`,
            BK_WEB_DIST: '',
            LOG_LEVEL: 'error',
          },
        });
      } catch (error) {
        failure = error as { status: number | null; stderr: Buffer };
      }
      expect(failure?.status, `BK_WORKERS=${workers}`).toBe(78);
      expect(String(failure?.stderr)).toContain('Baza Konkurencyjności cannot start: No master key');
    }
  }, 360_000);
});

describe.skipIf(!postgres)('several processes started together on an empty database', () => {
  const name = `bk_test_empty_${process.pid}_${Date.now()}`;
  const admin = () => new pg.Client({ connectionString: postgres });
  let url: string;
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const address = new URL(postgres as string);
    address.pathname = `/${name}`;
    url = address.href;
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => stopServerProcess(p)));
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('migrates and loads the reference and demo data once; all of them serve', async () => {
    processes = await Promise.all(
      [1, 2, 3].map(() => startServerProcess(url, { BK_DEMO_DATA: '1' }, { timeoutMs: 150_000 })),
    );
    const db = testDatabaseHandle(url, 1);
    try {
      const seeds = await db
        .selectFrom('seed_runs')
        .select(['name', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('name')
        .execute();
      expect(seeds.map((s) => s.name).sort()).toEqual(['demo', 'demo-audit-log', 'demo-content']);
      const migrations = await sql<{
        count: number;
      }>`select count(*)::int as count from kysely_migration`.execute(db);
      expect(migrations.rows[0]?.count).toBeGreaterThanOrEqual(30);
      const demoUsers = await db
        .selectFrom('users')
        .select('identifier')
        .where('identifier', '=', 'jkowalski')
        .execute();
      expect(demoUsers).toHaveLength(1);
    } finally {
      await db.destroy();
    }
    for (const p of processes) {
      const answer = await fetch(`http://127.0.0.1:${p.port}/api/health/ready`);
      expect(answer.status).toBe(200);
      expect(p.child.exitCode).toBeNull();
    }
  }, 600_000);
});
