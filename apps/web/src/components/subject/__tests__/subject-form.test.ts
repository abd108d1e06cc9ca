import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type SubjectFormValues, subjectBody, subjectDefaults, subjectResolver } from '../subject-form.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

async function errorsOf(values: SubjectFormValues): Promise<Record<string, string | undefined>> {
  const result = await subjectResolver(values, undefined, options);
  const errors = result.errors as FieldErrors<SubjectFormValues>;
  return {
    nazwa: errors.nazwa?.message,
    numer: errors.numerIdentyfikacyjny?.message,
    miejscowosc: errors.adres?.miejscowosc?.message,
    kodPocztowy: errors.adres?.kodPocztowy?.message,
    numerDomu: errors.adres?.numerDomu?.message,
    kraj: errors.adres?.kraj?.message,
  };
}

const wisniowa = {
  id: '0356030',
  miejscowosc: 'Wiśniowa',
  wojewodztwo: 'małopolskie',
  powiat: 'myślenicki',
  gmina: 'Wiśniowa',
};

describe('subjectResolver', () => {
  it('reports every missing field of a new subject under its client name', async () => {
    expect(await errorsOf(subjectDefaults(null))).toEqual({
      nazwa: 'To pole jest wymagane.',
      numer: 'To pole jest wymagane.',
      miejscowosc: 'To pole jest wymagane.',
      kodPocztowy: 'To pole jest wymagane.',
      numerDomu: 'To pole jest wymagane.',
      kraj: undefined,
    });
  });

  it('checks the NIP and the postcode even while another field is missing', async () => {
    const values = subjectDefaults(null);
    values.numerIdentyfikacyjny = '5260001247';
    values.adres.kodPocztowy = '00950';
    values.adres.teryt = wisniowa;
    const errors = await errorsOf(values);
    expect(errors.nazwa).toBe('To pole jest wymagane.');
    expect(errors.numer).toBe('Wpisany numer NIP ma niepoprawną sumę kontrolną.');
    expect(errors.kodPocztowy).toBe('Wpisz poprawny kod pocztowy.');
    expect(errors.miejscowosc).toBeUndefined();
  });

  it('accepts a complete subject abroad and sends the free-text locality without a TERYT id', async () => {
    const values: SubjectFormValues = {
      ...subjectDefaults(null),
      nazwa: 'Nowicka GmbH',
      rodzajAdresu: 'abroad',
      typNumeruIdentyfikacyjnego: 'numer_zagraniczny',
      numerIdentyfikacyjny: 'DE811907980',
      adres: {
        kraj: 'DE',
        teryt: wisniowa,
        miejscowosc: 'Berlin',
        kodPocztowy: '10115',
        ulica: '',
        numerDomu: '1',
      },
    };
    const result = await subjectResolver(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(subjectBody(values).adres).toMatchObject({ localityId: null, miejscowosc: 'Berlin', kraj: 'DE' });
  });

  it('asks for a country abroad', async () => {
    const values = subjectDefaults(null);
    values.rodzajAdresu = 'abroad';
    values.adres.kraj = '';
    expect((await errorsOf(values)).kraj).toBe('To pole jest wymagane.');
  });
});
