import type { Receipt } from '@bk/contracts/audit/transparency/receipt';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { a4Document } from '../../lib/pdf/pdf-document.ts';
import { formatReceiptTime } from './receipt-time.ts';

/** The address of the portal's page that checks a receipt (in the browser, without sending it). */
export const verificationPageOf = (receipt: Pick<Receipt, 'portal'>) =>
  `${receipt.portal.replace(/\/$/, '')}/weryfikacja`;

const MONO = { font: 'Roboto', fontSize: 8, characterSpacing: 0 } as const;

/**
 * The signed receipt as a PDF (decision 0049): its fields in Polish, the signature and the key, the JSON
 * document itself (what the signature covers, to be retyped or copied and checked) and how to check it.
 * The PDF is a print of the JSON: the JSON is what is verified.
 */
export function receiptPdf(receipt: Receipt, json: string, generatedAt: Date): TDocumentDefinitions {
  const rows: [string, string][] = [
    ['Portal', receipt.portal],
    ['Numer ogłoszenia', receipt.announcement.number],
    ['Identyfikator ogłoszenia', String(receipt.announcement.id)],
    ['Oferent (identyfikator użytkownika)', String(receipt.bidder.id)],
    ...(receipt.bidder.name ? ([['Oferent (podmiot)', receipt.bidder.name]] as [string, string][]) : []),
    ['Identyfikator oferty', String(receipt.offer_set_id)],
    ['Czas złożenia oferty (według zegara serwera, czas polski)', formatReceiptTime(receipt.submitted_at)],
    ['Czas złożenia oferty (UTC, ISO 8601)', receipt.submitted_at],
    ['Skrót SHA-256 treści oferty i załączników', receipt.offer_sha256],
    ['Identyfikator klucza portalu', receipt.key_id],
    ['Klucz publiczny portalu (Ed25519, base64)', receipt.public_key],
    ['Podpis (Ed25519, base64)', receipt.signature],
  ];
  const content: Content[] = [
    { text: 'Potwierdzenie złożenia oferty', style: 'h1' },
    { text: `Ogłoszenie nr ${receipt.announcement.number}`, style: 'title' },
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
    { text: 'Jak sprawdzić potwierdzenie', style: 'h2' },
    {
      text: [
        `Sprawdź potwierdzenie na stronie ${verificationPageOf(receipt)}`,
        ' albo poleceniem npm run audit:verify-receipt plik.json --public-key <klucz publiczny portalu>. ',
        'Podpis obejmuje wszystkie pola potwierdzenia oprócz samego podpisu (format bk-receipt/v1); ',
        'zmiana choćby jednej sekundy czasu złożenia albo jednego znaku skrótu unieważnia podpis. ',
        'Klucz publiczny należy porównać z kluczami opublikowanymi przez portal: sam klucz zapisany w potwierdzeniu niczego nie dowodzi.',
      ].join(''),
    },
    { text: 'Potwierdzenie w formacie JSON', style: 'h2' },
    {
      text: 'Poniższy tekst jest potwierdzeniem, które się sprawdza; można go przepisać lub skopiować do pliku .json.',
    },
    { text: json.trimEnd(), ...MONO, margin: [0, 6, 0, 0], preserveLeadingSpaces: true },
  ];
  return a4Document({
    title: `Potwierdzenie złożenia oferty nr ${receipt.offer_set_id}`,
    generatedAt,
    content,
  });
}
