import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { loadKeyService, MasterKeyError } from './modules/keys/master-key.ts';

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

  it('gives workers the allocator settings and a heap limit only when asked', () => {
    const workers = { ...postgres, BK_WORKERS: '2' };
    expect(loadConfig({ ...postgres })).toMatchObject({ workerHeapMb: null, workerMallocEnv: {} });
    expect(loadConfig(workers)).toMatchObject({
      workerHeapMb: null,
      workerMallocEnv: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' },
    });
    expect(loadConfig({ ...workers, BK_WORKER_MALLOC: 'glibc' }).workerMallocEnv).toEqual({});
    expect(loadConfig({ ...workers, MALLOC_ARENA_MAX: '4' }).workerMallocEnv).toEqual({
      MALLOC_MMAP_THRESHOLD_: '65536',
    });
    expect(loadConfig({ ...workers, BK_WORKER_HEAP_MB: '512' }).workerHeapMb).toBe(512);
    for (const wrong of ['12', 'dużo', '1e9', '-5', 'v8'])
      expect(loadConfig({ ...workers, BK_WORKER_HEAP_MB: wrong }).workerHeapMb, wrong).toBeNull();
    expect(
      loadConfig({ ...workers, BK_WORKER_HEAP_MB: '512', NODE_OPTIONS: '--max-old-space-size=256' })
        .workerHeapMb,
    ).toBeNull();
  });

  it('takes the metrics token only when given', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ BK_METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(loadConfig({ BK_METRICS_TOKEN: 'abc' }).metricsToken).toBe('abc');
  });
});

describe('the master key file (issue 44)', () => {
  it('refuses a named key file that does not exist, plainly, and makes none; makes only the default one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-key-'));
    try {
      const named = path.join(dir, 'named', 'master.key');
      const config = loadConfig({ BK_MASTER_KEY_FILE: named, BK_DATA_DIR: path.join(dir, 'data') });
      const refusal = (() => {
        try {
          loadKeyService(config.masterKey);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(MasterKeyError);
      expect((refusal as Error).message).toBe(
        `No master key: the file ${named} named by BK_MASTER_KEY_FILE does not exist.`,
      );
      expect(fs.existsSync(named)).toBe(false);
      // Without BK_MASTER_KEY_FILE, outside production, the default file beside the data directory is made.
      const byDefault = loadConfig({ BK_DATA_DIR: path.join(dir, 'data') });
      loadKeyService(byDefault.masterKey);
      expect(fs.existsSync(path.join(dir, 'data-master.key'))).toBe(true);
      // In production even the default one is not made.
      const production = loadConfig({ BK_ENV: 'production', BK_DATA_DIR: path.join(dir, 'other') });
      expect(() => loadKeyService(production.masterKey)).toThrow(/No master key/);
      expect(fs.existsSync(path.join(dir, 'other-master.key'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('BK_PUBLIC_URL in production (issue 44)', () => {
  it('is reported at start when it is not https (the one-click opt-out needs https)', () => {
    const plain = loadConfig({ BK_ENV: 'production', BK_PUBLIC_URL: 'http://bk.example.gov.pl' });
    expect(plain.publicUrlNote).toMatch(/^BK_PUBLIC_URL=http:\/\/bk\.example\.gov\.pl is not https/);
    expect(plain.publicUrlNote).toContain('List-Unsubscribe-Post');
    expect(loadConfig({ BK_ENV: 'production' }).publicUrlNote).toMatch(/localhost:3000 is not https/);
    expect(
      loadConfig({ BK_ENV: 'production', BK_PUBLIC_URL: 'https://bk.example.gov.pl' }).publicUrlNote,
    ).toBeNull();
    // Outside production (the demo at http://localhost) nothing is said.
    expect(loadConfig({ BK_PUBLIC_URL: 'http://bk.example.gov.pl' }).publicUrlNote).toBeNull();
  });
});
