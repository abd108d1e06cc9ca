import type { IdentificationType } from '@bk/contracts/users/profile';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The subject's texts that the contracts also hold (identificationTypeLabels, profileMessages): the
 * same Polish words in the interface's catalogues (issue 51); a unit test keeps them the same.
 */
export const identificationTypeTexts: Record<IdentificationType, MessageDescriptor> = {
  nip: /*i18n*/ { id: 'subject.type.nip', message: 'NIP' },
  pesel: /*i18n*/ { id: 'subject.type.pesel', message: 'PESEL' },
  numer_zagraniczny: /*i18n*/ { id: 'subject.type.foreign', message: 'Numer identyfikacyjny' },
};

export const profileTexts = {
  loadFailed: /*i18n*/ { id: 'profile.load-failed', message: 'Nie udało się pobrać danych profilu.' },
  subjectSaveFailed: /*i18n*/ {
    id: 'profile.subject-save-failed',
    message: 'Nie udało się zapisać danych podmiotu.',
  },
  personSaveFailed: /*i18n*/ {
    id: 'profile.person-save-failed',
    message: 'Nie udało się zapisać osoby do kontaktu.',
  },
} satisfies Record<string, MessageDescriptor>;
