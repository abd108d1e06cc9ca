import { readFileSync } from 'node:fs';
import { nameMappingTable } from '@bk/contracts/common/name-mapping';
import { describe, expect, it } from 'vitest';

describe('the documented mapping table', () => {
  it('lists every entry of the table in docs/name-mapping.md', async () => {
    const doc = readFileSync(new URL('../../../docs/name-mapping.md', import.meta.url), 'utf8');
    const rows = doc
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .map((line) => line.split('|').map((cell) => cell.replace(/\(date\)/, '').trim()));
    const documented = new Set(
      rows.flatMap(([, wire = '', pl = '']) => {
        const wires = wire.split('/').map((w) => w.trim());
        const pls = pl.split('/').map((p) => p.trim());
        return wires.map((w, i) => `${w}=${pls[i] ?? pls[0]}`);
      }),
    );
    const missing = nameMappingTable.filter((e) => !documented.has(`${e.wire}=${e.pl}`));
    expect(missing).toEqual([]);
  });
});
