import { describe, expect, it } from 'vitest';
import { profileDataPath, type Subject, subjectAddressLines } from '../profile-data.ts';

describe('the address of a write', () => {
  it("is the path itself for one's own data", () => {
    expect(profileDataPath('/api/users/economic-subject', null)).toBe('/api/users/economic-subject');
    expect(profileDataPath('/api/users/contact-persons/7', null)).toBe('/api/users/contact-persons/7');
  });

  it("names another user's id in `user`", () => {
    expect(profileDataPath('/api/users/economic-subject', 42)).toBe('/api/users/economic-subject?user=42');
    expect(profileDataPath('/api/users/economic-subject/3', 42)).toBe(
      '/api/users/economic-subject/3?user=42',
    );
    expect(profileDataPath('/api/users/contact-persons/7', 5)).toBe('/api/users/contact-persons/7?user=5');
  });
});

describe("the subject's address", () => {
  it('lists the street, postcode and locality, the region in Poland and the country', () => {
    const subject = {
      id: 1,
      nazwa: 'Firma',
      rodzajAdresu: 'poland',
      typNumeruIdentyfikacyjnego: 'nip',
      numerIdentyfikacyjny: '6811830023',
      adres: {
        kraj: 'PL',
        countryName: 'Polska',
        wojewodztwo: 'małopolskie',
        powiat: 'Kraków',
        gmina: 'Kraków',
        localityId: '1',
        miejscowosc: 'Kraków',
        kodPocztowy: '30-001',
        ulica: null,
        numerDomu: '5',
      },
    } satisfies Subject;
    expect(subjectAddressLines(subject)).toEqual([
      '5',
      '30-001 Kraków',
      'gm. Kraków, pow. Kraków, woj. małopolskie',
      'Polska',
    ]);
  });

  it('shows no region abroad', () => {
    const subject = {
      id: 2,
      nazwa: 'Company',
      rodzajAdresu: 'abroad',
      typNumeruIdentyfikacyjnego: 'numer_zagraniczny',
      numerIdentyfikacyjny: 'DE123',
      adres: {
        kraj: 'DE',
        countryName: 'Niemcy',
        wojewodztwo: null,
        powiat: null,
        gmina: null,
        localityId: null,
        miejscowosc: 'Berlin',
        kodPocztowy: '10115',
        ulica: 'Unter den Linden',
        numerDomu: '1',
      },
    } satisfies Subject;
    expect(subjectAddressLines(subject)).toEqual(['Unter den Linden 1', '10115 Berlin', 'Niemcy']);
  });
});
