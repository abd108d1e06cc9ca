import { warsawInstant } from '@bk/contracts/common/warsaw-time';
import { describe, expect, it } from 'vitest';
import { deadlineValue, hourOptions } from '../../../lib/deadline-input.ts';
import { emptyForm, newItem } from '../form-state.ts';
import {
  dialogWarnings,
  hasWorks,
  initialPublishValues,
  minimumDate,
  type PublishValues,
  publishBody,
  publishProblems,
} from '../publish/publish-form.ts';

// Wednesday 2026-11-25, 10:00 in Warsaw.
const now = warsawInstant('2026-11-25', '10:00:00');
const values = (overrides: Partial<PublishValues> = {}): PublishValues => ({
  when: 'now',
  publicationDate: '',
  deadlineDate: '2026-12-10',
  hour: '',
  ...overrides,
});

describe('the publish dialog', () => {
  it('sends the deadline with its hour, or as the end of the day', () => {
    expect(deadlineValue('2026-12-10', '')).toBe('2026-12-10 23:59:59');
    expect(deadlineValue('2026-12-10', '09')).toBe('2026-12-10 09:00:00');
    expect(hourOptions).toHaveLength(24);
    expect(hourOptions[23]).toEqual({ value: '23', label: '23:00' });
    expect(publishBody(5, values())).toEqual({
      id: 5,
      dataOpublikowania: null,
      terminOfert: '2026-12-10 23:59:59',
    });
    expect(publishBody(5, values({ when: 'later', publicationDate: '2026-11-30', hour: '12' }))).toEqual({
      id: 5,
      dataOpublikowania: '2026-11-30',
      terminOfert: '2026-12-10 12:00:00',
    });
  });

  it('starts from the current deadline of a published announcement', () => {
    expect(initialPublishValues(null)).toEqual(values({ deadlineDate: '' }));
    expect(initialPublishValues(warsawInstant('2026-12-10', '23:59:59').toISOString())).toMatchObject({
      deadlineDate: '2026-12-10',
      hour: '',
    });
    expect(initialPublishValues(warsawInstant('2026-12-10', '14:00:00').toISOString())).toMatchObject({
      deadlineDate: '2026-12-10',
      hour: '14',
    });
    expect(minimumDate(now)).toBe('2026-11-26');
  });

  it('checks the required fields and the dates as the server does', () => {
    expect(publishProblems(values({ deadlineDate: '' }), now, null)).toEqual({
      terminOfert: 'To pole jest wymagane.',
    });
    expect(publishProblems(values({ when: 'later' }), now, null)).toEqual({
      dataOpublikowania: 'To pole jest wymagane.',
    });
    expect(
      publishProblems(
        values({ when: 'later', publicationDate: '2026-11-25', deadlineDate: '2026-11-25' }),
        now,
        null,
      ),
    ).toEqual({
      dataOpublikowania: 'Data publikacji musi być późniejsza niż dziś.',
      terminOfert: 'Termin składania ofert musi być późniejszy niż dziś.',
    });
    expect(
      publishProblems(
        values({ when: 'later', publicationDate: '2026-12-01', deadlineDate: '2026-12-01' }),
        now,
        null,
      ),
    ).toEqual({ terminOfert: 'Termin składania ofert musi być późniejszy niż data opublikowania.' });
    expect(publishProblems(values(), now, '2026-11')).toEqual({
      planowanyTerminPodpisaniaUmowy:
        'Planowany termin podpisania umowy nie może być wcześniejszy niż miesiąc terminu składania ofert. Wróć do sekcji Terminy i popraw termin podpisania umowy.',
    });
    expect(publishProblems(values(), now, '2026-12')).toEqual({});
  });

  it('warns about a deadline on a day off and a period under the guideline minimum', () => {
    expect(dialogWarnings(values({ deadlineDate: '' }), now, false)).toEqual([]);
    expect(dialogWarnings(values({ deadlineDate: '2026-12-10' }), now, false)).toEqual([]);
    // Saturday 2026-12-26 is also a holiday; the next working day is Monday the 28th.
    expect(dialogWarnings(values({ deadlineDate: '2026-12-26' }), now, false)).toEqual([
      'Termin składania ofert przypada na dzień wolny od pracy (sobota). Wybierz najbliższy dzień roboczy: 28.12.2026.',
    ]);
    expect(dialogWarnings(values({ deadlineDate: '2026-12-03' }), now, true)).toEqual([
      'Między publikacją a terminem składania ofert jest 8 dni. Wytyczne zalecają co najmniej 14 dni w zamówieniach na roboty budowlane.',
    ]);
    expect(
      dialogWarnings(
        values({ when: 'later', publicationDate: '2026-12-07', deadlineDate: '2026-12-10' }),
        now,
        false,
      ),
    ).toEqual([
      'Między publikacją a terminem składania ofert jest 3 dni. Wytyczne zalecają co najmniej 7 dni w zamówieniach na dostawy i usługi.',
    ]);
  });

  it('knows construction works by the category code', () => {
    const categories = [
      { id: 1, kod: 'DOSTAWY', nazwa: 'Dostawy', subcategories: [] },
      { id: 3, kod: 'ROBOTY_BUDOWLANE', nazwa: 'Roboty budowlane', subcategories: [] },
    ];
    const form = emptyForm();
    expect(hasWorks(form, categories)).toBe(false);
    form.zamowienia[0]?.przedmiotyZamowienia.push({ ...newItem(), kategoria: 3 });
    expect(hasWorks(form, categories)).toBe(true);
  });
});
