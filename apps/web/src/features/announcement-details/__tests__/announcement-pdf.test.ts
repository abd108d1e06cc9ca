import type { Content, DynamicContent } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { englishI18n, polishI18n } from '../../../lib/__tests__/polish-i18n.ts';
import { PDF_SERVICE_LINE } from '../../../lib/pdf/pdf-document.ts';
import type { AnnouncementView } from '../details-types.ts';
import { announcementPdf } from '../pdf/announcement-pdf.ts';

const view: AnnouncementView = {
  ogloszenie: {
    id: 7,
    numer: '2026-00007-00007',
    status: { id: 2, nazwa: 'PUBLISHED', label: 'Opublikowane' },
    isAuthor: false,
    isAdmin: false,
    czyMaKopieRobocza: false,
    scheduled: false,
    dataOpublikowania: '2026-11-20T10:00:00.000Z',
    terminOfert: '2026-12-01T22:59:59.000Z',
    dataUtworzenia: '2026-11-19T10:00:00.000Z',
    dataModyfikacji: null,
    publishedVersionId: 12,
    draftVersionId: null,
    copiedFromId: null,
    adminView: false,
    canFavorite: true,
    canDownloadProcedureFile: false,
    canExtendDeadline: false,
    favorite: false,
    badge: false,
    firstPublishedAt: '2026-11-20T10:00:00.000Z',
    lastChangeAt: '2026-11-21T10:00:00.000Z',
    owner: { id: 3 },
    allAvailableVersionIds: [11, 12],
  },
  version: {
    id: 12,
    kind: 'published',
    versionNo: 2,
    publishedAt: '2026-11-21T10:00:00.000Z',
    dataModyfikacji: null,
    byAdmin: false,
    isCurrent: true,
    changeReason: null,
    tresc: {
      tytul: 'Dostawa łóżek źródłowych',
      hasProject: true,
      projekty: [1],
      projects: [{ id: 1, calyNumer: 'FENG.01.01-IP.02-0142/23', nazwa: 'Cyfrowa gmina' }],
      enrollmentId: null,
      enrollment: null,
      contactPersonIds: [1],
      osobyDoKontaktu: [{ id: 1, imie: 'Jan', nazwisko: 'Kowalski', numerTelefonu: null, email: 'j@k.pl' }],
      zamowieniaUzupelniajace: null,
      warunkiZmianyUmowy: 'Siła wyższa.',
      czyDopuszczalnaOfertaCzesciowa: false,
      planowanyTerminPodpisaniaUmowy: '2027-03',
      zamowienia: [
        {
          id: 1,
          tytul: null,
          czyWariantowe: false,
          szacunkowaWartosc: '1000,00',
          przedmiotyZamowienia: [],
          kryteriaOceny: [{ id: 1, czyKryteriumCenowe: true, opis: 'Cena' }],
        },
      ],
      zalaczniki: [
        { id: 1, nazwa: 'Specyfikacja', fileId: 5, originVersionId: 11, plik: null },
        { id: 2, nazwa: 'Zmiana', fileId: 6, originVersionId: 12, plik: null },
      ],
      advertiser: null,
    },
  },
  advertiser: null,
  offerSetBadgeCount: 0,
  questionBadgeCount: 0,
  attachmentTexts: [],
};

describe('announcementPdf', () => {
  const doc = announcementPdf(view, new Date('2026-11-22T08:30:00.000Z'));
  const text = JSON.stringify(doc.content);

  it('is A4 and carries the heading, title, dates and attachments grouped by version', () => {
    expect(doc.pageSize).toBe('A4');
    expect(text).toContain('Ogłoszenie nr 2026-00007-00007');
    expect(text).toContain('Dostawa łóżek źródłowych');
    expect(text).toContain('marzec 2027');
    expect(text).toContain('1 000,00 zł');
    expect(text).toContain('Załączniki dodane w wersji 1');
    expect(text).toContain('Załączniki dodane w wersji 2');
  });

  it('has the footer: generation date, the service line and page x / y', () => {
    const footer = doc.footer as DynamicContent;
    const content = footer(2, 5, { width: 595, height: 842, orientation: 'portrait' }) as Content;
    const rendered = JSON.stringify(content);
    expect(rendered).toContain('Wygenerowano: 22.11.2026 09:30');
    expect(rendered).toContain(PDF_SERVICE_LINE);
    expect(rendered).toContain('strona 2 / 5');
  });

  it('prints in the language of the page (issue 51); without one, in Polish, the same as from a Polish page', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    const polish = JSON.stringify(announcementPdf(view, at).content);
    expect(JSON.stringify(announcementPdf(view, at, polishI18n()).content)).toBe(polish);
    expect(polish).toContain('Ogłoszenie nr 2026-00007-00007');
    const english = JSON.stringify(
      announcementPdf(view, at, englishI18n(['details', 'bidder', 'shell'])).content,
    );
    expect(english).toContain('Announcement no. 2026-00007-00007');
    expect(english).toContain('Announcement status');
    expect(english).toContain('Deadline for offers');
    expect(english).toContain('Published');
    expect(english).not.toContain('Termin składania ofert');
  });
});
