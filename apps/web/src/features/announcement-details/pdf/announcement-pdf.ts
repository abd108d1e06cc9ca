import { formatBudget } from '@bk/contracts/announcements/money';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDeadline,
  formatMonthYear,
} from '../../../lib/format.ts';
import { a4Document, pdfText } from '../../../lib/pdf/pdf-document.ts';
import type { AnnouncementView, Item, Part } from '../details-types.ts';
import {
  addressLines,
  announcementHeading,
  attachmentGroups,
  identificationLabel,
  partHeading,
  placeText,
  yesNo,
  yesNoIn,
} from '../labels.ts';

/**
 * The print's language (issue 51): the page's Lingui instance, or none (the server's procedure file,
 * in Polish, the same bytes as before). `t` says a message in it.
 */
type Lang = { i18n: I18n | undefined; t: (text: MessageDescriptor) => string };

/** The statuses' names (the server sends the Polish ones as `label`). */
const statusNames: Record<string, MessageDescriptor> = {
  DRAFT: /*i18n*/ { id: 'status.announcement.draft', message: 'Wersja robocza' },
  PUBLISHED: /*i18n*/ { id: 'status.announcement.published', message: 'Opublikowane' },
  CLOSED: /*i18n*/ { id: 'status.announcement.closed', message: 'Zamknięte' },
  CANCELLED: /*i18n*/ { id: 'status.announcement.cancelled', message: 'Anulowane' },
  RESOLVED: /*i18n*/ { id: 'status.announcement.resolved', message: 'Rozstrzygnięte' },
  LOCKED: /*i18n*/ { id: 'status.announcement.locked', message: 'Zablokowane' },
};

const heading = (text: string): Content => ({ text, style: 'h2' });
const sub = (text: string): Content => ({ text, style: 'h3' });
const noneOf = (lang: Lang) => lang.t(/*i18n*/ { id: 'details-pdf.none', message: 'Brak' });
const para = (lang: Lang, text: string | null | undefined): Content => ({
  text: text?.trim() || noneOf(lang),
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
const list = (lang: Lang, items: string[]): Content =>
  items.length === 0 ? para(lang, null) : { ul: items, margin: [0, 0, 0, 6] };
const yesOrNo = (lang: Lang, value: boolean) => (lang.i18n ? yesNoIn(lang.i18n, value) : yesNo(value));

function scheduleText(lang: Lang, s: Item['harmonogramy'][number]): string {
  const from = s.poczatekRealizacji
    ? `${lang.t(/*i18n*/ { id: 'details-pdf.from', message: 'od {date}', values: { date: formatDate(s.poczatekRealizacji) } })} `
    : '';
  const to = lang.t(
    /*i18n*/ { id: 'details-pdf.to', message: 'do {date}', values: { date: formatDate(s.koniecRealizacji) } },
  );
  const payment = lang.t(
    /*i18n*/ {
      id: 'details-pdf.partial-payment',
      message: '(płatność częściowa: {answer})',
      values: { answer: yesOrNo(lang, s.czyWystepujePlatnoscCzesciowa) },
    },
  );
  return `${from}${to}${s.opis ? `: ${s.opis}` : ''} ${payment}`;
}

function itemContent(lang: Lang, item: Item, index: number): Content[] {
  const { t } = lang;
  return [
    {
      text: t(
        /*i18n*/ {
          id: 'details-pdf.item',
          message: 'Przedmiot zamówienia {number}',
          values: { number: index + 1 },
        },
      ),
      style: 'h4',
    },
    facts([
      [t(/*i18n*/ { id: 'details-pdf.category', message: 'Kategoria' }), item.categoryName ?? ''],
      [t(/*i18n*/ { id: 'details-pdf.subcategory', message: 'Podkategoria' }), item.subcategoryName ?? ''],
      [
        t(/*i18n*/ { id: 'details-pdf.warranty', message: 'Okres gwarancji' }),
        item.okresGwarancji || t(/*i18n*/ { id: 'details-pdf.not-applicable', message: 'nie dotyczy' }),
      ],
    ]),
    {
      text: t(/*i18n*/ { id: 'details-pdf.item-description', message: 'Opis przedmiotu zamówienia' }),
      bold: true,
    },
    para(lang, item.opis),
    { text: t(/*i18n*/ { id: 'details-pdf.cpv', message: 'Kody CPV' }), bold: true },
    list(
      lang,
      item.kodyCPV.map((c) => `${c.kod} - ${c.nazwa}`),
    ),
    { text: t(/*i18n*/ { id: 'details-pdf.places', message: 'Miejsca realizacji' }), bold: true },
    list(lang, item.miejscaRealizacji.map(placeText)),
    { text: t(/*i18n*/ { id: 'details-pdf.schedule', message: 'Harmonogram realizacji' }), bold: true },
    list(
      lang,
      item.harmonogramy.map((s) => scheduleText(lang, s)),
    ),
    { text: t(/*i18n*/ { id: 'details-pdf.conditions', message: 'Warunki udziału' }), bold: true },
    list(
      lang,
      item.warunkiUdzialu.map(
        (c) =>
          `${c.typeName ?? t(/*i18n*/ { id: 'details-pdf.condition', message: 'Warunek' })}: ${c.opis ?? ''}`,
      ),
    ),
  ];
}

function partContent(lang: Lang, part: Part, index: number): Content[] {
  const { t } = lang;
  const title =
    part.tytul?.trim() ||
    (lang.i18n
      ? t(/*i18n*/ { id: 'offers.part-number', message: 'Część {number}', values: { number: index + 1 } })
      : partHeading(part, index));
  return [
    sub(title),
    facts([
      [
        t(/*i18n*/ { id: 'details-pdf.estimated-value', message: 'Szacunkowa wartość' }),
        lang.i18n ? formatAmount(part.szacunkowaWartosc, formatBudget) : formatBudget(part.szacunkowaWartosc),
      ],
      [
        t(/*i18n*/ { id: 'details.part.variants', message: 'Oferty wariantowe' }),
        yesOrNo(lang, part.czyWariantowe),
      ],
    ]),
    ...part.przedmiotyZamowienia.flatMap((item, i) => itemContent(lang, item, i)),
    { text: t(/*i18n*/ { id: 'details-pdf.criteria', message: 'Kryteria oceny' }), style: 'h4' },
    list(
      lang,
      part.kryteriaOceny.map(
        (c) =>
          `${c.opis ?? ''}${c.czyKryteriumCenowe ? ` ${t(/*i18n*/ { id: 'details-pdf.price-criterion', message: '(kryterium cenowe)' })}` : ''}`,
      ),
    ),
  ];
}

/**
 * The whole announcement as an A4 document (spec 1 sections 1 and 2: footer with date, page x / y), in
 * the language of the page it is printed from (issue 51); without `i18n` (the server's procedure file)
 * in Polish. The announcement's own texts stay as written.
 */
export function announcementPdf(
  view: AnnouncementView,
  generatedAt: Date,
  i18n?: I18n,
): TDocumentDefinitions {
  const lang: Lang = { i18n, t: (text) => pdfText(i18n, text) };
  const { t } = lang;
  const { ogloszenie: a, version, advertiser } = view;
  const content = version.tresc;
  const draft = version.kind === 'draft';
  const status = statusNames[a.status.nazwa];
  const dates: [string, string][] = [
    [
      t(/*i18n*/ { id: 'details-pdf.status', message: 'Status ogłoszenia' }),
      i18n && status ? i18n._(status) : a.status.label,
    ],
    ...(draft
      ? ([
          [
            t(/*i18n*/ { id: 'details-pdf.version-status', message: 'Status wersji' }),
            t(/*i18n*/ { id: 'status.announcement.draft', message: 'Wersja robocza' }),
          ],
        ] as [string, string][])
      : []),
    [
      t(/*i18n*/ { id: 'offers.clock.deadline', message: 'Termin składania ofert' }),
      formatDeadline(a.terminOfert) ||
        t(/*i18n*/ { id: 'my-offers.card.no-deadline', message: 'nie wyznaczono' }),
    ],
    ...(draft
      ? []
      : ([
          [
            t(/*i18n*/ { id: 'details-pdf.published', message: 'Data opublikowania ogłoszenia' }),
            formatDateTime(a.firstPublishedAt),
          ],
          [
            t(/*i18n*/ { id: 'details-pdf.changed', message: 'Data ostatniej zmiany' }),
            formatDateTime(a.lastChangeAt),
          ],
        ] as [string, string][])),
    ...(version.versionNo
      ? ([[t(/*i18n*/ { id: 'details-pdf.version', message: 'Wersja' }), String(version.versionNo)]] as [
          string,
          string,
        ][])
      : []),
    [
      t(/*i18n*/ { id: 'details-pdf.signing', message: 'Planowany termin podpisania umowy' }),
      formatMonthYear(content.planowanyTerminPodpisaniaUmowy),
    ],
    [
      t(/*i18n*/ { id: 'details.partial-offers', message: 'Oferty częściowe' }),
      yesOrNo(lang, content.czyDopuszczalnaOfertaCzesciowa),
    ],
  ];
  const context = content.hasProject
    ? content.projects.map((p) => `${p.calyNumer}${p.nazwa ? ` - ${p.nazwa}` : ''}`)
    : [content.enrollment?.calyNumer ?? noneOf(lang)];
  const title = i18n
    ? a.numer
      ? t(
          /*i18n*/ {
            id: 'details-pdf.heading',
            message: 'Ogłoszenie nr {number}',
            values: { number: a.numer },
          },
        )
      : t(/*i18n*/ { id: 'details.heading.draft', message: 'Ogłoszenie (wersja robocza)' })
    : announcementHeading(view);
  const groupHeading = (origin: ReturnType<typeof attachmentGroups>[number]['origin'], polish: string) =>
    !i18n
      ? polish
      : origin.kind === 'draft'
        ? t(/*i18n*/ { id: 'details-pdf.attachments.draft', message: 'Załączniki dodane w wersji roboczej' })
        : origin.kind === 'version'
          ? t(
              /*i18n*/ {
                id: 'details-pdf.attachments.version',
                message: 'Załączniki dodane w wersji {number}',
                values: { number: origin.number },
              },
            )
          : t(
              /*i18n*/ {
                id: 'details-pdf.attachments.earlier',
                message: 'Załączniki dodane we wcześniejszej wersji',
              },
            );

  return a4Document({
    title: `${title} - ${content.tytul ?? ''}`,
    generatedAt,
    i18n,
    content: [
      { text: title, style: 'h1' },
      {
        text: content.tytul || t(/*i18n*/ { id: 'my-offers.card.untitled', message: 'Bez tytułu' }),
        style: 'title',
      },
      facts(dates),
      heading(
        content.hasProject
          ? content.projects.length === 1
            ? t(/*i18n*/ { id: 'details-pdf.project', message: 'Projekt' })
            : t(/*i18n*/ { id: 'details-pdf.projects', message: 'Projekty' })
          : t(/*i18n*/ { id: 'details-pdf.enrollment', message: 'Nabór' }),
      ),
      list(lang, context),
      heading(t(/*i18n*/ { id: 'details-pdf.supplementary', message: 'Zamówienia uzupełniające' })),
      para(lang, content.zamowieniaUzupelniajace),
      heading(t(/*i18n*/ { id: 'details-pdf.contract-changes', message: 'Warunki zmiany umowy' })),
      para(lang, content.warunkiZmianyUmowy),
      heading(t(/*i18n*/ { id: 'details-pdf.advertiser', message: 'Dane ogłoszeniodawcy' })),
      advertiser
        ? {
            stack: [
              { text: advertiser.nazwa, bold: true },
              `${identificationLabel(advertiser.typNumeruIdentyfikacyjnego)}: ${advertiser.numerIdentyfikacyjny}`,
              ...addressLines(advertiser),
            ],
          }
        : para(lang, null),
      heading(t(/*i18n*/ { id: 'details-pdf.contacts', message: 'Osoby do kontaktu' })),
      list(
        lang,
        content.osobyDoKontaktu.map(
          (p) =>
            t(
              /*i18n*/ {
                id: 'details-pdf.contact',
                message: '{name}, e-mail: {email}',
                values: { name: `${p.imie} ${p.nazwisko}`, email: p.email },
              },
            ) +
            (p.numerTelefonu
              ? t(
                  /*i18n*/ {
                    id: 'details-pdf.phone',
                    message: ', telefon: {phone}',
                    values: { phone: p.numerTelefonu },
                  },
                )
              : ''),
        ),
      ),
      heading(t(/*i18n*/ { id: 'details-pdf.order', message: 'Zamówienie' })),
      ...content.zamowienia.flatMap((part, index) => partContent(lang, part, index)),
      heading(t(/*i18n*/ { id: 'offers.attachments', message: 'Załączniki' })),
      ...(content.zalaczniki.length === 0
        ? [para(lang, null)]
        : attachmentGroups(view).flatMap((group): Content[] => [
            sub(groupHeading(group.origin, group.heading)),
            list(
              lang,
              group.items.map(
                (z) =>
                  z.nazwa ||
                  z.plik?.nazwa ||
                  t(/*i18n*/ { id: 'details-pdf.attachment', message: 'Załącznik' }),
              ),
            ),
          ])),
    ],
  });
}
