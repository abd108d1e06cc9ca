import { formatBudget } from '@bk/contracts/announcements/money';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatDeadline, formatMonthYear } from '../format.ts';
import { type ServerEnv, setServerEnvSource } from '../server-env.ts';

/** The formats of a page drawn in a language (on the server the request's, here a stand-in's). */
function drawnIn(locale: 'pl' | 'en') {
  setServerEnvSource(() => ({ locale }) as ServerEnv);
}

describe('dates and times in the page language (issue 51)', () => {
  afterEach(() => setServerEnvSource(() => undefined));

  it('keeps the Polish formats as the spec gives them', () => {
    drawnIn('pl');
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatDateTime('2026-03-07T13:30:00Z')).toBe('07.03.2026 14:30');
    expect(formatDeadline('2026-07-07T21:59:00Z')).toBe('07.07.2026');
    expect(formatDeadline('2026-07-07T10:00:00Z')).toBe('07.07.2026 12:00');
    expect(formatMonthYear('2027-03')).toBe('marzec 2027');
    expect(formatAmount('1234567,5', formatBudget)).toBe('1 234 567,50 zł');
  });

  it('writes English dates and says a time is Warsaw time (CET in winter, CEST in summer)', () => {
    drawnIn('en');
    expect(formatDate('2026-03-07')).toBe('7 Mar 2026');
    expect(formatDateTime('2026-03-07T13:30:00Z')).toBe('7 Mar 2026, 14:30 CET');
    expect(formatDateTime('2026-07-07T10:00:00Z')).toBe('7 Jul 2026, 12:00 CEST');
    expect(formatDeadline('2026-07-07T21:59:00Z')).toBe('7 Jul 2026');
    expect(formatMonthYear('2027-03')).toBe('March 2027');
    expect(formatAmount('1234567,5', formatBudget)).toBe('PLN\u00a01,234,567.50');
    expect(formatAmount(null, formatBudget)).toBe('');
  });
});
