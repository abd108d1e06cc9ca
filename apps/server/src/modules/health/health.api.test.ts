import { messages } from '@bk/contracts/common/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/api-client.ts';
import { startTcpRelay } from '../../../test/tcp-relay.ts';
import {
  createTestDatabase,
  freePort,
  startTestServer,
  type TestServer,
  testConfig,
} from '../../../test/test-server.ts';
import { startingMessage, startServer } from '../../serve.ts';
import { healthMessages } from './health.routes.ts';
import { HEALTH_TIMEOUT_MS } from './health.service.ts';

async function get(baseUrl: string, path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('health and readiness', () => {
  let server: TestServer;
  beforeAll(async () => {
    // One connection on PostgreSQL too, so that holding it is what a stuck database looks like.
    server = await startTestServer({ BK_DB_POOL_SIZE: '1' });
  });
  afterAll(() => server?.close());

  it('answers OK while the database answers', async () => {
    const health = await get(server.baseUrl, '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({
      status: 'OK',
      data: { database: server.database.kind, phase: 'ready' },
    });
    const ready = await get(server.baseUrl, '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('OK');
  });

  it('answers 503 in Polish to calls that still arrive while the process stops', async () => {
    server.readiness.phase = 'stopping';
    try {
      const call = await get(server.baseUrl, '/api/announcements');
      expect(call.status).toBe(503);
      expect(call.body).toEqual({ status: 'Error', errors: {}, message: healthMessages.stopping });
      expect(call.headers.get('retry-after')).toBe('5');
      const ready = await get(server.baseUrl, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.message).toBe(healthMessages.notReady);
    } finally {
      server.readiness.phase = 'ready';
    }
  });

  it('answers 503 within a short time when the database does not answer, and recovers', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A transaction that holds the only connection, as the fault of a stuck database did.
    const transaction = server.database.db.transaction().execute(() => held);
    try {
      const started = Date.now();
      const [health, ready] = await Promise.all([
        get(server.baseUrl, '/api/health'),
        get(server.baseUrl, '/api/health/ready'),
      ]);
      expect(Date.now() - started).toBeLessThan(HEALTH_TIMEOUT_MS + 2_000);
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'Error', errors: {}, message: healthMessages.databaseDown });
      expect(health.headers.get('retry-after')).toBe('5');
      expect(ready.status).toBe(503);
      expect(ready.body.message).toBe(healthMessages.databaseDown);
    } finally {
      release();
      await transaction;
    }
    expect((await get(server.baseUrl, '/api/health')).status).toBe(200);
    expect((await get(server.baseUrl, '/api/health/ready')).status).toBe(200);
  });
});

describe('calls while the database is down (issue 44)', () => {
  // PostgreSQL through a relay the test cuts (the server goes away, and comes back); PGlite closed.
  let server: TestServer;
  let relay: Awaited<ReturnType<typeof startTcpRelay>> | null = null;
  beforeAll(async () => {
    const database = await createTestDatabase();
    if (database.databaseUrl) {
      const url = new URL(database.databaseUrl);
      relay = await startTcpRelay({ host: url.hostname, port: Number(url.port || 5432) });
      url.host = `127.0.0.1:${relay.port}`;
      server = await startTestServer({}, { database: { ...database, databaseUrl: url.href } });
      server.close = ((close) => async () => {
        await close();
        await relay?.close();
        await database.drop();
      })(server.close);
    } else server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers every call 503 with Retry-After in the envelope, as health does', async () => {
    const token = await signIn(server, 'advertiser');
    expect((await call(server, 'GET', '/api/user', { token })).status).toBe(200);
    if (relay) await relay.cut();
    else await server.database.pglite?.close();
    const unavailable = { status: 'Error', errors: {}, message: messages.unavailable };
    for (const [path, withToken] of [
      ['/api/perspectives', false],
      ['/api/user', true],
      ['/api/project_enrollment', true],
    ] as const) {
      const answer = await fetch(`${server.baseUrl}${path}`, {
        headers: withToken ? { 'x-auth-token': token } : {},
      });
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get('retry-after'), path).toBe('5');
      expect(await answer.json(), path).toEqual(unavailable);
    }
    const health = await get(server.baseUrl, '/api/health');
    expect(health.status).toBe(503);
    if (!relay) return;
    // PostgreSQL back: the same process answers again.
    await relay.restore();
    expect((await call(server, 'GET', '/api/user', { token })).status).toBe(200);
    expect((await get(server.baseUrl, '/api/health')).status).toBe(200);
  });
});

describe('readiness while the process starts', () => {
  it('listens at once and answers 503 until the database is migrated and loaded', async () => {
    const database = await createTestDatabase();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const starting = startServer(testConfig(port, database), {
      dataDir: database.pgliteDir() ?? 'memory://',
    });
    const seen: { status: number; message?: string }[] = [];
    try {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const answer = await get(baseUrl, '/api/health/ready').catch(() => null);
        if (answer) seen.push({ status: answer.status, message: answer.body.message });
        if (answer?.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // It answered before it was ready, said so, and then became ready.
      expect(seen[0]).toEqual({ status: 503, message: healthMessages.notReady });
      expect(seen.at(-1)?.status).toBe(200);
      // The listener answers malformed requests in Polish too, as Fastify's own would.
      const huge = await fetch(`${baseUrl}/api/health`, { headers: { 'x-padding': 'a'.repeat(20_000) } });
      expect(huge.status).toBe(431);
      expect((await huge.json()).status).toBe('Error');
    } finally {
      const serving = await starting;
      await serving.close();
      await database.drop();
    }
    // Stopped: the port is free again.
    expect(await get(baseUrl, '/api/health').catch(() => 'refused')).toBe('refused');
  }, 270_000);

  it('answers every other call with the envelope and Retry-After while starting', async () => {
    const database = await createTestDatabase();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const starting = startServer(testConfig(port, database), {
      dataDir: database.pgliteDir() ?? 'memory://',
    });
    try {
      let answer: Response | null = null;
      while (!answer) {
        answer = await fetch(`${baseUrl}/api/announcements`).catch(() => null);
      }
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual({ status: 'Error', errors: {}, message: startingMessage });
    } finally {
      await (await starting).close();
      await database.drop();
    }
  }, 270_000);
});
