import { z } from 'zod';
import { optionalText } from '../common/fields.ts';
import { messages } from '../common/messages.ts';
import { POLAND_ALPHA2 } from '../dictionaries/form.ts';
import {
  isEmailLike,
  isNipChecksumValid,
  isPeselChecksumValid,
  isPhoneLike,
  isPolishPostcode,
} from './validators.ts';

/** Limits of spec 3 section 9 and 5.1-5.2. */
export const profileLimits = {
  subjectName: 250,
  street: 255,
  houseNumber: 120,
  postcodePoland: 6,
  postcodeAbroad: 10,
  localityAbroad: 100,
  foreignNumber: 255,
  personName: 500,
  phone: 45,
  email: 500,
} as const;

export const identificationTypes = ['nip', 'pesel', 'numer_zagraniczny'] as const;
export type IdentificationType = (typeof identificationTypes)[number];
export const addressKinds = ['poland', 'abroad'] as const;
export type AddressKind = (typeof addressKinds)[number];

/** Labels of the identification types (spec 2 section 3). */
export const identificationTypeLabels: Record<IdentificationType, string> = {
  nip: 'NIP',
  pesel: 'PESEL',
  numer_zagraniczny: 'Numer identyfikacyjny',
};

export const profileMessages = {
  nip: 'Wpisz poprawny numer NIP.',
  nipChecksum: 'Wpisany numer NIP ma niepoprawną sumę kontrolną.',
  pesel: 'Wpisz poprawny numer PESEL.',
  peselChecksum: 'Wpisany numer PESEL ma niepoprawną sumę kontrolną.',
  postcode: 'Wpisz poprawny kod pocztowy.',
  email: 'Wpisz poprawny adres e-mail.',
  phone: 'Numer telefonu może zawierać tylko cyfry, znak +, spacje i myślniki.',
  localityUnknown: 'Wybierz miejscowość z listy.',
  abroadNumberType: 'Dla adresu za granicą wybierz typ numeru „Numer identyfikacyjny”.',
  countryUnknown: 'Wybierz kraj z listy.',
  subjectExists: 'Dane podmiotu zostały już zapisane. Odśwież stronę, aby je edytować.',
  loadFailed: 'Nie udało się pobrać danych profilu.',
  subjectSaveFailed: 'Nie udało się zapisać danych podmiotu.',
  personSaveFailed: 'Nie udało się zapisać osoby do kontaktu.',
  editOthersForbidden: 'Nie masz uprawnień do edycji danych tego użytkownika.',
} as const;

const requiredText = (max: number) =>
  z.string(messages.required).trim().min(1, messages.required).max(max, messages.maxLength(max));

const ignoredText = z.string().max(200).nullish();

/**
 * The economic subject as the profile dialog sends it (wire names). In Poland the locality is a TERYT
 * locality (its id; the server fills voivodeship, poviat and commune from TERYT); abroad it is free text.
 */
export const economicSubjectInputSchema = z
  .object({
    name: requiredText(profileLimits.subjectName),
    address_kind: z.enum(addressKinds, messages.required),
    identification_type: z.enum(identificationTypes, messages.required),
    identification_number: z.string(messages.required).trim().min(1, messages.required),
    address: z.object({
      country: z.string(messages.required).trim().min(1, messages.required).max(2),
      /**
       * What the profile answers besides; a client may send them back, but the server ignores them
       * and fills them from the TERYT locality. Texts or null, nothing else (decision 0016).
       */
      voivodeship: ignoredText,
      poviat: ignoredText,
      commune: ignoredText,
      country_name: ignoredText,
      locality_id: z.string().trim().max(20).nullish(),
      locality: z.string(messages.required).trim().min(1, messages.required).max(200),
      postcode: z.string(messages.required).trim().min(1, messages.required),
      street: optionalText(profileLimits.street),
      house_number: requiredText(profileLimits.houseNumber),
    }),
  })
  .superRefine((subject, ctx) => {
    const number = subject.identification_number;
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (subject.identification_type === 'nip') {
      if (!/^\d{10}$/.test(number)) issue(['identification_number'], profileMessages.nip);
      else if (!isNipChecksumValid(number)) issue(['identification_number'], profileMessages.nipChecksum);
    } else if (subject.identification_type === 'pesel') {
      if (!/^\d{11}$/.test(number)) issue(['identification_number'], profileMessages.pesel);
      else if (!isPeselChecksumValid(number)) issue(['identification_number'], profileMessages.peselChecksum);
    } else if (number.length > profileLimits.foreignNumber) {
      issue(['identification_number'], messages.maxLength(profileLimits.foreignNumber));
    }
    const { address } = subject;
    if (subject.address_kind === 'poland') {
      if (address.country !== POLAND_ALPHA2) issue(['address', 'country'], profileMessages.countryUnknown);
      if (!address.locality_id) issue(['address', 'locality'], profileMessages.localityUnknown);
      if (address.postcode.length > profileLimits.postcodePoland)
        issue(['address', 'postcode'], messages.maxLength(profileLimits.postcodePoland));
      else if (!isPolishPostcode(address.postcode)) issue(['address', 'postcode'], profileMessages.postcode);
    } else {
      if (address.country === POLAND_ALPHA2) issue(['address', 'country'], profileMessages.countryUnknown);
      // NIP and PESEL are Polish numbers: a subject abroad is identified by its own country's number.
      if (subject.identification_type !== 'numer_zagraniczny')
        issue(['identification_type'], profileMessages.abroadNumberType);
      if (address.locality.length > profileLimits.localityAbroad)
        issue(['address', 'locality'], messages.maxLength(profileLimits.localityAbroad));
      if (address.postcode.length > profileLimits.postcodeAbroad)
        issue(['address', 'postcode'], messages.maxLength(profileLimits.postcodeAbroad));
    }
  });
export type EconomicSubjectInput = z.input<typeof economicSubjectInputSchema>;

export const economicSubjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  address_kind: z.enum(addressKinds),
  identification_type: z.enum(identificationTypes),
  identification_number: z.string(),
  address: z.object({
    country: z.string(),
    country_name: z.string(),
    voivodeship: z.string().nullable(),
    poviat: z.string().nullable(),
    commune: z.string().nullable(),
    locality_id: z.string().nullable(),
    locality: z.string(),
    postcode: z.string(),
    street: z.string().nullable(),
    house_number: z.string(),
  }),
});
export type EconomicSubject = z.infer<typeof economicSubjectSchema>;

export const contactPersonInputSchema = z.object({
  forename: requiredText(profileLimits.personName),
  surname: requiredText(profileLimits.personName),
  phone_number: z
    .string()
    .trim()
    .max(profileLimits.phone, messages.maxLength(profileLimits.phone))
    .refine(isPhoneLike, profileMessages.phone)
    .nullish()
    .transform((v) => (v ? v : null)),
  email: requiredText(profileLimits.email).refine(isEmailLike, profileMessages.email),
});
export type ContactPersonInput = z.input<typeof contactPersonInputSchema>;

export const contactPersonSchema = z.object({
  id: z.number(),
  forename: z.string(),
  surname: z.string(),
  phone_number: z.string().nullable(),
  email: z.string(),
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;

/** GET /api/users/0 (and, for administrators later, /api/users/{id}): the profile. */
export const profileSchema = z.object({
  user: z.object({
    id: z.number(),
    forename: z.string(),
    surname: z.string(),
    email: z.string(),
    identifier: z.string(),
    blocked: z.boolean(),
    blocked_at: z.string().nullable(),
    economic_subject: economicSubjectSchema.nullable(),
    contact_persons: z.array(contactPersonSchema),
    /** The language of the user's e-mails (issue 51). */
    language: z.enum(['pl', 'en']),
  }),
});

/** PUT /api/users/language: the language of the signed-in user's e-mails (issue 51). */
export const languageInputSchema = z.strictObject({
  language: z.enum(['pl', 'en'], { error: 'Wybierz język: pl albo en.' }),
});
export const savedLanguageSchema = z.object({ language: z.enum(['pl', 'en']) });

export const savedSubjectSchema = z.object({ economic_subject: z.object({ id: z.number() }) });
export const savedPersonSchema = z.object({ contact_person: z.object({ id: z.number() }) });
