import { formatBudget } from '@bk/contracts/announcements/money';
import type { I18n } from '@lingui/core';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { a4Document, pdfText } from '../../../lib/pdf/pdf-document.ts';
import { offerTexts } from '../offer-texts.ts';
import type { SettlementAnswer, SettlementOffer, SettlementPart } from './settlement-types.ts';

/** 'rozstrzygniecie_ogloszenia_{id}.pdf' (spec 2 section 2.8). */
export const settlementPdfName = (announcementId: number) =>
  `rozstrzygniecie_ogloszenia_${announcementId}.pdf`;

/**
 * A part's name in the settlement: 'Zamówienie' for a single part; else 'Część N: title', or the title
 * alone when it already starts with 'Część N'.
 */
export function partName(tytul: string | null, index: number, count: number): string {
  if (count === 1) return 'Zamówienie';
  const title = tytul?.trim();
  if (!title) return `Część ${index + 1}`;
  return /^część\s*\d+/i.test(title) ? title : `Część ${index + 1}: ${title}`;
}

/** The winner of a part: the offer and the variant chosen, if any. */
export function winnerOf(part: SettlementPart): { offer: SettlementOffer; price: string } | null {
  const chosen = part.wybranyWariant;
  if (!chosen) return null;
  const offer = part.offers.find((o) => o.offerSetId === chosen.offerSetId);
  const variant = offer?.variants.find((v) => v.id === chosen.variantId);
  return offer && variant ? { offer, price: variant.price } : null;
}

/**
 * 'Wydruk listy ofert': the result per part, the offers, the comment and the attachments, on A4, in the
 * language of the page it is printed from (issue 51); without `i18n` (the server's procedure file) in
 * Polish, as before.
 */
export function settlementPdf(
  announcement: { id: number; numer: string | null; tytul: string | null },
  answer: SettlementAnswer,
  generatedAt: Date,
  i18n?: I18n,
): TDocumentDefinitions {
  const t = (text: Parameters<typeof pdfText>[1]) => pdfText(i18n, text);
  const amount = (price: string) => (i18n ? formatAmount(price, formatBudget) : formatBudget(price));
  const none = t(/*i18n*/ { id: 'details-pdf.none', message: 'Brak' });
  const offerLine = (o: SettlementOffer) =>
    `${o.bidderName}${o.city ? `, ${o.city}` : ''}${o.kraj ? `, ${o.kraj}` : ''}: ${o.variants
      .map((v) => amount(v.price))
      .join(
        '; ',
      )}${o.isRefused ? ` ${t(/*i18n*/ { id: 'settlement-pdf.refused', message: '(odrzucona)' })}` : ''}`;
  const s = answer.rozstrzygniecie;
  const heading = t(
    /*i18n*/ {
      id: 'settlement-pdf.heading',
      message: 'Rozstrzygnięcie ogłoszenia nr {number}',
      values: { number: announcement.numer ?? announcement.id },
    },
  );
  const count = s.zamowienia.length;
  const nameOf = (tytul: string | null, i: number) => {
    if (!i18n) return partName(tytul, i, count);
    if (count === 1) return t(/*i18n*/ { id: 'details-pdf.order', message: 'Zamówienie' });
    const title = tytul?.trim();
    const number = t(
      /*i18n*/ { id: 'offers.part-number', message: 'Część {number}', values: { number: i + 1 } },
    );
    if (!title) return number;
    return /^część\s*\d+/i.test(title) ? title : `${number}: ${title}`;
  };
  const parts = s.zamowienia.flatMap((part, i): Content[] => {
    const winner = winnerOf(part);
    return [
      { text: nameOf(part.tytul, i), style: 'h2' },
      {
        text: winner
          ? t(
              /*i18n*/ {
                id: 'settlement-pdf.chosen',
                message: 'Wybrana oferta: {bidder}, {price}',
                values: {
                  bidder: `${winner.offer.bidderName}${winner.offer.city ? `, ${winner.offer.city}` : ''}`,
                  price: amount(winner.price),
                },
              },
            )
          : t(/*i18n*/ { id: 'settlement-pdf.none-chosen', message: 'Nie wybrano żadnej oferty.' }),
        bold: true,
        margin: [0, 0, 0, 6],
      },
      { text: t(/*i18n*/ { id: 'details.tab.offers', message: 'Oferty' }), style: 'h4' },
      part.offers.length === 0 ? { text: t(offerTexts.noOffers) } : { ul: part.offers.map(offerLine) },
    ];
  });
  const resolved = t(
    /*i18n*/ {
      id: 'settlement-pdf.resolved',
      message: 'Data rozstrzygnięcia: {date}',
      values: { date: formatDateTime(s.resolvedAt) },
    },
  );
  const changed = s.dataModyfikacji
    ? `\n${t(/*i18n*/ { id: 'settlement-pdf.changed', message: 'Data ostatniej zmiany: {date}', values: { date: formatDateTime(s.dataModyfikacji) } })}`
    : '';
  return a4Document({
    title: heading,
    generatedAt,
    i18n,
    content: [
      { text: heading, style: 'h1' },
      ...(announcement.tytul ? [{ text: announcement.tytul, style: 'h2' }] : []),
      { text: `${resolved}${changed}`, margin: [0, 0, 0, 8] },
      ...parts,
      { text: t(/*i18n*/ { id: 'settlement-pdf.comment', message: 'Komentarz' }), style: 'h2' },
      { text: s.komentarz || none },
      { text: t(/*i18n*/ { id: 'offers.attachments', message: 'Załączniki' }), style: 'h2' },
      s.zalaczniki.length === 0
        ? { text: none }
        : {
            ul: s.zalaczniki.map(
              (a) =>
                `${a.nazwa}${a.jestProtokolem ? ` ${t(/*i18n*/ { id: 'settlement-pdf.protocol', message: '(protokół)' })}` : ''}`,
            ),
          },
    ],
  });
}
