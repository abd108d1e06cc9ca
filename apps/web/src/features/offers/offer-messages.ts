import type { I18n, MessageDescriptor } from '@lingui/core';
import { sayMessage } from '../../components/form/validation-texts.ts';
import { isApiError } from '../../lib/api-error.ts';

/**
 * The screen texts of spec 2 section 8 that the shared offerMessages (contracts) leave to the client:
 * failures of the offer calls, each with the server's reason or the status code; in the catalogues
 * (issue 51), said in the page's language.
 */
export const offerScreenMessages = {
  formLoadFailed: /*i18n*/ {
    id: 'offers.form-load-failed',
    message: 'Nie udało się pobrać danych do formularza oferty.',
  },
  formLoadCode: /*i18n*/ {
    id: 'offers.form-load-code',
    message: 'Podczas pobierania danych do formularza oferty wystąpił nieoczekiwany błąd o kodzie {status}.',
  },
  offerLoadFailed: /*i18n*/ {
    id: 'offers.offer-load-failed',
    message: 'Nie udało się pobrać danych oferty.',
  },
  offerLoadCode: /*i18n*/ {
    id: 'offers.offer-load-code',
    message: 'Podczas pobierania danych oferty wystąpił nieoczekiwany błąd o kodzie {status}.',
  },
  deleteFailed: /*i18n*/ { id: 'offers.delete-failed', message: 'Nie udało się usunąć oferty.' },
  withdrawFailed: /*i18n*/ { id: 'offers.withdraw-failed', message: 'Nie udało się wycofać oferty.' },
  /** The question before withdrawing (the spec gives none; worded as the submit question). */
  confirmWithdraw: /*i18n*/ {
    id: 'offers.confirm-withdraw',
    message: 'Czy na pewno chcesz wycofać tę ofertę?',
  },
  confirmWithdrawHint: /*i18n*/ {
    id: 'offers.confirm-withdraw-hint',
    message:
      'Wycofana oferta nie zostanie rozpatrzona, dopóki nie złożysz jej ponownie przed upływem terminu składania ofert.',
  },
  saveFailed: /*i18n*/ { id: 'offers.save-failed', message: 'Nie udało się zapisać oferty.' },
  submitFailed: /*i18n*/ { id: 'offers.submit-failed', message: 'Nie udało się złożyć oferty.' },
  failedCode: /*i18n*/ { id: 'offers.failed-code', message: 'Wystąpił błąd o kodzie {status}.' },
  listFailed: /*i18n*/ { id: 'offers.list-failed', message: 'Nie udało się pobrać ofert.' },
  listCode: /*i18n*/ {
    id: 'offers.list-code',
    message: 'Podczas pobierania ofert wystąpił nieoczekiwany błąd o kodzie {status}.',
  },
  announcementOffersFailed: /*i18n*/ {
    id: 'offers.announcement-offers-failed',
    message: 'Nie udało się pobrać danych ofert.',
  },
  zipFailed: /*i18n*/ { id: 'offers.zip-failed', message: 'Nie udało się pobrać załączników oferty.' },
  markFailed: /*i18n*/ {
    id: 'offers.mark-failed',
    message: 'Nie udało się usunąć oznaczenia oferty jako nowej.',
  },
  markCleared: /*i18n*/ { id: 'offers.mark-cleared', message: 'Usunięto oznaczenie oferty jako nowej.' },
  saved: /*i18n*/ { id: 'offers.saved', message: 'Zapisano' },
  receiptTitle: /*i18n*/ { id: 'offers.receipt-title', message: 'Potwierdzenie złożenia oferty' },
  withdrawnReceiptTitle: /*i18n*/ {
    id: 'offers.withdrawn-receipt-title',
    message: 'Oferta wycofana: potwierdzenie wycofanego złożenia',
  },
  withdrawnReceiptNote: /*i18n*/ {
    id: 'offers.withdrawn-receipt-note',
    message:
      'Ta oferta została wycofana i nie jest złożona. Poniższe dane dotyczą jej wcześniejszego złożenia, które nie jest już ważne.',
  },
  closedNoOffer: /*i18n*/ { id: 'offers.closed-no-offer', message: 'Nie złożono oferty na to ogłoszenie.' },
  closedAnonymous: /*i18n*/ { id: 'offers.closed-anonymous', message: 'Termin składania ofert minął.' },
} satisfies Record<string, MessageDescriptor>;

/**
 * 'Nie udało się X. {reason}' for an answer with the server's message or no answer at all; with
 * `code` given (a message with `{status}`), an answer without a message gets that text instead (the
 * status-code form of spec 8).
 */
export function failureText(
  i18n: I18n,
  error: unknown,
  failed: MessageDescriptor | string,
  code?: MessageDescriptor,
): string {
  const lead = typeof failed === 'string' ? failed : i18n._(failed);
  if (isApiError(error)) {
    if (error.kind === 'status')
      return code
        ? i18n._({ ...code, values: { status: error.status } })
        : `${lead} ${i18n._({ ...offerScreenMessages.failedCode, values: { status: error.status } })}`;
    return `${lead} ${sayMessage(i18n, error.message)}`;
  }
  return `${lead} ${error instanceof Error ? error.message : String(error)}`;
}
