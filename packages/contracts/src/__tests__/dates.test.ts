import { describe, expect, it } from 'vitest';
import { calendarDateSchema, isCalendarDate } from '../common/dates.ts';
import { searchQuerySchema } from '../search/search.ts';

describe('calendar dates', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29']) {
      expect(isCalendarDate(day)).toBe(true);
    }
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const day of [
      '2026-13-01',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-1-1',
      'jutro',
    ]) {
      expect(calendarDateSchema.safeParse(day).success).toBe(false);
    }
    expect(calendarDateSchema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Wpisz poprawną datę.');
  });

  it('keeps an impossible date out of a search query', () => {
    const parsed = searchQuerySchema.safeParse({ publicationDateRange: { from: '2026-13-45' } });
    expect(parsed.success).toBe(false);
  });
});
