import { installPolishZodMessages } from '@bk/contracts/common/zod-polish';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyForm, type FormState, newItem, newPart } from '../form-state.ts';
import { fromStored } from '../from-stored.ts';
import { stepOfPath } from '../steps.ts';
import {
  draftErrors,
  formPartOf,
  publicationErrors,
  stepsWithErrors,
  toFormErrors,
  withoutError,
  withoutErrorsUnder,
} from '../validation.ts';
import { storedContent } from './fixtures.ts';

beforeAll(() => installPolishZodMessages());

const required = ['To pole jest wymagane.'];
const complete = (): FormState => {
  const form = fromStored(storedContent());
  // The second part of the fixture has no items nor criteria: give it one of each.
  const second = form.zamowienia[1];
  const first = form.zamowienia[0];
  if (second && first) {
    second.przedmiotyZamowienia = [
      { ...structuredClone(first.przedmiotyZamowienia[0] ?? newItem()), id: null, temporaryId: 'tmp-b1' },
    ];
    second.kryteriaOceny = [{ id: null, temporaryId: 'tmp-c', czyKryteriumCenowe: true, opis: 'Cena' }];
  }
  return form;
};

describe('publicationErrors', () => {
  it('accepts a complete announcement', () => {
    expect(publicationErrors(complete())).toEqual({});
  });

  it('names every missing field of a new announcement with client paths', () => {
    const form = emptyForm();
    const key = form.zamowienia[0]?.temporaryId;
    expect(publicationErrors(form)).toEqual({
      tytul: required,
      projekty: required,
      contactPersonIds: required,
      zamowienia: ['Dodaj co najmniej jeden przedmiot zamówienia, aby zdefiniować dla niego atrybuty.'],
      [`zamowienia.${key}.szacunkowaWartosc`]: required,
      [`zamowienia.${key}.kryteriaOceny`]: required,
    });
  });

  it('keys part errors by temporary id, inner lists by index, schema and rules together', () => {
    const form = complete();
    const [first, second] = form.zamowienia;
    if (!first || !second) throw new Error('fixture');
    second.tytul = 'KOMPUTERY!';
    first.szacunkowaWartosc = '1000';
    second.szacunkowaWartosc = '0,00';
    const item = first.przedmiotyZamowienia[0];
    if (!item) throw new Error('fixture');
    item.harmonogramy[0] = {
      ...item.harmonogramy[0],
      koniecRealizacji: '2026-12-01',
    } as (typeof item.harmonogramy)[0];
    item.miejscaRealizacji.push({
      ...item.miejscaRealizacji[0],
      typ: 'abroad',
      kraj: '',
      miejscowosc: '',
    } as (typeof item.miejscaRealizacji)[0]);
    form.zamowienia.push(newPart());
    const third = form.zamowienia[2]?.temporaryId;
    expect(publicationErrors(form)).toEqual({
      'zamowienia.16.tytul': [
        'Tytuł tej części jest zbyt podobny do tytułu innej części. Zmień tytuł tak, aby łatwo było go odróżnić od pozostałych.',
      ],
      'zamowienia.11.szacunkowaWartosc': ['Wpisz poprawną wartość zgodnie ze wzorem.'],
      'zamowienia.16.szacunkowaWartosc': ['Ta wartość powinna być większa od 0.'],
      'zamowienia.11.przedmiotyZamowienia.0.harmonogramy.0.koniecRealizacji': [
        'Data końca musi być późniejsza niż data początku.',
      ],
      'zamowienia.11.przedmiotyZamowienia.0.miejscaRealizacji.1.kraj': required,
      'zamowienia.11.przedmiotyZamowienia.0.miejscaRealizacji.1.miejscowosc': required,
      [`zamowienia.${third}.tytul`]: required,
      [`zamowienia.${third}.przedmiotyZamowienia`]: ['Brak przedmiotów zamówienia dla tego zamówienia.'],
      [`zamowienia.${third}.szacunkowaWartosc`]: required,
      [`zamowienia.${third}.kryteriaOceny`]: required,
    });
  });
});

describe('draftErrors', () => {
  it('asks only for a title, shapes and structure', () => {
    const form = emptyForm();
    expect(draftErrors(form)).toEqual({ tytul: required });
    form.tytul = 'Szkic';
    form.zamowienia.push(newPart());
    expect(draftErrors(form)).toEqual({
      czyDopuszczalnaOfertaCzesciowa: [
        'Nie można wyłączyć ofert częściowych, dopóki zamówienie ma więcej niż jedną część.',
      ],
    });
    form.czyDopuszczalnaOfertaCzesciowa = true;
    (form.zamowienia[0] as { tytul: string }).tytul = 'x'.repeat(61);
    expect(draftErrors(form)).toEqual({
      [`zamowienia.${form.zamowienia[0]?.temporaryId}.tytul`]: ['To pole może mieć maksymalnie 60 znaków.'],
    });
  });
});

describe('the server errors and the steps', () => {
  it('maps wire paths to client paths and finds the step of each field', () => {
    const errors = toFormErrors({
      title: ['a'],
      'parts.12.order_items.0.cpv_codes': ['b'],
      'attachments.0.name': ['c'],
      planned_contract_signing: ['d'],
      advertiser: ['e'],
      submission_deadline: ['f'],
    });
    expect(Object.keys(errors)).toEqual([
      'tytul',
      'zamowienia.12.przedmiotyZamowienia.0.kodyCPV',
      'zalaczniki.0.nazwa',
      'planowanyTerminPodpisaniaUmowy',
      'advertiser',
      'terminOfert',
    ]);
    expect(Object.keys(formPartOf(errors))).not.toContain('terminOfert');
    expect(stepsWithErrors(formPartOf(errors))).toEqual([
      'przedmiot',
      'terminy',
      'czesciKryteria',
      'pozostale',
      'zalaczniki',
    ]);
    expect(stepOfPath('zamowieniaUzupelniajace')).toBe('warunki');
    expect(stepOfPath('contactPersonIds')).toBe('przedmiot');
  });

  it('drops the errors of a field, or of a list and everything in it', () => {
    const errors = { a: ['1'], 'a.0.b': ['2'], ab: ['3'] };
    expect(withoutErrorsUnder(errors, 'a')).toEqual({ ab: ['3'] });
    expect(withoutError(errors, 'ab')).toEqual({ a: ['1'], 'a.0.b': ['2'] });
    expect(withoutError(errors, 'none')).toBe(errors);
  });
});
