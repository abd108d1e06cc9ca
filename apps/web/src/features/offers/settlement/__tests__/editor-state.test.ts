import { describe, expect, it } from 'vitest';
import {
  chooseVariant,
  initialEditorState,
  markProtocol,
  partOutcome,
  placeSettlementErrors,
  reconcile,
  removeExternalOffer,
  setNoOfferChosen,
  setRefused,
  settlementBody,
  withAttachments,
} from '../editor-state.ts';
import type { SettlementAnswer } from '../settlement-types.ts';

const offer = (offerSetId: number, name: string, prices: string[], isExternal = false) => ({
  offerSetId,
  bidderName: name,
  city: 'Kraków',
  kraj: null,
  isExternal,
  isPublished: true,
  isRefused: false,
  isMine: false,
  variants: prices.map((price, i) => ({ id: i + 1, price, opis: null })),
});

const closed: SettlementAnswer = {
  canSettle: true,
  resolved: false,
  rozstrzygniecie: {
    zamowienia: [
      {
        id: 10,
        tytul: 'Łóżka',
        zadnaOfertaWybrana: false,
        wybranyWariant: null,
        offers: [offer(1, 'Alfa', ['100,00', '90,00']), offer(2, 'Beta', ['80,00'], true)],
      },
      {
        id: 11,
        tytul: 'Materace',
        zadnaOfertaWybrana: false,
        wybranyWariant: null,
        offers: [offer(1, 'Alfa', ['5,00'])],
      },
    ],
    komentarz: null,
    zalaczniki: [],
    resolvedAt: null,
    dataModyfikacji: null,
  },
};
const [first, second] = closed.rozstrzygniecie.zamowienia as [
  SettlementAnswer['rozstrzygniecie']['zamowienia'][number],
  SettlementAnswer['rozstrzygniecie']['zamowienia'][number],
];

describe('the settlement editor state (spec 2 section 4.4)', () => {
  it('starts a first settlement with the part steps locked and nothing chosen', () => {
    const s = initialEditorState(closed);
    expect(s.nieMaWiecejOfert).toBe(false);
    expect(s.parts.map((p) => [p.partId, p.wybranyWariant, p.zadnaOfertaWybrana])).toEqual([
      [10, null, false],
      [11, null, false],
    ]);
  });

  it('opens a change with the stored choice, refusals and attachments', () => {
    const resolved: SettlementAnswer = {
      ...closed,
      resolved: true,
      rozstrzygniecie: {
        ...closed.rozstrzygniecie,
        zamowienia: [
          {
            ...first,
            wybranyWariant: { offerSetId: 2, variantId: 1 },
            offers: [{ ...offer(1, 'Alfa', ['1,00']), isRefused: true }],
          },
          { ...second, zadnaOfertaWybrana: true },
        ],
        zalaczniki: [{ id: 3, nazwa: 'Protokół', fileId: 9, jestProtokolem: true, plik: null }],
      },
    };
    const s = initialEditorState(resolved);
    expect(s.nieMaWiecejOfert).toBe(true);
    expect(s.parts[0]).toMatchObject({ wybranyWariant: { offerSetId: 2, variantId: 1 }, refused: [1] });
    expect(s.parts[1]?.zadnaOfertaWybrana).toBe(true);
    expect(s.zalaczniki[0]).toMatchObject({ id: 3, nazwa: 'Protokół', jestProtokolem: true });
  });

  it('clears "no offer chosen" when a variant is chosen, and the variant when it is ticked', () => {
    let s = setNoOfferChosen(initialEditorState(closed), 10, true);
    s = chooseVariant(s, 10, { offerSetId: 1, variantId: 2 });
    expect(s.parts[0]).toMatchObject({
      zadnaOfertaWybrana: false,
      wybranyWariant: { offerSetId: 1, variantId: 2 },
    });
    s = setNoOfferChosen(s, 10, true);
    expect(s.parts[0]).toMatchObject({ zadnaOfertaWybrana: true, wybranyWariant: null });
    // The other part is untouched.
    expect(s.parts[1]).toMatchObject({ zadnaOfertaWybrana: false, wybranyWariant: null });
  });

  it('refusing the chosen offer clears the choice; restoring keeps the rest', () => {
    let s = chooseVariant(initialEditorState(closed), 10, { offerSetId: 1, variantId: 1 });
    s = setRefused(s, 10, 2, true);
    expect(s.parts[0]?.wybranyWariant).toEqual({ offerSetId: 1, variantId: 1 });
    s = setRefused(s, 10, 1, true);
    expect(s.parts[0]).toMatchObject({ wybranyWariant: null, refused: [2, 1] });
    s = setRefused(s, 10, 2, false);
    expect(s.parts[0]?.refused).toEqual([1]);
  });

  it('removing an entered offer puts it on the delete list and clears its choice everywhere', () => {
    let s = chooseVariant(initialEditorState(closed), 10, { offerSetId: 2, variantId: 1 });
    s = removeExternalOffer(s, 2);
    expect(s.ofertyDoUsuniecia).toEqual([2]);
    expect(s.parts[0]?.wybranyWariant).toBeNull();
    const body = settlementBody(s, closed);
    expect(body.ofertyDoUsuniecia).toEqual([2]);
    expect(body.zamowienia[0]?.offers).toEqual([{ id: 1, isRefused: false }]);
  });

  it('keeps at most one protocol: marking one clears the others', () => {
    let s = initialEditorState(closed);
    s = withAttachments(s, [
      {
        temporaryId: 'a',
        nazwa: 'Protokół',
        plik: { id: 5, uri: '', nazwa: 'p.pdf', dataUtworzenia: '', ktoUtworzyl: { imie: '', nazwisko: '' } },
      },
      {
        temporaryId: 'b',
        nazwa: 'Opinia',
        plik: { id: 6, uri: '', nazwa: 'o.pdf', dataUtworzenia: '', ktoUtworzyl: { imie: '', nazwisko: '' } },
      },
    ]);
    s = markProtocol(s, 'a', true);
    s = markProtocol(s, 'b', true);
    expect(s.zalaczniki.map((a) => a.jestProtokolem)).toEqual([false, true]);
    s = withAttachments(s, s.zalaczniki.slice(1));
    expect(s.zalaczniki).toHaveLength(1);
    expect(settlementBody(s, closed).zalaczniki).toEqual([
      { id: null, nazwa: 'Opinia', fileId: 6, jestProtokolem: true },
    ]);
  });

  it('drops a choice whose variant is gone after the offers were read again', () => {
    const s = chooseVariant(initialEditorState(closed), 10, { offerSetId: 1, variantId: 2 });
    const fewer: SettlementAnswer = {
      ...closed,
      rozstrzygniecie: {
        ...closed.rozstrzygniecie,
        zamowienia: [{ ...first, offers: [offer(1, 'Alfa', ['100,00'])] }, second],
      },
    };
    expect(reconcile(s, fewer).parts[0]?.wybranyWariant).toBeNull();
    expect(reconcile(s, closed).parts[0]?.wybranyWariant).toEqual({ offerSetId: 1, variantId: 2 });
  });

  it('says what each part comes to in the summary', () => {
    const s = chooseVariant(setNoOfferChosen(initialEditorState(closed), 11, true), 10, {
      offerSetId: 1,
      variantId: 2,
    });
    expect(partOutcome(first, s.parts[0])).toMatchObject({ kind: 'chosen', variant: { price: '90,00' } });
    expect(partOutcome(second, s.parts[1])).toEqual({ kind: 'none' });
    expect(partOutcome(second, initialEditorState(closed).parts[1])).toEqual({ kind: 'undecided' });
  });

  it('places the server errors: parts for the dialog, attachments by row, the comment', () => {
    const s = withAttachments(initialEditorState(closed), [
      {
        temporaryId: 'x',
        nazwa: '',
        plik: { id: 5, uri: '', nazwa: 'p.pdf', dataUtworzenia: '', ktoUtworzyl: { imie: '', nazwisko: '' } },
      },
    ]);
    const placed = placeSettlementErrors(
      {
        'zamowienia.1.zadnaOfertaWybrana': ['Wybierz wariant'],
        'zalaczniki.0.nazwa': ['Pole jest wymagane.'],
        komentarz: ['Za długi'],
        'ofertyDoUsuniecia.0': ['Nie'],
      },
      s,
    );
    expect(placed.parts).toEqual({ 1: ['Wybierz wariant'] });
    expect(placed.attachmentRows).toEqual({ x: 'Pole jest wymagane.' });
    expect(placed.komentarz).toBe('Za długi');
    expect(placed.other).toEqual(['Nie']);
  });
});
