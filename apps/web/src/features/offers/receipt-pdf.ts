import type { Receipt } from '@bk/contracts/audit/transparency/receipt';
import type { I18n } from '@lingui/core';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { a4Document } from '../../lib/pdf/pdf-document.ts';
import { formatReceiptTime } from './receipt-time.ts';

/** The address of the portal's page that checks a receipt (in the browser, without sending it). */
export const verificationPageOf = (receipt: Pick<Receipt, 'portal'>) =>
  `${receipt.portal.replace(/\/$/, '')}/weryfikacja`;

const MONO = { font: 'Roboto', fontSize: 8, characterSpacing: 0 } as const;

/**
 * The signed receipt as a PDF (decision 0049): its fields in the language of the page it is printed
 * from (issue 51), the signature and the key, the JSON document itself (what the signature covers, to
 * be retyped or copied and checked) and how to check it. The PDF is a print of the JSON: the JSON is
 * what is verified.
 */
export function receiptPdf(
  receipt: Receipt,
  json: string,
  generatedAt: Date,
  i18n: I18n,
): TDocumentDefinitions {
  const rows: [string, string][] = [
    [i18n._({ id: 'receipt-pdf.portal', message: 'Portal' }), receipt.portal],
    [i18n._({ id: 'receipt-pdf.number', message: 'Numer ogłoszenia' }), receipt.announcement.number],
    [
      i18n._({ id: 'receipt-pdf.announcement-id', message: 'Identyfikator ogłoszenia' }),
      String(receipt.announcement.id),
    ],
    [
      i18n._({ id: 'receipt-pdf.bidder-id', message: 'Oferent (identyfikator użytkownika)' }),
      String(receipt.bidder.id),
    ],
    ...(receipt.bidder.name
      ? ([[i18n._({ id: 'receipt-pdf.bidder', message: 'Oferent (podmiot)' }), receipt.bidder.name]] as [
          string,
          string,
        ][])
      : []),
    [i18n._({ id: 'receipt-pdf.offer-id', message: 'Identyfikator oferty' }), String(receipt.offer_set_id)],
    [
      i18n._({
        id: 'receipt-pdf.time',
        message: 'Czas złożenia oferty (według zegara serwera, czas polski)',
      }),
      formatReceiptTime(receipt.submitted_at),
    ],
    [
      i18n._({ id: 'receipt-pdf.time-utc', message: 'Czas złożenia oferty (UTC, ISO 8601)' }),
      receipt.submitted_at,
    ],
    [
      i18n._({ id: 'offers.receipt.hash', message: 'Skrót SHA-256 treści oferty i załączników' }),
      receipt.offer_sha256,
    ],
    [i18n._({ id: 'receipt-pdf.key-id', message: 'Identyfikator klucza portalu' }), receipt.key_id],
    [
      i18n._({ id: 'receipt-pdf.public-key', message: 'Klucz publiczny portalu (Ed25519, base64)' }),
      receipt.public_key,
    ],
    [i18n._({ id: 'receipt-pdf.signature', message: 'Podpis (Ed25519, base64)' }), receipt.signature],
  ];
  const content: Content[] = [
    { text: i18n._({ id: 'offers.receipt-title', message: 'Potwierdzenie złożenia oferty' }), style: 'h1' },
    {
      text: i18n._({
        id: 'receipt-pdf.announcement',
        message: 'Ogłoszenie nr {number}',
        values: { number: receipt.announcement.number },
      }),
      style: 'title',
    },
    {
      table: {
        widths: [170, '*'],
        body: rows.map(([label, value]) => [
          { text: label, bold: true },
          { text: value, ...(value.length > 40 && !value.includes(' ') ? MONO : {}) },
        ]),
      },
      layout: 'lightHorizontalLines',
    },
    { text: i18n._({ id: 'receipt-pdf.how', message: 'Jak sprawdzić potwierdzenie' }), style: 'h2' },
    {
      text: i18n._({
        id: 'receipt-pdf.how-text',
        message:
          'Sprawdź potwierdzenie na stronie {page} albo poleceniem npm run audit:verify-receipt plik.json --public-key <klucz publiczny portalu>. Podpis obejmuje wszystkie pola potwierdzenia oprócz samego podpisu (format bk-receipt/v1); zmiana choćby jednej sekundy czasu złożenia albo jednego znaku skrótu unieważnia podpis. Klucz publiczny należy porównać z kluczami opublikowanymi przez portal: sam klucz zapisany w potwierdzeniu niczego nie dowodzi.',
        values: { page: verificationPageOf(receipt) },
      }),
    },
    { text: i18n._({ id: 'receipt-pdf.json', message: 'Potwierdzenie w formacie JSON' }), style: 'h2' },
    {
      text: i18n._({
        id: 'receipt-pdf.json-text',
        message:
          'Poniższy tekst jest potwierdzeniem, które się sprawdza; można go przepisać lub skopiować do pliku .json.',
      }),
    },
    { text: json.trimEnd(), ...MONO, margin: [0, 6, 0, 0], preserveLeadingSpaces: true },
  ];
  return a4Document({
    title: i18n._({
      id: 'receipt-pdf.title',
      message: 'Potwierdzenie złożenia oferty nr {id}',
      values: { id: receipt.offer_set_id },
    }),
    generatedAt,
    content,
    i18n,
  });
}
