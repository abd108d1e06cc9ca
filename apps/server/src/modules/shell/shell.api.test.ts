import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/browserless-login.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('menu badges', () => {
  it('counts the user own marks per kind, and needs a session', async () => {
    const anonymous = await fetch(`${server.baseUrl}/api/badge/menu`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ status: 'Error', errors: {}, message: 'Unauthorized' });

    const { token } = await login(server.baseUrl, 'jan.kowalski@bk.example', DEMO_PASSWORD);
    const db = server.database.db;
    const jan = await db
      .selectFrom('users')
      .select('id')
      .where('identifier', '=', 'jkowalski')
      .executeTakeFirstOrThrow();
    const piotr = await db
      .selectFrom('users')
      .select('id')
      .where('identifier', '=', 'pzielinski')
      .executeTakeFirstOrThrow();
    const now = new Date();
    await db
      .insertInto('badge_marks')
      .values([
        { user_id: jan.id, kind: 'my_advertisement', subject_id: 1, created_at: now },
        { user_id: jan.id, kind: 'my_advertisement', subject_id: 2, created_at: now },
        { user_id: jan.id, kind: 'favorite_advertisement', subject_id: 3, created_at: now },
        { user_id: piotr.id, kind: 'my_offer_set', subject_id: 9, created_at: now },
      ])
      .execute();
    const response = await fetch(`${server.baseUrl}/api/badge/menu`, { headers: { 'x-auth-token': token } });
    expect(await response.json()).toEqual({
      status: 'OK',
      data: {
        my_advertisement_badge_count: 2,
        my_offer_set_badge_count: 0,
        favorite_advertisement_badge_count: 1,
      },
    });
  });
});

describe('call conventions', () => {
  it('answers unknown API paths with the error envelope and 404', async () => {
    const response = await fetch(`${server.baseUrl}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 'Error', errors: {}, message: 'Nie znaleziono zasobu.' });
  });

  it('answers invalid input with 422 and Polish messages keyed by field path', async () => {
    const response = await fetch(`${server.baseUrl}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: 'soon' }),
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.status).toBe('Error');
    expect(Object.keys(body.errors)).toEqual(['advance_seconds']);
    expect(body.errors.advance_seconds[0]).toMatch(/Nieprawidłow/);
  });

  it('answers malformed JSON with 400 and never leaks internals', async () => {
    const response = await fetch(`${server.baseUrl}/api/test/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"advance_seconds":',
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toEqual({ status: 'Error', errors: {}, message: 'Nieprawidłowe żądanie.' });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const doc = await (await fetch(`${server.baseUrl}/api/docs`)).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/user', '/api/badge/menu', '/api/authentication/logout']),
    );
    expect(Object.keys(doc.paths).some((p: string) => p.startsWith('/konto'))).toBe(false);
    expect(Object.keys(doc.paths)).not.toContain('/api/test/clock');
  });

  it("passes Redocly's recommended rules: no error, no warning but the login redirects'", async () => {
    const source = await (await fetch(`${server.baseUrl}/api/docs`)).text();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: '/api/docs.json', config });
    // The two steps of the browser's login answer only 302 (the truth), where the rule wants a 2XX.
    const redirects = ['login-redirect', 'callback'].map(
      (step) => `warn operation-2xx-response #/paths/~1api~1authentication~1${step}/get/responses`,
    );
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}`)).toEqual(
      redirects,
    );
  });
});

describe('test clock', () => {
  it('does not exist unless enabled, and never in production', async () => {
    const plain = await startTestServer({ BK_TEST_CLOCK: '0' });
    try {
      expect((await fetch(`${plain.baseUrl}/api/test/clock`)).status).toBe(404);
    } finally {
      await plain.close();
    }
    const production = await startTestServer({ BK_TEST_CLOCK: '1', BK_ENV: 'production', BK_DEMO_DATA: '1' });
    try {
      expect((await fetch(`${production.baseUrl}/api/test/clock`)).status).toBe(404);
      // ...and production never loads demo data, whatever the flag says.
      const users = await production.database.db.selectFrom('users').select('id').execute();
      expect(users).toHaveLength(0);
    } finally {
      await production.close();
    }
    // Two servers start here: about 15 s on a quiet two-core machine, more under load.
  }, 270_000);
});
