import { newsletterMessages as M } from '@bk/contracts/newsletter/newsletter-texts';
import { describe, expect, it } from 'vitest';
import {
  addChosen,
  cleanIdentificationNumber,
  draftFromFilter,
  draftProblems,
  draftToBody,
  emptyDraft,
  failureErrors,
  hasCriterion,
  localityPlace,
  voivodeshipPlace,
  withoutErrors,
} from '../filter-state.ts';
import type { NewsletterFilter } from '../newsletter-types.ts';

const saved: NewsletterFilter = {
  id: 7,
  enabled: false,
  modalSettings: {
    advertiserIdentificationNumber: '5260250995',
    programmeIds: [3, 4],
    kategoria: 2,
    podkategoria: 21,
    cpvItemIds: [100, 101],
    fulfillmentPlaceCodes: ['14', '0918123'],
  },
  labels: {
    programmes: [
      { id: 3, nazwa: 'FEnIKS' },
      { id: 4, nazwa: 'FERS' },
    ],
    category: 'Roboty budowlane',
    subcategory: 'Drogi',
    cpvItems: [{ id: 100, kod: '45000000-7', nazwa: 'Roboty budowlane' }],
    miejscaRealizacji: [{ kod: '14', nazwa: 'woj. mazowieckie' }],
  },
  criteriaCount: 9,
};

describe('the filter dialog state', () => {
  it('starts empty for a new filter', () => {
    expect(draftFromFilter(null)).toEqual(emptyDraft);
    expect(hasCriterion(emptyDraft)).toBe(false);
  });

  it('reads a saved filter with the names of its labels, and the ids alone where a name is missing', () => {
    const draft = draftFromFilter(saved);
    expect(draft).toEqual({
      identyfikator: '5260250995',
      programy: ['3', '4'],
      kategoria: '2',
      podkategoria: '21',
      cpv: [
        { id: 100, kod: '45000000-7', nazwa: 'Roboty budowlane' },
        { id: 101, kod: '101', nazwa: '' },
      ],
      miejsca: [
        { kod: '14', nazwa: 'woj. mazowieckie' },
        { kod: '0918123', nazwa: '0918123' },
      ],
    });
  });

  it('sends the body in client names, numbers as numbers and no subcategory without a category', () => {
    expect(draftToBody(draftFromFilter(saved), false)).toEqual({
      enabled: false,
      modalSettings: {
        advertiserIdentificationNumber: '5260250995',
        programmeIds: [3, 4],
        kategoria: 2,
        podkategoria: 21,
        cpvItemIds: [100, 101],
        fulfillmentPlaceCodes: ['14', '0918123'],
      },
    });
    const body = draftToBody({ ...emptyDraft, identyfikator: '  ', podkategoria: '5', miejsca: [] }, true);
    expect(body.modalSettings).toMatchObject({
      advertiserIdentificationNumber: null,
      kategoria: null,
      podkategoria: null,
    });
  });

  it('refuses a filter without any criterion', () => {
    expect(draftProblems(emptyDraft)).toEqual({ form: M.oneCriterion });
    expect(draftProblems({ ...emptyDraft, identyfikator: '   ' })).toEqual({ form: M.oneCriterion });
    expect(draftProblems({ ...emptyDraft, miejsca: [{ kod: '02', nazwa: 'woj. dolnośląskie' }] })).toEqual(
      {},
    );
    expect(draftProblems({ ...emptyDraft, kategoria: '3' })).toEqual({});
  });

  it('checks the characters of the identification number and the limits', () => {
    expect(draftProblems({ ...emptyDraft, identyfikator: '526-025' }).identyfikator).toBe(
      M.identificationNumberChars,
    );
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    const errors = draftProblems({
      ...emptyDraft,
      programy: many.map(String),
      cpv: many.map((id) => ({ id, kod: String(id), nazwa: '' })),
      miejsca: many.map((n) => ({ kod: String(n).padStart(7, '0'), nazwa: '' })),
    });
    expect(errors).toEqual({
      programy: M.tooManyProgrammes,
      cpv: M.tooManyCpv,
      miejsca: M.tooManyPlaces,
    });
  });

  it('keeps only letters and digits of a typed identification number, at most 30', () => {
    expect(cleanIdentificationNumber('526-025-09-95')).toBe('5260250995');
    expect(cleanIdentificationNumber('DE 123ż')).toBe('DE123ż');
    expect(cleanIdentificationNumber('1'.repeat(40))).toHaveLength(30);
  });

  it('adds a chosen item once and refuses one past the limit', () => {
    const key = (x: { kod: string }) => x.kod;
    const one = [{ kod: '14', nazwa: 'a' }];
    expect(addChosen(one, { kod: '14', nazwa: 'a' }, key, 2, 'za dużo')).toEqual({ list: one });
    expect(addChosen(one, { kod: '02', nazwa: 'b' }, key, 2, 'za dużo').list).toHaveLength(2);
    expect(addChosen(one, { kod: '02', nazwa: 'b' }, key, 1, 'za dużo')).toEqual({
      list: one,
      error: 'za dużo',
    });
  });

  it('drops the messages of changed fields', () => {
    const errors = { form: M.oneCriterion, cpv: M.tooManyCpv, miejsca: M.tooManyPlaces };
    expect(withoutErrors(errors, ['cpv', 'form'])).toEqual({ miejsca: M.tooManyPlaces });
    expect(errors.cpv).toBe(M.tooManyCpv);
  });

  it('names places as the server does', () => {
    expect(voivodeshipPlace({ kod: '14', nazwa: 'mazowieckie' })).toEqual({
      kod: '14',
      nazwa: 'woj. mazowieckie',
    });
    expect(
      localityPlace({
        id: '0918123',
        miejscowosc: 'Nowa Wieś',
        gmina: 'Sztum',
        powiat: 'sztumski',
        wojewodztwo: 'pomorskie',
      }),
    ).toEqual({ kod: '0918123', nazwa: 'Nowa Wieś (gm. Sztum, woj. pomorskie)' });
  });
});

describe('the server refusal of a save', () => {
  it('puts field errors under their fields and the criteria error at the top', () => {
    expect(
      failureErrors({
        message: 'Popraw błędy formularza.',
        errors: {
          'modalSettings.cpvItemIds': [M.unknownCpv],
          'modalSettings.fulfillmentPlaceCodes.3': [M.unknownPlace, 'drugi'],
          'modalSettings.podkategoria': [M.subcategoryNeedsCategory],
          'modalSettings.kategoria': [M.unknownCategory],
          'modalSettings.programmeIds': [M.unknownProgramme],
          'modalSettings.advertiserIdentificationNumber': [M.identificationNumberChars],
          'modalSettings.modalSettings': [M.oneCriterion],
        },
      }),
    ).toEqual({
      cpv: M.unknownCpv,
      miejsca: M.unknownPlace,
      podkategoria: M.subcategoryNeedsCategory,
      kategoria: M.unknownCategory,
      programy: M.unknownProgramme,
      identyfikator: M.identificationNumberChars,
      form: M.oneCriterion,
    });
    expect(failureErrors({ message: 'x', errors: { modalSettings: [M.oneCriterion] } })).toEqual({
      form: M.oneCriterion,
    });
  });

  it('shows the message at the top when no field error came', () => {
    expect(failureErrors({ message: M.tooManyFilters, errors: {} })).toEqual({ form: M.tooManyFilters });
    expect(failureErrors({ message: 'Brak połączenia.' })).toEqual({ form: 'Brak połączenia.' });
  });
});
