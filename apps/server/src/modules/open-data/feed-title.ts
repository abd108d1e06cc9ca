import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import type { SearchQuery } from '@bk/contracts/search/search';

/** The voivodeships by their TERYT codes (fixed since 1999): the search's `fulfillmentPlaces`. */
const VOIVODESHIPS: Record<string, string> = {
  '02': 'dolnośląskie',
  '04': 'kujawsko-pomorskie',
  '06': 'lubelskie',
  '08': 'lubuskie',
  '10': 'łódzkie',
  '12': 'małopolskie',
  '14': 'mazowieckie',
  '16': 'opolskie',
  '18': 'podkarpackie',
  '20': 'podlaskie',
  '22': 'pomorskie',
  '24': 'śląskie',
  '26': 'świętokrzyskie',
  '28': 'warmińsko-mazurskie',
  '30': 'wielkopolskie',
  '32': 'zachodniopomorskie',
};

const range = (label: string, r: { from?: string; to?: string } | undefined) =>
  r?.from || r?.to ? `${label}${r.from ? ` od ${r.from}` : ''}${r.to ? ` do ${r.to}` : ''}` : null;
const listed = (label: string, values: readonly string[] | undefined, name = (v: string) => v) =>
  values && values.length > 0 ? `${label}: ${values.map(name).join(', ')}` : null;
const given = (label: string, value: string | undefined) => (value ? `${label}: ${value}` : null);

/**
 * The title of a search's Atom feed (issue 44 item 15): the words searched for and every criterion, in
 * Polish, so that each subscribed search is told apart in a feed reader.
 */
export function searchFeedTitle(query: SearchQuery): string {
  const criteria = [
    given('tytuł', query.title),
    given('ogłoszeniodawca', query.advertiserName),
    given('numer identyfikacyjny ogłoszeniodawcy', query.advertiserIdentificationNumber),
    given('numer ogłoszenia', query.full_number),
    listed(
      'status',
      query.status,
      (name) => announcementStatuses.find((s) => s.name === name)?.label ?? name,
    ),
    range('opublikowane', query.publicationDateRange),
    range('termin składania ofert', query.submissionDeadlineRange),
    listed('CPV', query.cpvItem),
    listed('program', query.programme),
    listed(
      query.fulfillmentPlaces && query.fulfillmentPlaces.length > 1 ? 'województwa' : 'województwo',
      query.fulfillmentPlaces,
      (code) => VOIVODESHIPS[code] ?? code,
    ),
    given('rodzaj zamówienia', query.category),
    given('podkategoria', query.subcategory),
  ].filter((c): c is string => c !== null);
  const words = query.q ? ` „${query.q}”` : '';
  if (!words && criteria.length === 0) return 'Baza Konkurencyjności: wszystkie ogłoszenia';
  return `Baza Konkurencyjności: wyszukiwanie${words}${criteria.length > 0 ? ` (${criteria.join('; ')})` : ''}`;
}
