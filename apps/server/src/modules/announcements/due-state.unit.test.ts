import { describe, expect, it } from 'vitest';
import { dueMomentSince } from './due-state.ts';

const at = (iso: string) => Date.parse(iso);

describe('dueMomentSince (decision 0035)', () => {
  it('is true only when a whole hour or the second before one came since', () => {
    expect(dueMomentSince(at('2026-11-28T10:00:05Z'), at('2026-11-28T10:58:00Z'))).toBe(false);
    expect(dueMomentSince(at('2026-11-28T10:00:05Z'), at('2026-11-28T10:59:59Z'))).toBe(true);
    expect(dueMomentSince(at('2026-11-28T10:59:59.500Z'), at('2026-11-28T10:59:59.900Z'))).toBe(false);
    expect(dueMomentSince(at('2026-11-28T10:59:59.500Z'), at('2026-11-28T11:00:00Z'))).toBe(true);
    expect(dueMomentSince(at('2026-11-28T11:00:00Z'), at('2026-11-28T11:00:00.300Z'))).toBe(false);
    expect(dueMomentSince(at('2026-11-28T09:30:00Z'), at('2026-11-28T11:30:00Z'))).toBe(true);
    expect(dueMomentSince(Number.NEGATIVE_INFINITY, at('2026-11-28T11:30:00Z'))).toBe(true);
  });
});
