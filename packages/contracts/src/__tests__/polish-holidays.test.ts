import { describe, expect, it } from 'vitest';
import { dayOff, easterSunday, nextWorkingDay, polishHolidays } from '../common/polish-holidays.ts';

describe('Polish public holidays', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('lists the thirteen (fourteen from 2025) holidays, the movable ones included', () => {
    const h2026 = polishHolidays(2026);
    expect(h2026.size).toBe(14);
    expect(h2026.get('2026-04-06')).toBe('Poniedziałek Wielkanocny');
    expect(h2026.get('2026-05-24')).toBe('Zielone Świątki');
    expect(h2026.get('2026-06-04')).toBe('Boże Ciało');
    expect(h2026.get('2026-12-24')).toBe('Wigilia Bożego Narodzenia');
    expect(polishHolidays(2024).has('2024-12-24')).toBe(false);
  });

  it('names days off and finds the next working day', () => {
    expect(dayOff('2026-11-28')).toBe('sobota');
    expect(dayOff('2026-11-29')).toBe('niedziela');
    expect(dayOff('2026-11-11')).toBe('Narodowe Święto Niepodległości');
    expect(dayOff('2026-11-30')).toBeNull();
    expect(nextWorkingDay('2026-12-24')).toBe('2026-12-28');
    expect(nextWorkingDay('2026-04-04')).toBe('2026-04-07');
    expect(nextWorkingDay('2026-11-30')).toBe('2026-11-30');
  });
});
