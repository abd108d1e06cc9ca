/**
 * OCDS 1.1 releases of an announcement (decision 0036), built from what the portal shows publicly: a
 * published version (tag tender, then tenderUpdate), a cancellation (tenderCancellation) and a
 * published settlement (award). Pure: the service gathers the data, this shapes it. Parts are lots
 * (the lots extension); values are in PLN.
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
  const documents = (content.attachments ?? [])
    .filter((a) => a.file_id !== null)
    .map((a) => ({
      id: String(a.id),
      documentType: 'biddingDocuments',
      title: a.name ?? '',
      url: `${input.publicUrl}/api/files/${a.file_id}/download`,
      language: 'pl',
    }));
  return {
    ...base(input.ocid, input.eventId, input.date, input.first ? 'tender' : 'tenderUpdate'),
    parties: [buyer],
    buyer: { id: buyer.id, name: buyer.name },
    tender: {
      id: announcement.number,
      title: content.title ?? '',
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
      ...(documents.length > 0 ? { documents } : {}),
    },
    links: [{ rel: 'canonical', href: `${input.publicUrl}/ogloszenia/${announcement.id}` }],
  };
}

/** A cancellation: the tender's status only. */
export function cancellationRelease(input: {
  ocid: string;
  eventId: number;
  date: Date;
  announcement: Announcement;
}): Release {
  return {
    ...base(input.ocid, input.eventId, input.date, 'tenderCancellation'),
    tender: { id: input.announcement.number, status: 'cancelled' },
  };
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
      suppliers: offer ? [{ id: `bidder-${offer.offer_set_id}`, name: offer.bidder_name }] : [],
      relatedLots: [String(part.id)],
    };
  });
  return {
    ...base(input.ocid, input.eventId, input.date, 'award'),
    parties: [buyer, ...suppliers.values()],
    buyer: { id: buyer.id, name: buyer.name },
    tender: { id: announcement.number, status: 'complete', numberOfTenderers: tenderers.size },
    awards,
  };
}

type Json = unknown;

const OMIT_WHEN_MERGED = new Set(['id', 'date', 'tag']);

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** OCDS merging: objects field by field, arrays of objects with ids item by id, anything else replaced. */
function merge(into: Json, next: Json): Json {
  if (isObject(into) && isObject(next)) {
    const out: Record<string, Json> = { ...into };
    for (const [key, value] of Object.entries(next)) out[key] = key in out ? merge(out[key], value) : value;
    return out;
  }
  if (Array.isArray(into) && Array.isArray(next) && next.every((v) => isObject(v) && 'id' in v)) {
    const out = [...into];
    for (const item of next) {
      const at = out.findIndex((o) => isObject(o) && o.id === (item as Record<string, Json>).id);
      if (at >= 0) out[at] = merge(out[at], item);
      else out.push(item);
    }
    return out;
  }
  return next;
}

/** The compiled release of an announcement's releases (oldest first): its state after all of them. */
export function compileReleases(ocid: string, releases: Release[]): Release {
  let compiled: Record<string, Json> = {};
  for (const release of releases) {
    const fields = Object.fromEntries(
      Object.entries(release).filter(([key]) => !OMIT_WHEN_MERGED.has(key) && key !== 'links'),
    );
    compiled = merge(compiled, fields) as Record<string, Json>;
  }
  const last = releases.at(-1)?.date ?? new Date(0).toISOString();
  return { ...compiled, ocid, id: `${ocid}-${last}`, date: last, tag: ['compiled'] } as Release;
}
