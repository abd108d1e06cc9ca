import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, requestEarly } from '../api.ts';

const answer = (data: unknown) =>
  new Response(JSON.stringify({ status: 'OK', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('requestEarly', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('gives its answer to the next call of the same address, once', async () => {
    const fetch = vi.fn(async () => answer({ id: 1 }));
    vi.stubGlobal('fetch', fetch);
    requestEarly('/api/early-a', { page: 1, sort: 'default' });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(api('/api/early-a', { query: { page: 1, sort: 'default' } })).resolves.toEqual({ id: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await api('/api/early-a', { query: { page: 1, sort: 'default' } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not answer another address, a write, or a call made seconds later', async () => {
    const fetch = vi.fn(async () => answer({ id: 2 }));
    vi.stubGlobal('fetch', fetch);
    requestEarly('/api/early-b');
    await api('/api/early-b', { query: { page: 2 } });
    await api('/api/early-b', { method: 'POST', body: {} });
    expect(fetch).toHaveBeenCalledTimes(3);

    vi.useFakeTimers({ toFake: ['Date'] });
    requestEarly('/api/early-c');
    vi.setSystemTime(Date.now() + 6000);
    await api('/api/early-c');
    expect(fetch).toHaveBeenCalledTimes(5);
  });
});
