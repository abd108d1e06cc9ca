import type { StoredContent } from '@bk/contracts/announcements/stored';
import { foldText } from '@bk/contracts/common/fold';
import { indexDocument, searchVectors } from '../src/modules/search/search-index.service.ts';
import { distinctTermsText } from '../src/modules/search/stemming.ts';
import { attachmentText } from './scale-attachments.ts';
import type { Advertiser, ScaleSources } from './scale-sources.ts';

/** A small deterministic random source (mulberry32), so a run is repeatable. */
export function random(seed: number) {
  let t = seed + 0x6d2b79f5;
  return () => {
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const verbs: Record<string, string[]> = {
  DOSTAWY: ['Dostawa', 'Zakup', 'Dostawa i montaż', 'Zakup wraz z dostawą'],
  USLUGI: ['Świadczenie usług', 'Wykonanie usługi', 'Przeprowadzenie', 'Organizacja', 'Opracowanie'],
  ROBOTY_BUDOWLANE: ['Wykonanie robót budowlanych', 'Przebudowa', 'Modernizacja', 'Remont', 'Budowa'],
};
const beneficiaries = [
  'dla urzędu gminy',
  'dla szkoły podstawowej',
  'dla przedszkola samorządowego',
  'dla ośrodka pomocy społecznej',
  'dla biblioteki publicznej',
  'dla szpitala powiatowego',
  'dla centrum kultury',
  'dla laboratorium badawczego',
  'dla uczelni',
  'na potrzeby projektu',
  'dla pracowników spółki',
];
const sentences = [
  'Zamawiający wymaga udzielenia gwarancji na okres co najmniej {n} miesięcy.',
  'Wykonawca zrealizuje zamówienie w terminie {n} tygodni od dnia podpisania umowy.',
  'Oferty częściowe nie są dopuszczalne w ramach jednej części zamówienia.',
  'Szczegółowy opis przedmiotu zamówienia zawiera załącznik nr {n} do zapytania ofertowego.',
  'Wykonawca zapewni szkolenie pracowników zamawiającego z obsługi dostarczonych urządzeń.',
  'Zamówienie jest współfinansowane ze środków Unii Europejskiej.',
  'Płatność nastąpi w terminie {n} dni od dnia doręczenia prawidłowo wystawionej faktury.',
];
const openStatuses: [string, number][] = [
  ['PUBLISHED', 0.9],
  ['CANCELLED', 0.08],
  ['LOCKED', 0.02],
];
const pastStatuses: [string, number][] = [
  ['CLOSED', 0.6],
  ['RESOLVED', 0.28],
  ['CANCELLED', 0.1],
  ['LOCKED', 0.02],
];

const DAY = 86_400_000;

/** One generated announcement (of `count`, first published over the last `days` days): its row, its published version and its search row. */
export function buildAnnouncement(
  s: ScaleSources,
  advertisers: Advertiser[],
  i: number,
  count: number,
  now: Date,
  days = 1000,
  /** The share of announcements with an attachment of 5-50 pages of text (issue 49). */
  attachmentShare = 0,
) {
  const r = random(i + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  const advertiser = advertisers[i % advertisers.length] as Advertiser;
  const project = pick(advertiser.projects);
  const cpv = pick(s.cpv);
  const division = cpv.code.slice(0, 2);
  const subcategory = s.categories.find((c) => c.code === `CPV_${division}`);
  const category = s.categories.find((c) => c.id === subcategory?.parent_id);
  const verb = pick(verbs[category?.code ?? 'DOSTAWY'] ?? ['Dostawa']);
  const locality = pick(s.localities);
  const title =
    `${verb}: ${cpv.name.toLowerCase()} ${pick(beneficiaries)} w miejscowości ${locality.name}`.slice(
      0,
      1000,
    );
  const description = [
    `Przedmiotem zamówienia jest ${cpv.name.toLowerCase()} (kod CPV ${cpv.code}).`,
    ...Array.from({ length: 3 }, () => pick(sentences).replace('{n}', String(2 + Math.floor(r() * 30)))),
  ].join(' ');
  // Later ones are newer, as in a real portal (the table then lies in publication order on disk);
  // the last 25 days are open, older ones mostly closed or resolved.
  const age = ((count - i) / count) * days + r() * 0.5;
  const published = new Date(now.getTime() - age * DAY);
  let roll = r();
  let status = 'CLOSED';
  for (const [name, share] of age < 25 ? openStatuses : pastStatuses) {
    if (roll < share) {
      status = name;
      break;
    }
    roll -= share;
  }
  const deadline = new Date(
    status === 'PUBLISHED'
      ? now.getTime() + (1 + r() * 30) * DAY
      : published.getTime() + (7 + r() * 21) * DAY,
  );
  const condition = pick(s.conditionTypes);
  const content: StoredContent = {
    title,
    has_project: true,
    project_ids: [project.id],
    projects: [{ id: project.id, full_number: project.fullNumber, name: project.name }],
    enrollment_id: null,
    enrollment: null,
    contact_person_ids: [],
    contact_persons: [
      {
        id: 1,
        forename: 'Anna',
        surname: 'Nowak',
        phone_number: '+48 22 100 20 30',
        email: 'zamowienia@bk.example',
      },
    ],
    supplementary_orders: null,
    contract_change_conditions:
      'Zmiana terminu realizacji jest możliwa w przypadku wystąpienia siły wyższej.',
    partial_offers_allowed: false,
    planned_contract_signing: null,
    parts: [
      {
        id: 1,
        title: null,
        variants_allowed: false,
        estimated_value: `${10000 + Math.floor(r() * 2_000_000)},00`,
        order_items: [
          {
            id: 2,
            category_id: category?.id ?? null,
            category_name: category?.name ?? null,
            subcategory_id: subcategory?.id ?? null,
            subcategory_name: subcategory?.name ?? null,
            warranty: '24 miesiące',
            description,
            cpv_codes: [{ id: cpv.id, code: cpv.code, name: cpv.name }],
            places: [
              {
                type: 'address',
                country: 'PL',
                country_name: 'Polska',
                voivodeship: locality.voivodeship,
                poviat: locality.poviat,
                commune: locality.commune,
                locality_id: locality.sym,
                locality: locality.name,
              },
            ],
            stages: [
              {
                id: 3,
                start: null,
                end: deadline.toISOString().slice(0, 10),
                description: null,
                partial_payment: false,
              },
            ],
            conditions: [
              {
                id: 4,
                type_id: condition.id,
                type_name: condition.name,
                description: 'Doświadczenie w realizacji podobnych zamówień.',
              },
            ],
          },
        ],
        criteria: [{ id: 5, is_price: true, description: 'Cena brutto - 100%' }],
      },
    ],
    attachments: [],
    advertiser: {
      name: advertiser.name,
      address_kind: 'poland',
      identification_type: 'nip',
      identification_number: advertiser.nip,
      address: {
        country: 'PL',
        country_name: 'Polska',
        voivodeship: advertiser.locality.voivodeship,
        poviat: advertiser.locality.poviat,
        commune: advertiser.locality.commune,
        locality: advertiser.locality.name,
        postcode: '00-001',
        street: null,
        house_number: '1',
      },
    },
  };
  // Drawn from a random source of its own, so the rest of the announcement is as without attachments.
  const a = random(i + 1_000_003);
  const attachment =
    a() < attachmentShare
      ? (() => {
          const pages = attachmentText(i, 5 + Math.floor(a() * 46), [
            cpv.name,
            ...Array.from(
              { length: 40 },
              () => (s.cpv[Math.floor(a() * s.cpv.length)] as { name: string }).name,
            ),
          ]);
          return {
            name: `Specyfikacja techniczna ${i}.pdf`,
            pages,
            terms: distinctTermsText(pages.join(' ')),
          };
        })()
      : null;
  return {
    projectId: project.id,
    number: null as string | null,
    attachment,
    content,
    announcement: {
      owner_id: advertiser.userId,
      status,
      status_before_lock: status === 'LOCKED' ? 'CLOSED' : null,
      publication_date: published,
      first_published_at: published,
      submission_deadline: deadline,
      created_at: published,
      created_by: advertiser.userId,
      title,
      parts_count: 1,
      advertiser_id_number: advertiser.nip,
      next_element_id: 6,
    },
    version: {
      kind: 'published',
      version_no: 1,
      content: JSON.stringify(content),
      created_at: published,
      created_by: advertiser.userId,
      published_at: published,
    },
    /** The search row (the number is known only after the insert). */
    search(number: string) {
      const doc = indexDocument(content, number, {
        categoryCodes: s.categoryCodes,
        voivodeshipCodes: s.voivodeshipCodes,
        programmeCodes: [project.programmeCode],
      });
      return {
        status,
        publication_date: published,
        submission_deadline: deadline,
        number,
        title,
        ...searchVectors({ ...doc, attachmentTerms: attachment?.terms }),
        excerpt_source: doc.excerptSource,
        place: doc.place,
        advertiser_name: advertiser.name,
        advertiser_name_folded: foldText(advertiser.name),
        owner_id: advertiser.userId,
      };
    },
  };
}
