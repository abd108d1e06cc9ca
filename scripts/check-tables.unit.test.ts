import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures/tables');

function check(modules: string, known = 'none-known.json') {
  const run = spawnSync(
    process.execPath,
    [path.join(here, 'check-tables.mjs'), modules, 'schema.ts', 'owners.json', known],
    { cwd: fixtures, encoding: 'utf8' },
  );
  return { code: run.status, out: run.stdout + run.stderr };
}

describe('scripts/check-tables.mjs', () => {
  it("fails on a module's reference to another module's table, with file, line and owner", () => {
    const { code, out } = check('crossed');
    expect(code).toBe(1);
    expect(out).toContain('Table owners: 3 problem(s)');
    expect(out).toContain(
      'crossed/projects/projects.repository.ts:7: reads announcement_projects, owned by announcements',
    );
    expect(out).toContain(
      'crossed/projects/projects.repository.ts:12: writes announcements, owned by announcements',
    );
    expect(out).toContain(
      'crossed/projects/projects.repository.ts:16: reads announcements, owned by announcements',
    );
    // The owner's own references, joins and raw SQL included, are not violations.
    expect(out).not.toContain('announcements/announcements.repository.ts');
  });

  it('passes when each module names only its tables (comments, texts and tests do not count)', () => {
    const { code, out } = check('clean');
    expect(code).toBe(0);
    expect(out).toContain('Table owners: 3 tables, each with one owner; 0 known reference(s)');
  });

  it('counts the listed known violations and fails on a stale entry (the list only shrinks)', () => {
    const known = check('crossed', 'crossed-known.json');
    expect(known.code).toBe(0);
    expect(known.out).toContain('3 known reference(s) to another module');
    const stale = check('clean', 'stale-known.json');
    expect(stale.code).toBe(1);
    expect(stale.out).toContain('no longer names announcements');
  });
});
