import { formatBudget } from '@bk/contracts/announcements/money';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate, formatDateTime, formatDeadline, formatMonthYear } from '../../../lib/format.ts';
import { a4Document } from '../../../lib/pdf/pdf-document.ts';
import type { AnnouncementView, Item, Part } from '../details-types.ts';
import {
  addressLines,
  announcementHeading,
  attachmentGroups,
  identificationLabel,
  partHeading,
  placeText,
  yesNo,
} from '../labels.ts';

const heading = (text: string): Content => ({ text, style: 'h2' });
const sub = (text: string): Content => ({ text, style: 'h3' });
const para = (text: string | null | undefined): Content => ({
  text: text?.trim() || 'Brak',
  margin: [0, 0, 0, 6],
});
const facts = (rows: [string, string][]): Content => ({
  table: {
    widths: [170, '*'],
    body: rows.map(([label, value]) => [{ text: label, bold: true }, value || '-']),
  },
  layout: 'noBorders',
  margin: [0, 0, 0, 8],
});
const list = (items: string[]): Content =>
  items.length === 0 ? para(null) : { ul: items, margin: [0, 0, 0, 6] };

function itemContent(item: Item, index: number): Content[] {
  return [
    { text: `Przedmiot zamówienia ${index + 1}`, style: 'h4' },
    facts([
      ['Kategoria', item.categoryName ?? ''],
      ['Podkategoria', item.subcategoryName ?? ''],
      ['Okres gwarancji', item.okresGwarancji || 'nie dotyczy'],
    ]),
    { text: 'Opis przedmiotu zamówienia', bold: true },
    para(item.opis),
    { text: 'Kody CPV', bold: true },
    list(item.kodyCPV.map((c) => `${c.kod} - ${c.nazwa}`)),
    { text: 'Miejsca realizacji', bold: true },
    list(item.miejscaRealizacji.map(placeText)),
    { text: 'Harmonogram realizacji', bold: true },
    list(
      item.harmonogramy.map(
        (s) =>
          `${s.poczatekRealizacji ? `od ${formatDate(s.poczatekRealizacji)} ` : ''}do ${formatDate(s.koniecRealizacji)}` +
          `${s.opis ? `: ${s.opis}` : ''} (płatność częściowa: ${yesNo(s.czyWystepujePlatnoscCzesciowa)})`,
      ),
    ),
    { text: 'Warunki udziału', bold: true },
    list(item.warunkiUdzialu.map((c) => `${c.typeName ?? 'Warunek'}: ${c.opis ?? ''}`)),
  ];
}

function partContent(part: Part, index: number): Content[] {
  return [
    sub(partHeading(part, index)),
    facts([
      ['Szacunkowa wartość', formatBudget(part.szacunkowaWartosc)],
      ['Oferty wariantowe', yesNo(part.czyWariantowe)],
    ]),
    ...part.przedmiotyZamowienia.flatMap(itemContent),
    { text: 'Kryteria oceny', style: 'h4' },
    list(
      part.kryteriaOceny.map((c) => `${c.opis ?? ''}${c.czyKryteriumCenowe ? ' (kryterium cenowe)' : ''}`),
    ),
  ];
}

/** The whole announcement as an A4 document (spec 1 sections 1 and 2: footer with date, page x / y). */
export function announcementPdf(view: AnnouncementView, generatedAt: Date): TDocumentDefinitions {
  const { ogloszenie: a, version, advertiser } = view;
  const content = version.tresc;
  const draft = version.kind === 'draft';
  const dates: [string, string][] = [
    ['Status ogłoszenia', a.status.label],
    ...(draft ? ([['Status wersji', 'Wersja robocza']] as [string, string][]) : []),
    ['Termin składania ofert', formatDeadline(a.terminOfert) || 'nie wyznaczono'],
    ...(draft
      ? []
      : ([
          ['Data opublikowania ogłoszenia', formatDateTime(a.firstPublishedAt)],
          ['Data ostatniej zmiany', formatDateTime(a.lastChangeAt)],
        ] as [string, string][])),
    ...(version.versionNo ? ([['Wersja', String(version.versionNo)]] as [string, string][]) : []),
    ['Planowany termin podpisania umowy', formatMonthYear(content.planowanyTerminPodpisaniaUmowy)],
    ['Oferty częściowe', yesNo(content.czyDopuszczalnaOfertaCzesciowa)],
  ];
  const context = content.hasProject
    ? content.projects.map((p) => `${p.calyNumer}${p.nazwa ? ` - ${p.nazwa}` : ''}`)
    : [content.enrollment?.calyNumer ?? 'Brak'];

  return a4Document({
    title: `${announcementHeading(view)} - ${content.tytul ?? ''}`,
    generatedAt,
    content: [
      { text: announcementHeading(view), style: 'h1' },
      { text: content.tytul || 'Bez tytułu', style: 'title' },
      facts(dates),
      heading(content.hasProject ? (content.projects.length === 1 ? 'Projekt' : 'Projekty') : 'Nabór'),
      list(context),
      heading('Zamówienia uzupełniające'),
      para(content.zamowieniaUzupelniajace),
      heading('Warunki zmiany umowy'),
      para(content.warunkiZmianyUmowy),
      heading('Dane ogłoszeniodawcy'),
      advertiser
        ? {
            stack: [
              { text: advertiser.nazwa, bold: true },
              `${identificationLabel(advertiser.typNumeruIdentyfikacyjnego)}: ${advertiser.numerIdentyfikacyjny}`,
              ...addressLines(advertiser),
            ],
          }
        : para(null),
      heading('Osoby do kontaktu'),
      list(
        content.osobyDoKontaktu.map(
          (p) =>
            `${p.imie} ${p.nazwisko}, e-mail: ${p.email}${p.numerTelefonu ? `, telefon: ${p.numerTelefonu}` : ''}`,
        ),
      ),
      heading('Zamówienie'),
      ...content.zamowienia.flatMap(partContent),
      heading('Załączniki'),
      ...(content.zalaczniki.length === 0
        ? [para(null)]
        : attachmentGroups(view).flatMap((group): Content[] => [
            sub(group.heading),
            list(group.items.map((z) => z.nazwa || z.plik?.nazwa || 'Załącznik')),
          ])),
    ],
  });
}
