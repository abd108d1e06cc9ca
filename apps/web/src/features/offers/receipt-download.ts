import { type Receipt, receiptFileName, receiptSchema } from '@bk/contracts/audit/transparency/receipt';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_EXPIRES_HEADER } from '@bk/contracts/common/limits';
import { translateServerMessage } from '@bk/contracts/common/messages';
import type { I18n } from '@lingui/core';
import { noteSessionAnswer } from '../../lib/api.ts';
import { ApiError } from '../../lib/api-error.ts';

/** The address of an offer set's signed receipt (GET /api/offerset/receipt/{id}, decision 0049). */
export const receiptUri = (offerSetId: number) => `/api/offerset/receipt/${offerSetId}`;

export const receiptScreenMessages = {
  jsonButton: /*i18n*/ { id: 'offers.receipt.json', message: 'Pobierz potwierdzenie (JSON)' },
  pdfButton: /*i18n*/ { id: 'offers.receipt.pdf', message: 'Pobierz potwierdzenie (PDF)' },
  pdfFailed: /*i18n*/ {
    id: 'offers.receipt.pdf-failed',
    message: 'Nie udało się wygenerować pliku PDF potwierdzenia.',
  },
  hint: /*i18n*/ {
    id: 'offers.receipt.hint',
    message:
      'Podpisane potwierdzenie pozwala wykazać czas złożenia i treść oferty bez odwoływania się do bazy danych portalu.',
  },
};

/** A failed download's lead (the server's reason follows it). */
const RECEIPT_FAILED = 'Nie udało się pobrać potwierdzenia złożenia oferty.';

/**
 * The receipt as the server sends it (its JSON exactly: not through the API client, which renames
 * fields), with the text it came as. Rejects with an ApiError carrying the server's message.
 */
export async function fetchReceipt(offerSetId: number): Promise<{ receipt: Receipt; text: string }> {
  const failed = (status: number, message?: string) =>
    new ApiError({
      status,
      message: message ? `${RECEIPT_FAILED} ${translateServerMessage(message)}` : RECEIPT_FAILED,
      kind: message ? 'server' : status ? 'status' : 'network',
    });
  let response: Response;
  try {
    response = await fetch(receiptUri(offerSetId), {
      headers: { accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
  } catch {
    throw failed(0);
  }
  noteSessionAnswer(response.status, response.headers.get(SESSION_EXPIRES_HEADER));
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw failed(0);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw failed(response.status);
  }
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw failed(response.status, typeof message === 'string' ? message : undefined);
  }
  const parsed = receiptSchema.safeParse(body);
  if (!parsed.success) throw failed(response.status);
  return { receipt: parsed.data, text };
}

/** Saves `blob` under `name` (a link clicked, as every download of the app). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** 'Pobierz potwierdzenie (JSON)': the receipt's file as the server sent it. */
export async function downloadReceiptJson(offerSetId: number): Promise<void> {
  const { text } = await fetchReceipt(offerSetId);
  saveBlob(new Blob([text], { type: 'application/json' }), receiptFileName(offerSetId));
}

/** 'Pobierz potwierdzenie (PDF)': the receipt printed in the browser (pdfmake, loaded on first use). */
export async function downloadReceiptPdf(offerSetId: number, i18n: I18n): Promise<void> {
  const { receipt, text } = await fetchReceipt(offerSetId);
  const [{ downloadPdf }, { receiptPdf }] = await Promise.all([
    import('../../lib/pdf/download-pdf.ts'),
    import('./receipt-pdf.ts'),
  ]);
  await downloadPdf(receiptPdf(receipt, text, new Date(), i18n), receiptFileName(offerSetId, 'pdf'));
}
