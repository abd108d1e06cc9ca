import type { I18n } from '@lingui/core';
import type { PageMeta } from '../../lib/document-title.ts';
import { formatDeadline } from '../../lib/format.ts';
import type { Advertiser, AnnouncementView, Attachment, Part, Place, ViewMode } from './details-types.ts';

export const yesNo = (value: boolean) => (value ? 'TAK' : 'NIE');

/** 'TAK' / 'NIE' in the page's language (the PDF keeps `yesNo`). */
export const yesNoIn = (i18n: I18n, value: boolean) =>
  value ? i18n._({ id: 'common.yes', message: 'TAK' }) : i18n._({ id: 'common.no', message: 'NIE' });

const identificationTypes: Record<string, string> = {
  nip: 'NIP',
  pesel: 'PESEL',
  numer_zagraniczny: 'Numer zagraniczny',
};

export function identificationLabel(type: string): string {
  return identificationTypes[type] ?? type;
}

/** The advertiser's address as lines: street, postcode and locality, then region or country. */
export function addressLines(advertiser: Advertiser): string[] {
  const a = advertiser.adres;
  // Without a street the house number goes with the locality, as Polish addresses write it.
  const street = [a.ulica || a.miejscowosc, a.numerDomu].filter(Boolean).join(' ');
  const lines = [street, [a.kodPocztowy, a.miejscowosc].filter(Boolean).join(' ')];
  if (advertiser.rodzajAdresu === 'abroad') lines.push(a.countryName ?? a.kraj);
  else {
    const region = [
      a.gmina ? `gm. ${a.gmina}` : '',
      a.powiat ? `pow. ${a.powiat}` : '',
      a.wojewodztwo ? `woj. ${a.wojewodztwo}` : '',
    ].filter(Boolean);
    if (region.length > 0) lines.push(region.join(', '));
  }
  return lines.filter((line) => line.trim() !== '');
}

/** 'Kraków, gm. Kraków, pow. Kraków, woj. małopolskie' or 'Berlin, Niemcy'. */
export function placeText(place: Place): string {
  if (place.typ === 'abroad')
    return [place.miejscowosc, place.countryName ?? place.kraj].filter(Boolean).join(', ');
  return [
    place.miejscowosc,
    place.gmina ? `gm. ${place.gmina}` : '',
    place.powiat ? `pow. ${place.powiat}` : '',
    place.wojewodztwo ? `woj. ${place.wojewodztwo}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** A part's title, or 'Część 2' when it has none. */
export function partHeading(part: Part, index: number): string {
  return part.tytul?.trim() || `Część ${index + 1}`;
}

export function partAnchor(index: number): string {
  return `czesc-${index + 1}`;
}

/** A group's heading in Polish (the PDF), and what it says (the page says it in its language). */
export type AttachmentGroup = {
  key: string;
  heading: string;
  origin: { kind: 'draft' } | { kind: 'version'; number: number } | { kind: 'earlier' };
  items: Attachment[];
};

/** Attachments grouped by the version they came with, oldest first; the draft's own ones last. */
export function attachmentGroups(view: AnnouncementView): AttachmentGroup[] {
  const versionIds = view.ogloszenie.allAvailableVersionIds;
  const groups = new Map<string, AttachmentGroup & { order: number }>();
  for (const attachment of view.version.tresc.zalaczniki) {
    const origin = attachment.originVersionId;
    const index = origin === null ? -1 : versionIds.indexOf(origin);
    const key = origin === null ? 'draft' : String(origin);
    const heading =
      origin === null
        ? 'Załączniki dodane w wersji roboczej'
        : index >= 0
          ? `Załączniki dodane w wersji ${index + 1}`
          : 'Załączniki dodane we wcześniejszej wersji';
    const order = origin === null ? Number.MAX_SAFE_INTEGER : index;
    const kind: AttachmentGroup['origin'] =
      origin === null
        ? { kind: 'draft' }
        : index >= 0
          ? { kind: 'version', number: index + 1 }
          : { kind: 'earlier' };
    const group = groups.get(key) ?? { key, heading, origin: kind, items: [], order };
    group.items.push(attachment);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.order - b.order);
}

/** 'Ogłoszenie nr 2026/0001' or, before publication, 'Ogłoszenie (wersja robocza)'. */
export function announcementHeading(view: AnnouncementView): string {
  return view.ogloszenie.numer ? `Ogłoszenie nr ${view.ogloszenie.numer}` : 'Ogłoszenie (wersja robocza)';
}

/**
 * The page's title and description (search engines, link previews): the number and the title in the
 * title; the title, the advertiser, the first place of realisation and the deadline in the description.
 * The description is worked out when asked for (lib/document-title.ts: not while the page the server
 * drew comes alive, as formatting the deadline loads the browser's time-zone data).
 */
export function announcementHead(
  view: AnnouncementView,
  mode: ViewMode,
  i18n: I18n,
): [string, () => PageMeta] {
  const { ogloszenie: a, version } = view;
  // An English page names the announcement by its advertiser's English title when there is one (issue 51).
  const english = i18n.locale === 'en' ? version.tresc.tytulAngielski?.trim() : undefined;
  const title =
    english || version.tresc.tytul?.trim() || i18n._({ id: 'search.result.untitled', message: 'Bez tytułu' });
  const page = a.numer
    ? i18n._({
        id: 'details.head.title',
        message: 'ogłoszenie nr {number}: {title}',
        values: { number: a.numer, title },
      })
    : i18n._({ id: 'details.head.title.draft', message: 'ogłoszenie' });
  const canonicalPath = mode.kind === 'current' ? `/ogloszenia/${a.id}` : undefined;
  return [
    page,
    () => ({ description: announcementDescription(view, title, i18n), canonicalPath, type: 'article' }),
  ];
}

function announcementDescription(view: AnnouncementView, title: string, i18n: I18n): string {
  const { ogloszenie: a, version } = view;
  const place = version.tresc.zamowienia
    .flatMap((part) => part.przedmiotyZamowienia.flatMap((item) => item.miejscaRealizacji))
    .map(placeText)
    .find((text) => text !== '');
  const deadline = formatDeadline(a.terminOfert);
  return [
    `${title}.`,
    view.advertiser
      ? i18n._({
          id: 'details.head.advertiser',
          message: 'Ogłoszeniodawca: {name}.',
          values: { name: view.advertiser.nazwa },
        })
      : '',
    place
      ? i18n._({ id: 'details.head.place', message: 'Miejsce realizacji: {place}.', values: { place } })
      : '',
    deadline
      ? i18n._({
          id: 'details.head.deadline',
          message: 'Termin składania ofert: {deadline}.',
          values: { deadline },
        })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}
