import { describe, expect, it } from 'vitest';
import { polishI18n } from '../../../lib/__tests__/polish-i18n.ts';
import { criteriaCountText, filterSummary, shortList } from '../filter-summary.ts';
import {
  dayDates,
  readResultsState,
  readSection,
  resultsHref,
  sectionHref,
  shiftDate,
} from '../newsletter-params.ts';
import type { NewsletterFilter } from '../newsletter-types.ts';

describe('the page address', () => {
  it('reads the tab whatever the case, the newsletter tab when missing or unknown', () => {
    expect(readSection('ulubione')).toBe('ulubione');
    expect(readSection(' Powiadomienia ')).toBe('powiadomienia');
    expect(readSection(null)).toBe('newsletter');
    expect(readSection('inne')).toBe('newsletter');
    expect(sectionHref('powiadomienia')).toBe('/newsletter?sekcja=powiadomienia');
  });

  it('reads the results state with its defaults', () => {
    expect(readResultsState(new URLSearchParams(''))).toEqual({ day: 1, status: 'new', page: 1 });
    expect(readResultsState(new URLSearchParams('dzien=2&rodzaj=ZAKTUALIZOWANE&strona=3'))).toEqual({
      day: 2,
      status: 'updated',
      page: 3,
    });
    expect(readResultsState(new URLSearchParams('dzien=3&rodzaj=stare&strona=0'))).toEqual({
      day: 1,
      status: 'new',
      page: 1,
    });
  });

  it('writes the results state in the newsletter tab, read back the same', () => {
    const href = resultsHref({ day: 2, status: 'updated', page: 4 });
    expect(href).toBe('/newsletter?sekcja=newsletter&dzien=2&rodzaj=zaktualizowane&strona=4');
    const params = new URLSearchParams(href.split('?')[1]);
    expect(readSection(params.get('sekcja'))).toBe('newsletter');
    expect(readResultsState(params)).toEqual({ day: 2, status: 'updated', page: 4 });
  });
});

describe('the days of the results', () => {
  it('moves calendar dates across months and years', () => {
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2025-12-31', 1)).toBe('2026-01-01');
    expect(shiftDate('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDate('nie-data', 1)).toBe('');
  });

  it('gives both days from the date of either', () => {
    expect(dayDates('2026-03-10', 1)).toEqual({ 1: '2026-03-10', 2: '2026-03-09' });
    expect(dayDates('2026-03-09', 2)).toEqual({ 1: '2026-03-10', 2: '2026-03-09' });
  });
});

describe('a saved filter in short', () => {
  const filter: NewsletterFilter = {
    id: 1,
    enabled: true,
    modalSettings: {
      advertiserIdentificationNumber: null,
      programmeIds: [1],
      kategoria: 2,
      podkategoria: null,
      cpvItemIds: [1, 2, 3, 4, 5, 6, 7],
      fulfillmentPlaceCodes: ['14'],
    },
    labels: {
      programmes: [{ id: 1, nazwa: 'FEnIKS' }],
      category: 'Dostawy',
      subcategory: null,
      cpvItems: [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, kod: `0${id}000000-0`, nazwa: '' })),
      miejscaRealizacji: [{ kod: '14', nazwa: 'woj. mazowieckie' }],
    },
    criteriaCount: 10,
  };

  it('lists only the criteria chosen, long lists cut, the dictionaries’ names marked Polish', () => {
    expect(filterSummary(polishI18n(), filter)).toEqual([
      { label: 'Programy', shown: 'FEnIKS', more: 0, polish: true },
      { label: 'Kategoria', shown: 'Dostawy', more: 0, polish: true },
      {
        label: 'Kody CPV',
        shown: '01000000-0, 02000000-0, 03000000-0, 04000000-0, 05000000-0',
        more: 2,
        polish: false,
      },
      { label: 'Miejsca realizacji', shown: 'woj. mazowieckie', more: 0, polish: true },
    ]);
    expect(shortList(['a', 'b'], 3)).toEqual({ shown: 'a, b', more: 0 });
  });

  it('counts criteria with Polish plurals', () => {
    const pl = polishI18n();
    expect(criteriaCountText(pl, 1)).toBe('1 kryterium');
    expect(criteriaCountText(pl, 3)).toBe('3 kryteria');
    expect(criteriaCountText(pl, 5)).toBe('5 kryteriów');
    expect(criteriaCountText(pl, 22)).toBe('22 kryteria');
  });
});
