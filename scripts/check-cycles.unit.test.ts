import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures/cycles');

function check(folder: string) {
  const run = spawnSync(process.execPath, [path.join(here, 'check-cycles.mjs'), folder], {
    cwd: fixtures,
    encoding: 'utf8',
  });
  return { code: run.status, out: run.stdout + run.stderr };
}

describe('scripts/check-cycles.mjs', () => {
  it('fails on a loop of imports, type-only ones included, and prints the loop', () => {
    const { code, out } = check('looped');
    expect(code).toBe(1);
    expect(out).toContain('Import cycles: 1');
    expect(out).toContain('looped/a.ts\n   -> looped/lib/b.ts\n   -> looped/lib/c.ts\n   -> looped/a.ts');
    // A file that only imports a file of the loop is not part of it.
    expect(out).not.toContain('leaf.ts');
  });

  it('passes without a loop (comments, texts and dynamic imports do not count)', () => {
    const { code, out } = check('straight');
    expect(code).toBe(0);
    expect(out).toContain('Import cycles: none in straight.');
  });
});
