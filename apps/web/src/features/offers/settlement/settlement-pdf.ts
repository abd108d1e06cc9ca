import { formatBudget } from '@bk/contracts/announcements/money';
import { offerMessages } from '@bk/contracts/offers/offers';
import { settlementMessages as M } from '@bk/contracts/settlement/settlement';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDateTime } from '../../../lib/format.ts';
import { a4Document } from '../../../lib/pdf/pdf-document.ts';
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

const offerLine = (o: SettlementOffer) =>
  `${o.bidderName}${o.city ? `, ${o.city}` : ''}${o.kraj ? `, ${o.kraj}` : ''}: ${o.variants
    .map((v) => formatBudget(v.price))
    .join('; ')}${o.isRefused ? ' (odrzucona)' : ''}`;

/** 'Wydruk listy ofert': the result per part, the offers, the comment and the attachments, on A4. */
export function settlementPdf(
  announcement: { id: number; numer: string | null; tytul: string | null },
  answer: SettlementAnswer,
  generatedAt: Date,
): TDocumentDefinitions {
  const s = answer.rozstrzygniecie;
  const heading = `Rozstrzygnięcie ogłoszenia nr ${announcement.numer ?? announcement.id}`;
  const parts = s.zamowienia.flatMap((part, i): Content[] => {
    const winner = winnerOf(part);
    return [
      {
        text: partName(part.tytul, i, s.zamowienia.length),
        style: 'h2',
      },
      {
        text: winner
          ? `Wybrana oferta: ${winner.offer.bidderName}${winner.offer.city ? `, ${winner.offer.city}` : ''}, ${formatBudget(winner.price)}`
          : M.noneChosen,
        bold: true,
        margin: [0, 0, 0, 6],
      },
      { text: 'Oferty', style: 'h4' },
      part.offers.length === 0 ? { text: offerMessages.noOffers } : { ul: part.offers.map(offerLine) },
    ];
  });
  return a4Document({
    title: heading,
    generatedAt,
    content: [
      { text: heading, style: 'h1' },
      ...(announcement.tytul ? [{ text: announcement.tytul, style: 'h2' }] : []),
      {
        text: [
          `Data rozstrzygnięcia: ${formatDateTime(s.resolvedAt)}`,
          s.dataModyfikacji ? `\nData ostatniej zmiany: ${formatDateTime(s.dataModyfikacji)}` : '',
        ].join(''),
        margin: [0, 0, 0, 8],
      },
      ...parts,
      { text: 'Komentarz', style: 'h2' },
      { text: s.komentarz || 'Brak' },
      { text: 'Załączniki', style: 'h2' },
      s.zalaczniki.length === 0
        ? { text: 'Brak' }
        : { ul: s.zalaczniki.map((a) => `${a.nazwa}${a.jestProtokolem ? ' (protokół)' : ''}`) },
    ],
  });
}
