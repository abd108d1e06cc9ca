import { POLAND_ALPHA2 } from '@bk/contracts/dictionaries/form';
import {
  type AddressKind,
  economicSubjectInputSchema,
  type IdentificationType,
  identificationTypes,
  profileLimits,
} from '@bk/contracts/users/profile';
import { wireSchemaResolver } from '../../components/form/wire-resolver.ts';
import type { Locality } from '../../components/pickers/LocalityPicker.tsx';
import type { SubjectBody } from './subject-api.ts';

/**
 * The subject dialog's values. The locality is a TERYT locality in Poland (`teryt`) and free text
 * abroad (`miejscowosc`); the body sends whichever the address kind uses.
 */
export type SubjectFormValues = {
  nazwa: string;
  rodzajAdresu: AddressKind;
  typNumeruIdentyfikacyjnego: IdentificationType;
  numerIdentyfikacyjny: string;
  adres: {
    kraj: string;
    teryt: Locality | null;
    miejscowosc: string;
    kodPocztowy: string;
    ulica: string;
    numerDomu: string;
  };
};

/** The fields the server's errors may name (client paths). */
export const subjectFields = [
  'nazwa',
  'rodzajAdresu',
  'typNumeruIdentyfikacyjnego',
  'numerIdentyfikacyjny',
  'adres.kraj',
  'adres.miejscowosc',
  'adres.kodPocztowy',
  'adres.ulica',
  'adres.numerDomu',
] as const;

/** The TERYT id travels as `localityId`; its problems belong under the locality field. */
export const subjectAliases = { 'adres.localityId': 'adres.miejscowosc' };

/** What each address kind starts with (spec 3 sections 3 and 4): Poland gives NIP, abroad the foreign number. */
export const kindDefaults: Record<AddressKind, { type: IdentificationType; country: string }> = {
  poland: { type: 'nip', country: POLAND_ALPHA2 },
  abroad: { type: 'numer_zagraniczny', country: '' },
};

/** A stored subject as the calls return it (the profile's, or the bidder data of an entered offer). */
export type StoredSubject = {
  nazwa: string;
  rodzajAdresu: string;
  typNumeruIdentyfikacyjnego: string;
  numerIdentyfikacyjny: string;
  adres: {
    kraj: string;
    localityId?: string | null;
    miejscowosc: string;
    wojewodztwo: string | null;
    powiat: string | null;
    gmina: string | null;
    kodPocztowy: string;
    ulica: string | null;
    numerDomu: string;
  };
};

export function subjectDefaults(subject: StoredSubject | null): SubjectFormValues {
  if (!subject) {
    return {
      nazwa: '',
      rodzajAdresu: 'poland',
      typNumeruIdentyfikacyjnego: 'nip',
      numerIdentyfikacyjny: '',
      adres: { kraj: POLAND_ALPHA2, teryt: null, miejscowosc: '', kodPocztowy: '', ulica: '', numerDomu: '' },
    };
  }
  const { adres } = subject;
  const poland = subject.rodzajAdresu === 'poland';
  return {
    nazwa: subject.nazwa,
    rodzajAdresu: poland ? 'poland' : 'abroad',
    typNumeruIdentyfikacyjnego: (identificationTypes as readonly string[]).includes(
      subject.typNumeruIdentyfikacyjnego,
    )
      ? (subject.typNumeruIdentyfikacyjnego as IdentificationType)
      : kindDefaults[poland ? 'poland' : 'abroad'].type,
    numerIdentyfikacyjny: subject.numerIdentyfikacyjny,
    adres: {
      kraj: adres.kraj,
      teryt:
        poland && adres.localityId
          ? {
              id: adres.localityId,
              miejscowosc: adres.miejscowosc,
              wojewodztwo: adres.wojewodztwo ?? '',
              powiat: adres.powiat ?? '',
              gmina: adres.gmina ?? '',
            }
          : null,
      miejscowosc: poland ? '' : adres.miejscowosc,
      kodPocztowy: adres.kodPocztowy,
      ulica: adres.ulica ?? '',
      numerDomu: adres.numerDomu,
    },
  };
}

export function subjectBody(values: SubjectFormValues): SubjectBody {
  const { adres } = values;
  const poland = values.rodzajAdresu === 'poland';
  return {
    nazwa: values.nazwa,
    rodzajAdresu: values.rodzajAdresu,
    typNumeruIdentyfikacyjnego: values.typNumeruIdentyfikacyjnego,
    numerIdentyfikacyjny: values.numerIdentyfikacyjny,
    adres: {
      kraj: adres.kraj,
      localityId: poland ? (adres.teryt?.id ?? null) : null,
      miejscowosc: poland ? (adres.teryt?.miejscowosc ?? '') : adres.miejscowosc,
      kodPocztowy: adres.kodPocztowy,
      ulica: adres.ulica,
      numerDomu: adres.numerDomu,
    },
  };
}

export const subjectResolver = wireSchemaResolver<SubjectFormValues>(economicSubjectInputSchema, {
  body: subjectBody,
  aliases: subjectAliases,
});

/** The longest identification number each type allows (the input stops there). */
export function numberMaxLength(type: IdentificationType): number {
  if (type === 'nip') return 10;
  if (type === 'pesel') return 11;
  return profileLimits.foreignNumber;
}

export function isDigitsOnlyType(type: IdentificationType): boolean {
  return type === 'nip' || type === 'pesel';
}
