import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  completePrice,
  emptyVariant,
  firstUnnamed,
  initialState,
  type PartDraft,
  placeErrors,
  priceProblem,
  unnamedAttachmentError,
  type VariantDraft,
  validateOffer,
  withSavedIds,
} from '../offer-form-state.ts';
import type { OfferSet } from '../offers-types.ts';
import { priceText, variantCount } from '../SubmittedOffers.tsx';

const parts = [
  { id: 11, tytul: 'Część A', czyWariantowe: false },
  { id: 12, tytul: 'Część B', czyWariantowe: true },
];

const plik = (id: number, nazwa: string) => ({
  id,
  uri: `/api/files/${id}/download`,
  nazwa,
  dataUtworzenia: '2026-05-01T10:00:00.000Z',
  ktoUtworzyl: { imie: 'Piotr', nazwisko: 'Zieliński' },
});

const stored: OfferSet = {
  id: 5,
  status: { id: 1, nazwa: 'DRAFT', label: 'Robocza' },
  announcement: 3,
  danePodmiotu: null,
  offers: [
    {
      id: 100,
      partId: 12,
      variants: [
        { id: 101, price: '1000,00', opis: 'A' },
        { id: 102, price: '900,00', opis: null },
      ],
      isRefused: false,
    },
  ],
  zalaczniki: [{ id: 103, nazwa: 'Kosztorys', fileId: 7, plik: plik(7, 'k.pdf') }],
  ktoUtworzyl: { id: 4, imie: 'Piotr', nazwisko: 'Zieliński' },
  dataUtworzenia: null,
  dataModyfikacji: null,
  submittedAt: null,
  receiptSha256: null,
};

describe('the offer form state', () => {
  it('starts a new offer with one empty variant per part, parts unchosen when partial offers are allowed', () => {
    const partial = initialState(parts, null, true);
    expect(partial.parts.map((p) => [p.partId, p.chosen, p.variants.length])).toEqual([
      [11, false, 1],
      [12, false, 1],
    ]);
    expect(initialState(parts, null, false).parts.every((p) => p.chosen)).toBe(true);
    expect(initialState([parts[0] as (typeof parts)[0]], null, true).parts[0]?.chosen).toBe(true);
  });

  it('fills the form from a stored offer set and sends only the chosen parts', () => {
    const state = initialState(parts, stored, true);
    expect(state.parts[1]?.variants.map((v) => [v.id, v.price, v.opis])).toEqual([
      [101, '1000,00', 'A'],
      [102, '900,00', ''],
    ]);
    expect(bodyOf(3, state)).toEqual({
      announcement: 3,
      offers: [
        {
          id: 100,
          partId: 12,
          variants: [
            { id: 101, price: '1000,00', opis: 'A' },
            { id: 102, price: '900,00', opis: '' },
          ],
        },
      ],
      zalaczniki: [{ id: 103, nazwa: 'Kosztorys', fileId: 7 }],
    });
  });

  it('takes the saved ids back, keeping the row keys', () => {
    const state = initialState(parts, null, false);
    const keys = state.parts.map((p) => p.key);
    const saved: OfferSet = {
      ...stored,
      offers: [
        { id: 201, partId: 11, variants: [{ id: 202, price: '1,00', opis: null }], isRefused: false },
        { id: 203, partId: 12, variants: [{ id: 204, price: '2,00', opis: null }], isRefused: false },
      ],
      zalaczniki: [],
    };
    const next = withSavedIds(state, saved);
    expect(next.parts.map((p) => p.key)).toEqual(keys);
    expect(next.parts.map((p) => [p.id, p.variants[0]?.id])).toEqual([
      [201, 202],
      [203, 204],
    ]);
  });

  it('places the server errors by row, and the rest at the bottom', () => {
    const state = initialState(parts, stored, true);
    state.zalaczniki.push({ temporaryId: 'x', nazwa: ' ', plik: plik(8, 'b.pdf') });
    const chosen = state.parts[1];
    const placed = placeErrors(
      {
        'offers.0.variants.1.price': ['Wpisz poprawną wartość zgodnie ze wzorem.'],
        'offers.0.variants': ['Dodaj co najmniej jeden wariant oferty.'],
        offers: ['Złóż ofertę na każdą część zamówienia.'],
        'zalaczniki.1.nazwa': ['To pole jest wymagane.'],
        danePodmiotu: ['Nie zdefiniowano danych podmiotu dla użytkownika. Uzupełnij je w swoim profilu.'],
        announcement: ['Ogłoszenie nie istnieje.'],
      },
      state,
    );
    expect(placed.fields[`${chosen?.variants[1]?.key}:price`]).toBe(
      'Wpisz poprawną wartość zgodnie ze wzorem.',
    );
    expect(placed.fields[chosen?.key as string]).toBe('Dodaj co najmniej jeden wariant oferty.');
    expect(placed.parts).toBe('Złóż ofertę na każdą część zamówienia.');
    expect(placed.fields.x).toBe('To pole jest wymagane.');
    expect(placed.bidder).toMatch(/^Nie zdefiniowano/);
    expect(placed.bottom).toEqual(['Ogłoszenie nie istnieje.']);
    expect(unnamedAttachmentError(placed, state)).toBe(true);
    expect(firstUnnamed(state)?.temporaryId).toBe('x');
  });

  it('completes prices on leaving the field', () => {
    expect(['1000', '12,5', '7,', '3,45', ''].map(completePrice)).toEqual([
      '1000,00',
      '12,50',
      '7,00',
      '3,45',
      '',
    ]);
  });
});

describe('the check before a submission (issue 44)', () => {
  it('names no part, a missing price, a price off the pattern and extra variants, as the server would', () => {
    const empty = initialState(parts, null, true);
    expect(validateOffer(empty, parts, true)).toMatchObject({
      parts: 'Wybierz co najmniej jedną część zamówienia.',
      fields: {},
    });
    const [a, b] = empty.parts as [PartDraft, PartDraft];
    const chosen = {
      ...empty,
      parts: [
        { ...a, chosen: true, variants: [{ ...(a.variants[0] as VariantDraft) }, emptyVariant()] },
        { ...b, chosen: true, variants: [{ ...(b.variants[0] as VariantDraft), price: '12,345' }] },
      ],
    };
    const placed = validateOffer(chosen, parts, true);
    expect(placed.parts).toBeNull();
    expect(placed.fields[a.key]).toBe(
      'Ta część zamówienia nie dopuszcza ofert wariantowych: podaj jedną cenę.',
    );
    expect(placed.fields[`${a.variants[0]?.key}:price`]).toBe('To pole jest wymagane.');
    expect(placed.fields[`${b.variants[0]?.key}:price`]).toBe('Wpisz poprawną wartość zgodnie ze wzorem.');
    expect(priceProblem('', true)).toBe('Wpisz poprawną wartość zgodnie ze wzorem.');
    expect(priceProblem('1000,00')).toBeNull();
  });
});

describe('the submitted-offers list', () => {
  it('shows one price or the range with the number of variants', () => {
    const v = (price: string) => ({ id: 1, price, opis: null });
    expect(priceText({ variants: [v('1000,00')] })).toBe('1 000,00 zł');
    expect(priceText({ variants: [v('900,00'), v('950,00'), v('1200,50')] })).toBe(
      'od 900,00 zł do 1 200,50 zł (3 warianty)',
    );
    expect([1, 2, 5, 12, 22, 25].map(variantCount)).toEqual([
      '1 wariant',
      '2 warianty',
      '5 wariantów',
      '12 wariantów',
      '22 warianty',
      '25 wariantów',
    ]);
  });
});
