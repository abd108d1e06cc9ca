import { describe, expect, it } from 'vitest';
import { deadlineWarning, deadlineWarnings, timeLeftText } from './deadline-clock.ts';

describe('the deadline clock of the offer form (issue 50)', () => {
  it('warns from an hour, ten minutes and a minute before, the latest threshold passed', () => {
    expect(deadlineWarning(60 * 60_000 + 1)).toBeNull();
    expect(deadlineWarning(60 * 60_000)).toBe(deadlineWarnings[0]);
    expect(deadlineWarning(10 * 60_000 + 1)).toBe(deadlineWarnings[0]);
    expect(deadlineWarning(10 * 60_000)).toBe(deadlineWarnings[1]);
    expect(deadlineWarning(60_000)).toBe(deadlineWarnings[2]);
    expect(deadlineWarning(1)).toBe(deadlineWarnings[2]);
  });

  it('tells the time left as a person reads it', () => {
    expect(timeLeftText((2 * 86_400 + 3 * 3600 + 15 * 60 + 9) * 1000)).toBe('2 dni 3 godz. 15 min');
    expect(timeLeftText((86_400 + 60) * 1000)).toBe('1 dzień 0 godz. 1 min');
    expect(timeLeftText((3 * 3600 + 5 * 60 + 20) * 1000)).toBe('3 godz. 5 min 20 s');
    expect(timeLeftText((9 * 60 + 5) * 1000 + 999)).toBe('9 min 05 s');
    expect(timeLeftText(45_500)).toBe('45 s');
    expect(timeLeftText(-5000)).toBe('0 s');
  });
});
