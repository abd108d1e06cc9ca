import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { inPolish, polishI18n } from '../../../lib/__tests__/polish-i18n.ts';
import { MyOfferCard, resultText } from '../MyOfferCard.tsx';
import type { MyOfferItem } from '../offers-types.ts';

const item = (hidden: boolean): MyOfferItem => ({
  id: 9,
  status: { id: 2, nazwa: 'SUBMITTED', label: 'Złożona' },
  announcement: {
    id: 4,
    numer: '2026-00001-00004',
    status: hidden
      ? { id: 6, nazwa: 'LOCKED', label: 'Zablokowane' }
      : { id: 2, nazwa: 'PUBLISHED', label: 'Opublikowane' },
    hidden,
    dataOpublikowania: hidden ? null : '2026-05-01T08:00:00.000Z',
    version: hidden
      ? null
      : {
          tytul: 'Dostawa mebli',
          terminOfert: '2026-06-01T21:59:59.000Z',
          zamowienia: [{ id: 1, tytul: null }],
        },
  },
  offers: [],
  result: null,
  badgeCount: 0,
});

const render = (value: MyOfferItem) =>
  renderToStaticMarkup(
    inPolish(
      createElement(MemoryRouter, null, createElement(MyOfferCard, { item: value, onPreview: () => {} })),
    ),
  );

describe('an item of "Moje oferty"', () => {
  it('shows the announcement and links to its offers tab', () => {
    const html = render(item(false));
    expect(html).toContain('Dostawa mebli');
    expect(html).toContain('01.06.2026');
    expect(html).toContain('href="/ogloszenia/4?sekcja=oferty"');
    expect(html).not.toContain('disabled');
  });

  it('hides the details of an announcement in a hidden status and disables both buttons', () => {
    const html = render(item(true));
    expect(html).not.toContain('Dostawa mebli');
    expect(html).toContain('Szczegóły ogłoszenia są niedostępne.');
    expect(html.match(/disabled=""/g)).toHaveLength(2);
    expect(html).not.toContain('href="/ogloszenia/4');
  });

  it.each([
    [1, '1 nowe zdarzenie'],
    [3, '3 nowe zdarzenia'],
    [5, '5 nowych zdarzeń'],
    [22, '22 nowe zdarzenia'],
  ])('reads the badge of %i new events with the Polish plural', (count, text) => {
    const html = render({ ...item(false), badgeCount: count });
    const badge = /<span class="badge"[^>]*>(.*?)<\/span><\/span>/.exec(html)?.[1] ?? '';
    expect(badge.replace(/<[^>]+>/g, '')).toBe(text);
  });

  it('says whether the offer won once the announcement is resolved', () => {
    const resolved = (
      result: MyOfferItem['result'],
      parts = [
        { id: 1, tytul: null },
        { id: 2, tytul: null },
      ],
    ) => {
      const base = item(false);
      return {
        ...base,
        result,
        announcement: { ...base.announcement, version: { tytul: 'x', terminOfert: null, zamowienia: parts } },
      } as MyOfferItem;
    };
    expect(resultText(item(false), polishI18n())).toBeNull();
    expect(resultText(resolved({ chosenParts: [2], refusedParts: [] }), polishI18n())).toBe(
      'Oferta wybrana (część 2)',
    );
    expect(
      resultText(resolved({ chosenParts: [1], refusedParts: [] }, [{ id: 1, tytul: null }]), polishI18n()),
    ).toBe('Oferta wybrana');
    expect(resultText(resolved({ chosenParts: [], refusedParts: [1] }), polishI18n())).toBe(
      'Oferta odrzucona (część 1)',
    );
    expect(resultText(resolved({ chosenParts: [], refusedParts: [] }), polishI18n())).toBe(
      'Oferta nie została wybrana',
    );
    expect(render(resolved({ chosenParts: [2], refusedParts: [] }))).toContain('Wynik postępowania');
  });
});
