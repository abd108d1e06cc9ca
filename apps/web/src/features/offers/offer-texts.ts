import type { MessageDescriptor } from '@lingui/core';

/**
 * The offers' texts that the contracts also hold (offerMessages, the server's answers): the same
 * Polish words (spec 2 section 8), in the interface's catalogues (issue 51); a unit test keeps the two
 * the same.
 */
export const offerTexts = {
  created: /*i18n*/ { id: 'offers.created', message: 'Oferta została złożona.' },
  withdrawn: /*i18n*/ { id: 'offers.withdrawn', message: 'Wycofałeś ofertę.' },
  withdrawnHint: /*i18n*/ {
    id: 'offers.withdrawn-hint',
    message: 'Możesz ją teraz usunąć lub edytować i ponownie złożyć.',
  },
  cancelled: /*i18n*/ {
    id: 'offers.cancelled',
    message: 'Ogłoszenie zostało anulowane dla wszystkich oferentów.',
  },
  noSubject: /*i18n*/ {
    id: 'offers.no-subject',
    message: 'Nie zdefiniowano danych podmiotu dla użytkownika. Uzupełnij je w swoim profilu.',
  },
  noSubjectHint: /*i18n*/ {
    id: 'offers.no-subject-hint',
    message: 'Oferta nie będzie mogła zostać złożona. W dalszym ciągu będzie można ją zapisać.',
  },
  formErrors: /*i18n*/ { id: 'offers.form-errors', message: 'Formularz zawiera błędy!' },
  confirmCancel: /*i18n*/ {
    id: 'offers.confirm-cancel',
    message:
      'Czy na pewno chcesz anulować tworzenie/edycję oferty? Wszystkie niezapisane dane zostaną utracone.',
  },
  confirmDelete: /*i18n*/ { id: 'offers.confirm-delete', message: 'Czy na pewno chcesz usunąć tę ofertę?' },
  confirmSubmit: /*i18n*/ { id: 'offers.confirm-submit', message: 'Czy na pewno chcesz złożyć tę ofertę?' },
  attachmentWarningTitle: /*i18n*/ { id: 'offers.attachment-warning-title', message: 'UWAGA!' },
  attachmentWarning1: /*i18n*/ {
    id: 'offers.attachment-warning-1',
    message: 'TWOJA OFERTA NIE ZOSTAŁA ZŁOŻONA.',
  },
  attachmentWarning2: /*i18n*/ {
    id: 'offers.attachment-warning-2',
    message: 'UZUPEŁNIJ POLE "NAZWA ZAŁĄCZNIKA".',
  },
  sealed: /*i18n*/ {
    id: 'offers.sealed',
    message: 'Podgląd ofert będzie dostępny po zamknięciu ogłoszenia.',
  },
  noOffers: /*i18n*/ { id: 'offers.no-offers', message: 'Nie złożono żadnej oferty' },
  noOtherOffers: /*i18n*/ { id: 'offers.no-other-offers', message: 'Nie złożono innych ofert' },
  emptyMine: /*i18n*/ { id: 'offers.empty-mine', message: 'Brak ofert spełniających kryteria wyszukiwania.' },
  partMissing: /*i18n*/ { id: 'offers.part-missing', message: 'Złóż ofertę na każdą część zamówienia.' },
  noPart: /*i18n*/ { id: 'offers.no-part', message: 'Wybierz co najmniej jedną część zamówienia.' },
  variantRequired: /*i18n*/ {
    id: 'offers.variant-required',
    message: 'Dodaj co najmniej jeden wariant oferty.',
  },
  variantsNotAllowed: /*i18n*/ {
    id: 'offers.variants-not-allowed',
    message: 'Ta część zamówienia nie dopuszcza ofert wariantowych: podaj jedną cenę.',
  },
} satisfies Record<string, MessageDescriptor>;
