import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { metricsMessages } from './index.ts';

const TOKEN = 'metryki-token-testowy-0123456789';

describe('metrics and request ids (issue 35)', () => {
  let withToken: TestServer;
  let without: TestServer;
  beforeAll(async () => {
    withToken = await startTestServer({ BK_METRICS_TOKEN: TOKEN });
    without = await startTestServer();
  });
  afterAll(async () => {
    await withToken?.close();
    await without?.close();
  });

  it('does not exist without a token set, and answers only the right bearer token', async () => {
    const none = await fetch(`${without.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(none.status).toBe(404);
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      const refused = await fetch(`${withToken.baseUrl}/metrics`, {
        headers: authorization ? { authorization } : {},
      });
      expect(refused.status, authorization).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer');
      expect(await refused.json()).toEqual({
        status: 'Error',
        errors: {},
        message: metricsMessages.unauthorized,
      });
    }
  });

  it('counts requests by route pattern, and tells the pools, the queue and the log', async () => {
    // The counters are the process's: servers of earlier test files in this process counted too.
    const series = 'bk_http_requests_total{method="GET",route="/api/announcements/:id",status="404"}';
    const counted = (text: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${series} `))
          ?.split(' ')[1] ?? 0,
      );
    const scrape = () =>
      fetch(`${withToken.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const before = counted(await (await scrape()).text());
    for (let i = 0; i < 3; i++) await fetch(`${withToken.baseUrl}/api/announcements/${900_000 + i}`);
    await withToken.background.settle();
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    // By the pattern, never by the address (an id would make a series each).
    expect(counted(text)).toBe(before + 3);
    expect(text).not.toMatch(/route="[^"]*90000[0-2]/);
    expect(text).toMatch(
      /bk_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/announcements\/:id"\} \d/,
    );
    expect(text).toMatch(/bk_job_queue_jobs\{queue="announcements.due",state="waiting"\} \d+/);
    expect(text).toMatch(/bk_event_log_consumer_backlog\{consumer="mail-notifications"\} \d+/);
    expect(text).toMatch(/bk_event_log_unsealed \d+/);
    expect(text).toMatch(/bk_process_cpu_seconds_total \d/);
    if (withToken.database.kind === 'postgres') {
      expect(text).toMatch(/bk_db_pool_connections\{pool="requests",state="total"\} \d+/);
      expect(text).toContain('bk_change_listener_up 1');
    }
  });

  it('gives every answer a request id: the caller’s plain one, else a new one', async () => {
    const kept = await fetch(`${without.baseUrl}/api/health`, { headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a:42');
    for (const bad of ['a b', 'x'.repeat(129), '<script>', 'a;b', '"quoted"']) {
      const made = await fetch(`${without.baseUrl}/api/health`, { headers: { 'x-request-id': bad } });
      expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const first = (await fetch(`${without.baseUrl}/api/nie-ma-takiego`)).headers.get('x-request-id');
    const second = (await fetch(`${without.baseUrl}/api/nie-ma-takiego`)).headers.get('x-request-id');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });
});
