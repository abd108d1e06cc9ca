import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const postgres = { DATABASE_URL: 'postgres://bk@127.0.0.1:5432/bk' };

describe('BK_WORKERS (issue 35)', () => {
  it('is one process by default, a number or the cores with PostgreSQL', () => {
    expect(loadConfig({ ...postgres }).workers).toBe(1);
    expect(loadConfig({ ...postgres, BK_WORKERS: '3' })).toMatchObject({ workers: 3, workersNote: null });
    expect(loadConfig({ ...postgres, BK_WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
    expect(loadConfig({ ...postgres, BK_WORKERS: ' AUTO ' }).workers).toBe(os.availableParallelism());
  });

  it('stays one with PGlite and says why; refuses what is not a count', () => {
    const embedded = loadConfig({ BK_WORKERS: '4' });
    expect(embedded.workers).toBe(1);
    expect(embedded.workersNote).toMatch(/PGlite/);
    for (const wrong of ['0', '-2', '1.5', 'dwa', '100000', '2; rm -rf']) {
      const config = loadConfig({ ...postgres, BK_WORKERS: wrong });
      expect(config.workers, wrong).toBe(1);
      expect(config.workersNote, wrong).toMatch(/not a number of processes/);
    }
  });

  it('takes the metrics token only when given', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ BK_METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(loadConfig({ BK_METRICS_TOKEN: 'abc' }).metricsToken).toBe('abc');
  });
});
