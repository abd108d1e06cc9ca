import { describe, expect, it } from 'vitest';
import { englishI18n, polishI18n } from '../../../../lib/__tests__/polish-i18n.ts';
import { partName, settlementPdf, settlementPdfName, winnerOf } from '../settlement-pdf.ts';
import type { SettlementAnswer } from '../settlement-types.ts';

const offer = (offerSetId: number, bidderName: string, prices: string[], isRefused = false) => ({
  offerSetId,
  bidderName,
  city: 'Kraków',
  kraj: null,
  isExternal: false,
  isPublished: true,
  isRefused,
  isMine: false,
  variants: prices.map((price, i) => ({ id: i + 1, price, opis: null })),
});

const answer: SettlementAnswer = {
  canSettle: false,
  resolved: true,
  rozstrzygniecie: {
    zamowienia: [
      {
        id: 10,
        tytul: 'Łóżka szpitalne',
        zadnaOfertaWybrana: false,
        wybranyWariant: { offerSetId: 2, variantId: 2 },
        offers: [offer(1, 'Stolarnia Żak', ['1000,00'], true), offer(2, 'Meble Łódź', ['900,00', '950,00'])],
      },
      { id: 11, tytul: 'Materace', zadnaOfertaWybrana: true, wybranyWariant: null, offers: [] },
    ],
    komentarz: 'Wybrano najtańszą ofertę.',
    zalaczniki: [{ id: 1, nazwa: 'Protokół z postępowania', fileId: 5, jestProtokolem: true, plik: null }],
    resolvedAt: '2026-11-27T10:00:00.000Z',
    dataModyfikacji: null,
  },
};

describe('the settlement print', () => {
  it('names the winner by the chosen variant of its offer set', () => {
    const winner = winnerOf(
      answer.rozstrzygniecie.zamowienia[0] as SettlementAnswer['rozstrzygniecie']['zamowienia'][number],
    );
    expect(winner?.offer.bidderName).toBe('Meble Łódź');
    expect(winner?.price).toBe('950,00');
    expect(winnerOf(answer.rozstrzygniecie.zamowienia[1] as never)).toBeNull();
  });

  it('lists every part, its offers, the comment and the protocol, with the footer', () => {
    const doc = settlementPdf(
      { id: 7, numer: '2026-00007-00007', tytul: 'Dostawa łóżek szpitalnych' },
      answer,
      new Date('2026-11-27T10:00:00Z'),
    );
    const text = JSON.stringify(doc.content);
    // The title of the announcement (issue 30 item 7).
    expect(text).toContain('Dostawa łóżek szpitalnych');
    expect(settlementPdfName(7)).toBe('rozstrzygniecie_ogloszenia_7.pdf');
    expect(text).toContain('Rozstrzygnięcie ogłoszenia nr 2026-00007-00007');
    expect(text).toContain('Wybrana oferta: Meble Łódź, Kraków, 950,00 zł');
    expect(text).toContain('Stolarnia Żak, Kraków: 1 000,00 zł (odrzucona)');
    expect(text).toContain('Nie wybrano żadnej oferty.');
    expect(text).toContain('Nie złożono żadnej oferty');
    expect(text).toContain('Protokół z postępowania (protokół)');
    expect(doc.pageSize).toBe('A4');
    expect(typeof doc.footer).toBe('function');
  });

  it("names parts once: 'Zamówienie' alone, 'Część N: title', a title that already says 'Część N'", () => {
    expect(partName('Meble', 0, 1)).toBe('Zamówienie');
    expect(partName('Meble', 1, 2)).toBe('Część 2: Meble');
    expect(partName(null, 1, 2)).toBe('Część 2');
    expect(partName('Część 2: Meble', 1, 2)).toBe('Część 2: Meble');
  });

  it('prints in the language of the page (issue 51); without one, the Polish as from a Polish page', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    const announcement = { id: 7, numer: '2026-00007-00007', tytul: 'Dostawa łóżek' };
    const polish = JSON.stringify(settlementPdf(announcement, answer, at).content);
    expect(JSON.stringify(settlementPdf(announcement, answer, at, polishI18n()).content)).toBe(polish);
    const english = JSON.stringify(
      settlementPdf(announcement, answer, at, englishI18n(['bidder', 'shell'])).content,
    );
    expect(english).toContain('Settlement of announcement no. 2026-00007-00007');
    expect(english).toContain('Comment');
    expect(english).not.toContain('Rozstrzygnięcie ogłoszenia');
  });
});
