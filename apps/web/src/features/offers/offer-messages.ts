import { isApiError } from '../../lib/api-error.ts';

/**
 * The screen texts of spec 2 section 8 that the shared offerMessages (contracts) leave to the client:
 * failures of the offer calls, each with the server's reason or the status code.
 */
export const offerScreenMessages = {
  formLoadFailed: 'Nie udało się pobrać danych do formularza oferty.',
  formLoadCode: (status: number) =>
    `Podczas pobierania danych do formularza oferty wystąpił nieoczekiwany błąd o kodzie ${status}.`,
  offerLoadFailed: 'Nie udało się pobrać danych oferty.',
  offerLoadCode: (status: number) =>
    `Podczas pobierania danych oferty wystąpił nieoczekiwany błąd o kodzie ${status}.`,
  deleteFailed: 'Nie udało się usunąć oferty.',
  withdrawFailed: 'Nie udało się wycofać oferty.',
  /** The question before withdrawing (the spec gives none; worded as the submit question). */
  confirmWithdraw: 'Czy na pewno chcesz wycofać tę ofertę?',
  confirmWithdrawHint:
    'Wycofana oferta nie zostanie rozpatrzona, dopóki nie złożysz jej ponownie przed upływem terminu składania ofert.',
  saveFailed: 'Nie udało się zapisać oferty.',
  submitFailed: 'Nie udało się złożyć oferty.',
  failedCode: (status: number) => `Wystąpił błąd o kodzie ${status}.`,
  listFailed: 'Nie udało się pobrać ofert.',
  listCode: (status: number) => `Podczas pobierania ofert wystąpił nieoczekiwany błąd o kodzie ${status}.`,
  announcementOffersFailed: 'Nie udało się pobrać danych ofert.',
  zipFailed: 'Nie udało się pobrać załączników oferty.',
  markFailed: 'Nie udało się usunąć oznaczenia oferty jako nowej.',
  markCleared: 'Usunięto oznaczenie oferty jako nowej.',
  saved: 'Zapisano',
  receiptTitle: 'Potwierdzenie złożenia oferty',
  withdrawnReceiptTitle: 'Oferta wycofana: potwierdzenie wycofanego złożenia',
  withdrawnReceiptNote:
    'Ta oferta została wycofana i nie jest złożona. Poniższe dane dotyczą jej wcześniejszego złożenia, które nie jest już ważne.',
  closedNoOffer: 'Nie złożono oferty na to ogłoszenie.',
  closedAnonymous: 'Termin składania ofert minął.',
} as const;

/**
 * 'Nie udało się X. {reason}' for an answer with the server's message or no answer at all; with
 * `code` given, an answer without a message gets that text instead (the status-code form of spec 8).
 */
export function failureText(error: unknown, failed: string, code?: (status: number) => string): string {
  if (isApiError(error)) {
    if (error.kind === 'status')
      return code ? code(error.status) : `${failed} ${offerScreenMessages.failedCode(error.status)}`;
    return `${failed} ${error.message}`;
  }
  return `${failed} ${error instanceof Error ? error.message : String(error)}`;
}
