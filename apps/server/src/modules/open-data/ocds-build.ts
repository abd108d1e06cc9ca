import { isObject, pruned, withRemovals } from './ocds-merge.ts';

/**
 * OCDS 1.1 releases of an announcement (decision 0036), built from what the portal shows publicly: a
 * published version (tag tender, then tenderUpdate), a cancellation (tenderCancellation) and a
 * published settlement (award). Pure: the service gathers the data, this shapes it. Parts are lots
 * (the lots extension); values are in PLN. No release carries an empty array or object, nor `links`
 * (which the schema of 1.1 does not declare); the announcement's page is the tender's notice document.
 */

export const LOTS_EXTENSION =
  'https://raw.githubusercontent.com/open-contracting-extensions/ocds_lots_extension/v1.1.5/extension.json';

export type Release = Record<string, unknown> & { ocid: string; id: string; date: string; tag: string[] };

type Address = {
  country?: string | null;
  country_name?: string | null;
  voivodeship?: string | null;
  locality?: string | null;
  postcode?: string | null;
  street?: string | null;
  house_number?: string | null;
};

export type Advertiser = {
  name: string;
  identification_type?: string | null;
  identification_number?: string | null;
  address?: Address | null;
};

type CpvRef = { code: string; name: string };
type StoredItem = { id: number; category_id: number | null; description: string | null; cpv_codes: CpvRef[] };
type StoredPart = {
  id: number;
  title: string | null;
  estimated_value: string | null;
  order_items: StoredItem[];
};
export type StoredContent = {
  title: string | null;
  /** The advertiser's English title and summary (issue 51), when given. */
  title_en?: string | null;
  summary_en?: string | null;
  parts: StoredPart[];
  attachments?: { id: number; name: string | null; file_id: number | null }[];
  advertiser?: Advertiser | null;
};

export type Announcement = {
  id: number;
  number: string;
  publicationAt: Date | null;
  deadline: Date | null;
};

/** What the public settlement shows of a part (decision 0024), as the award release uses it. */
export type SettledPart = {
  id: number;
  title: string | null;
  no_offer_chosen: boolean;
  chosen_variant: { offer_set_id: number; variant_id: number } | null;
  offers: {
    offer_set_id: number;
    bidder_name: string;
    city: string | null;
    country: string | null;
    variants: { id: number; price: string }[];
  }[];
};

/** The portal's Polish money text ('175 000,00') as a number of złoty. */
export function amountOf(money: string | null | undefined): number | null {
  if (!money) return null;
  const amount = Number(money.replace(/[\s\u00a0]/g, '').replace(',', '.'));
  return Number.isFinite(amount) ? amount : null;
}

const pln = (amount: number) => ({ amount: Math.round(amount * 100) / 100, currency: 'PLN' });

const categories: Record<string, 'goods' | 'services' | 'works'> = {
  DOSTAWY: 'goods',
  USLUGI: 'services',
  ROBOTY_BUDOWLANE: 'works',
};

/**
 * The advertiser as the buyer. A NIP is its identifier (scheme PL-NIP) and a foreign number too; a
 * PESEL is a person's number: the page shows it, the bulk data leaves it out with the street.
 */
export function buyerParty(advertiser: Advertiser | null | undefined, announcementId: number) {
  const name = advertiser?.name ?? '';
  const type = advertiser?.identification_type ?? null;
  const number = advertiser?.identification_number ?? null;
  const identifier =
    type === 'nip' && number
      ? { scheme: 'PL-NIP', id: number, legalName: name }
      : type === 'numer_zagraniczny' && number
        ? { scheme: null, id: number, legalName: name }
        : null;
  const id = identifier?.scheme ? `${identifier.scheme}-${identifier.id}` : `advertiser-${announcementId}`;
  const a = advertiser?.address ?? {};
  const person = type === 'pesel';
  const street = [a.street, a.house_number].filter(Boolean).join(' ');
  const address = {
    ...(street && !person ? { streetAddress: street } : {}),
    ...(a.locality ? { locality: a.locality } : {}),
    ...(a.voivodeship ? { region: a.voivodeship } : {}),
    ...(a.postcode && !person ? { postalCode: a.postcode } : {}),
    ...(a.country_name ? { countryName: a.country_name } : {}),
  };
  return {
    id,
    name,
    ...(identifier ? { identifier } : {}),
    address,
    roles: ['buyer', 'procuringEntity'],
  };
}

function base(ocid: string, eventId: number, date: Date, tag: string): Release {
  return {
    ocid,
    id: `${eventId}-${tag}`,
    date: date.toISOString(),
    tag: [tag],
    initiationType: 'tender',
    language: 'pl',
  };
}

/** A published version: the tender as it stands from then on. */
export function tenderRelease(input: {
  ocid: string;
  eventId: number;
  date: Date;
  first: boolean;
  announcement: Announcement;
  content: StoredContent;
  categoryCodes: ReadonlyMap<number, string>;
  publicUrl: string;
  /** The compiled release of the announcement's earlier releases: what this one must remove. */
  previous: Record<string, unknown> | null;
}): Release {
  const { announcement, content } = input;
  const buyer = buyerParty(content.advertiser, announcement.id);
  const estimated = content.parts.map((part) => amountOf(part.estimated_value));
  const total = estimated.every((v) => v !== null)
    ? estimated.reduce<number>((s, v) => s + (v ?? 0), 0)
    : null;
  const firstCategory = content.parts
    .flatMap((part) => part.order_items)
    .map((item) => (item.category_id === null ? undefined : input.categoryCodes.get(item.category_id)))
    .find((code) => code !== undefined);
  const notice = {
    id: `ogloszenie-${announcement.id}`,
    documentType: 'tenderNotice',
    title: `Ogłoszenie nr ${announcement.number} w Bazie Konkurencyjności`,
    url: `${input.publicUrl}/ogloszenia/${announcement.id}`,
    format: 'text/html',
    language: 'pl',
  };
  const attachments = (content.attachments ?? [])
    .filter((a) => a.file_id !== null)
    .map((a) => ({
      id: String(a.id),
      documentType: 'biddingDocuments',
      title: a.name ?? '',
      url: `${input.publicUrl}/api/files/${a.file_id}/download`,
      language: 'pl',
    }));
  const tender = pruned({
    id: announcement.number,
    title: content.title ?? '',
    // OCDS's translations of a field (`field_lang`): the English title, and the English summary as the
    // English description (the announcement has no Polish one to translate).
    ...(content.title_en ? { title_en: content.title_en } : {}),
    ...(content.summary_en ? { description_en: content.summary_en } : {}),
    status: 'active',
    procurementMethod: 'open',
    procurementMethodDetails: 'Zasada konkurencyjności (Baza Konkurencyjności)',
    ...(firstCategory && categories[firstCategory]
      ? { mainProcurementCategory: categories[firstCategory] }
      : {}),
    ...(total !== null ? { value: pln(total) } : {}),
    submissionMethod: ['electronicSubmission'],
    tenderPeriod: {
      ...(announcement.publicationAt ? { startDate: announcement.publicationAt.toISOString() } : {}),
      ...(announcement.deadline ? { endDate: announcement.deadline.toISOString() } : {}),
    },
    items: content.parts.flatMap((part) =>
      part.order_items.map((item) => {
        const [main, ...more] = item.cpv_codes;
        return {
          id: String(item.id),
          description: item.description ?? '',
          ...(main ? { classification: { scheme: 'CPV', id: main.code, description: main.name } } : {}),
          ...(more.length > 0
            ? {
                additionalClassifications: more.map((c) => ({
                  scheme: 'CPV',
                  id: c.code,
                  description: c.name,
                })),
              }
            : {}),
          relatedLot: String(part.id),
        };
      }),
    ),
    lots: content.parts.map((part, index) => {
      const value = amountOf(part.estimated_value);
      return {
        id: String(part.id),
        title: part.title ?? `Część ${index + 1}`,
        status: 'active',
        ...(value !== null ? { value: pln(value) } : {}),
      };
    }),
    documents: [notice, ...attachments],
  });
  const party = pruned(buyer);
  // What an earlier version said and this one no longer does is removed by name (OCDS merging keeps
  // whatever a release leaves out): the tender, and the buyer's party when it is the same party.
  const previous = input.previous;
  const before = previous && isObject(previous.tender) ? previous.tender : {};
  const formerBuyer = Array.isArray(previous?.parties)
    ? previous.parties.find((p) => isObject(p) && p.id === party.id)
    : undefined;
  return {
    ...base(input.ocid, input.eventId, input.date, input.first ? 'tender' : 'tenderUpdate'),
    parties: [formerBuyer ? withRemovals('parties', formerBuyer, party) : party],
    buyer: { id: buyer.id, name: buyer.name },
    tender: withRemovals('tender', before, tender),
  };
}

/** A cancellation: the tender and each of its lots (the parts of the published version) cancelled. */
export function cancellationRelease(input: {
  ocid: string;
  eventId: number;
  date: Date;
  announcement: Announcement;
  partIds: readonly number[];
}): Release {
  return pruned({
    ...base(input.ocid, input.eventId, input.date, 'tenderCancellation'),
    tender: {
      id: input.announcement.number,
      status: 'cancelled',
      lots: input.partIds.map((id) => ({ id: String(id), status: 'cancelled' })),
    },
  });
}

/**
 * A published settlement: an award per part, with the chosen offer's bidder as the supplier (a party
 * with the name, city and country the settlement shows) and the chosen variant's price in PLN; a part
 * without a chosen offer is an unsuccessful award. The number of tenderers is the offers received.
 */
export function awardRelease(input: {
  ocid: string;
  eventId: number;
  date: Date;
  announcement: Announcement;
  advertiser: Advertiser | null | undefined;
  parts: SettledPart[];
}): Release {
  const { announcement } = input;
  const buyer = buyerParty(input.advertiser, announcement.id);
  const suppliers = new Map<number, Record<string, unknown>>();
  const tenderers = new Set<number>();
  const awards = input.parts.map((part, index) => {
    for (const offer of part.offers) tenderers.add(offer.offer_set_id);
    const chosen = part.chosen_variant;
    const offer = chosen ? part.offers.find((o) => o.offer_set_id === chosen.offer_set_id) : undefined;
    const variant = offer?.variants.find((v) => v.id === chosen?.variant_id);
    const amount = amountOf(variant?.price);
    if (offer && !suppliers.has(offer.offer_set_id))
      suppliers.set(offer.offer_set_id, {
        id: `bidder-${offer.offer_set_id}`,
        name: offer.bidder_name,
        address: {
          ...(offer.city ? { locality: offer.city } : {}),
          ...(offer.country ? { countryName: offer.country } : {}),
        },
        roles: ['supplier'],
      });
    return {
      id: `${announcement.id}-${part.id}`,
      title: part.title ?? `Część ${index + 1}`,
      status: offer ? 'active' : 'unsuccessful',
      date: input.date.toISOString(),
      ...(amount !== null ? { value: pln(amount) } : {}),
      ...(offer ? { suppliers: [{ id: `bidder-${offer.offer_set_id}`, name: offer.bidder_name }] } : {}),
      relatedLots: [String(part.id)],
    };
  });
  // A lot whose award went to an offer is complete, one without is unsuccessful; the tender is
  // complete when any lot is, and unsuccessful when the settlement awards nothing.
  const awarded = awards.some((a) => a.status === 'active');
  return pruned({
    ...base(input.ocid, input.eventId, input.date, 'award'),
    parties: [buyer, ...suppliers.values()],
    buyer: { id: buyer.id, name: buyer.name },
    tender: {
      id: announcement.number,
      status: awarded ? 'complete' : 'unsuccessful',
      numberOfTenderers: tenderers.size,
      lots: input.parts.map((part, index) => ({
        id: String(part.id),
        status: awards[index]?.status === 'active' ? 'complete' : 'unsuccessful',
      })),
    },
    awards,
  });
}
