import type { Content } from '@bk/contracts/announcements/content';
import { warsawInstant } from '@bk/contracts/common/warsaw-time';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import {
  insertAnnouncement,
  insertVersion,
  prepareContent,
  publishVersion,
  refreshListColumns,
  replaceProjects,
  updateAnnouncement,
} from '../modules/announcements/index.ts';
import { systemActor } from '../modules/events/index.ts';
import { pastOf } from './demo-history.ts';

/** One kind of demo order: what it buys and how it is described (real CPV codes, looked up by code). */
type Template = {
  title: string;
  category: 'DOSTAWY' | 'USLUGI' | 'ROBOTY_BUDOWLANE';
  /** The items of its parts: each one's CPV code and description. */
  items: { cpv: string; description: string }[];
  value: string;
};

const template = (
  title: string,
  category: Template['category'],
  value: string,
  items: [cpv: string, description: string][],
): Template => ({ title, category, value, items: items.map(([cpv, description]) => ({ cpv, description })) });

const templates: Template[] = [
  template('Dostawa sprzętu komputerowego dla urzędu', 'DOSTAWY', '185000,00', [
    ['30213100-6', 'Dostawa 25 komputerów przenośnych z systemem operacyjnym'],
    ['30231300-0', 'Dostawa 25 monitorów 24 cale'],
  ]),
  template('Termomodernizacja budynku szkoły podstawowej', 'ROBOTY_BUDOWLANE', '2350000,00', [
    ['45321000-3', 'Docieplenie ścian zewnętrznych i stropodachu'],
    ['45331000-6', 'Wymiana instalacji grzewczej i wentylacji'],
  ]),
  template('Szkolenia z kompetencji cyfrowych dla pracowników', 'USLUGI', '64000,00', [
    ['80500000-9', 'Szkolenie z obsługi pakietu biurowego dla 40 osób'],
    ['80533100-0', 'Warsztaty z cyberbezpieczeństwa'],
  ]),
  template('Przebudowa drogi gminnej wraz z kanalizacją deszczową', 'ROBOTY_BUDOWLANE', '3100000,00', [
    ['45233140-2', 'Przebudowa nawierzchni drogi na odcinku 1,2 km'],
    ['45232410-9', 'Budowa kanalizacji deszczowej'],
  ]),
  template('Dostawa mebli biurowych', 'DOSTAWY', '92000,00', [
    ['39130000-2', 'Dostawa biurek, krzeseł i szaf biurowych do 12 pomieszczeń'],
  ]),
  template('Doradztwo w zarządzaniu projektem badawczo-rozwojowym', 'USLUGI', '210000,00', [
    ['72224000-1', 'Usługa doradcza w zakresie zarządzania projektem przez 18 miesięcy'],
  ]),
  template('Opracowanie dokumentacji projektowej budowy przedszkola', 'USLUGI', '145000,00', [
    ['71320000-7', 'Projekt budowlany i wykonawczy z kosztorysem inwestorskim'],
  ]),
  template('Dostawa wyposażenia laboratorium badawczego', 'DOSTAWY', '780000,00', [
    ['38000000-5', 'Dostawa aparatury pomiarowej'],
    ['33100000-1', 'Dostawa urządzeń medycznych do badań'],
  ]),
  template('Organizacja konferencji podsumowującej projekt', 'USLUGI', '48000,00', [
    ['79952000-2', 'Organizacja konferencji dla 150 uczestników'],
    ['55520000-1', 'Usługa cateringowa podczas konferencji'],
  ]),
  template('Dostawa samochodu elektrycznego', 'DOSTAWY', '210000,00', [
    ['34144900-7', 'Dostawa osobowego samochodu elektrycznego z ładowarką'],
  ]),
  template(
    'Budowa instalacji fotowoltaicznej na budynkach użyteczności publicznej',
    'ROBOTY_BUDOWLANE',
    '420000,00',
    [
      ['45261215-4', 'Montaż paneli fotowoltaicznych o mocy 50 kWp'],
      ['09331200-0', 'Dostawa modułów fotowoltaicznych'],
    ],
  ),
  template('Wykonanie aplikacji mobilnej dla mieszkańców', 'USLUGI', '260000,00', [
    ['72212000-4', 'Zaprojektowanie i wykonanie aplikacji mobilnej'],
    ['48000000-8', 'Wdrożenie systemu zarządzania treścią'],
  ]),
];

/** Places of the demo items: the towns (and Jan's village, gm. Wiśniowa) in their own voivodeships. */
const places: Record<string, { voivodeship: string; commune?: string }> = {
  Kraków: { voivodeship: 'małopolskie' },
  Lublin: { voivodeship: 'lubelskie' },
  Wiśniowa: { voivodeship: 'małopolskie', commune: 'Wiśniowa' },
  Rzeszów: { voivodeship: 'podkarpackie' },
  Gdańsk: { voivodeship: 'pomorskie' },
  Poznań: { voivodeship: 'wielkopolskie' },
  Warszawa: { voivodeship: 'mazowieckie' },
  Wrocław: { voivodeship: 'dolnośląskie' },
};

type Plan = {
  status: string;
  publishedDaysAgo?: number;
  deadlineInDays?: number;
  scheduledInDays?: number;
  parts?: number;
};

/** What each demo advertiser gets: every status, past and future dates, several parts. */
const plans: Plan[] = [
  { status: 'PUBLISHED', publishedDaysAgo: 2, deadlineInDays: 12, parts: 2 },
  { status: 'PUBLISHED', publishedDaysAgo: 5, deadlineInDays: 9 },
  { status: 'PUBLISHED', publishedDaysAgo: 1, deadlineInDays: 20, parts: 3 },
  { status: 'PUBLISHED', publishedDaysAgo: 8, deadlineInDays: 2 },
  { status: 'PUBLISHED', publishedDaysAgo: 0, deadlineInDays: 30 },
  { status: 'PUBLISHED', publishedDaysAgo: 10, deadlineInDays: 6, parts: 2 },
  { status: 'PUBLISHED', publishedDaysAgo: 3, deadlineInDays: 15 },
  { status: 'PUBLISHED', publishedDaysAgo: 12, deadlineInDays: 1 },
  { status: 'CLOSED', publishedDaysAgo: 30, deadlineInDays: -10 },
  { status: 'CLOSED', publishedDaysAgo: 25, deadlineInDays: -3, parts: 2 },
  { status: 'CLOSED', publishedDaysAgo: 40, deadlineInDays: -20 },
  { status: 'CLOSED', publishedDaysAgo: 18, deadlineInDays: -1 },
  { status: 'CANCELLED', publishedDaysAgo: 15, deadlineInDays: 5 },
  { status: 'CANCELLED', publishedDaysAgo: 45, deadlineInDays: -30 },
  { status: 'RESOLVED', publishedDaysAgo: 60, deadlineInDays: -40, parts: 2 },
  { status: 'RESOLVED', publishedDaysAgo: 90, deadlineInDays: -70 },
  { status: 'LOCKED', publishedDaysAgo: 6, deadlineInDays: 8 },
  { status: 'LOCKED', publishedDaysAgo: 35, deadlineInDays: -15 },
  { status: 'DRAFT' },
  { status: 'DRAFT', parts: 2 },
  // Scheduled beyond the clock moves of the browser tests (at most 4 days, content-admin.spec.ts): a
  // draft due within them was published by the scheduler while the clock stood moved, now and then.
  { status: 'DRAFT', scheduledInDays: 10, deadlineInDays: 17 },
  { status: 'DRAFT', scheduledInDays: 7, deadlineInDays: 25 },
];

async function lookups(db: Transaction<DB>, owner: string) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('identifier', '=', owner)
    .executeTakeFirstOrThrow();
  const projects = await db
    .selectFrom('projects_enrollments')
    .select(['id', 'type'])
    .where('owner_id', '=', user.id)
    .execute();
  const persons = await db
    .selectFrom('contact_persons')
    .select('id')
    .where('user_id', '=', user.id)
    .execute();
  const categories = await db
    .selectFrom('order_item_categories')
    .select(['id', 'code', 'parent_id'])
    .execute();
  const cpv = await db
    .selectFrom('cpv_codes')
    .select(['id', 'code', 'name'])
    .where(
      'code',
      'in',
      templates.flatMap((t) => t.items.map((i) => i.cpv)),
    )
    .execute();
  const localities = (
    await db
      .selectFrom('teryt_localities')
      .select(['sym', 'name', 'voivodeship', 'commune'])
      .where('name', 'in', Object.keys(places))
      .where('is_part', '=', false)
      .where('kind', 'in', ['miasto', 'wieś'])
      .orderBy('sym')
      .execute()
  ).filter((l) => {
    const place = places[l.name];
    return place?.voivodeship === l.voivodeship && (!place.commune || place.commune === l.commune);
  });
  const conditionTypes = await db
    .selectFrom('participation_condition_types')
    .select('id')
    .orderBy('position')
    .execute();
  return { userId: user.id, projects, persons, categories, cpv, localities, conditionTypes };
}

type Lookups = Awaited<ReturnType<typeof lookups>>;

function contentFor(template: Template, plan: Plan, n: number, l: Lookups): Content {
  const category = l.categories.find((c) => c.code === template.category);
  const projects = l.projects.filter((p) => p.type === 'project');
  const enrollment = l.projects.find((p) => p.type === 'enrollment');
  const useEnrollment = enrollment !== undefined && n % 3 === 2;
  const partCount = plan.parts ?? 1;
  const locality = l.localities[n % l.localities.length];
  const item = (description: string, code: string, i: number) => {
    // The order type follows the CPV division of the item (48 is a supply even in an IT service).
    const subcategory = l.categories.find((c) => c.code === `CPV_${code.slice(0, 2)}`);
    const cpv = l.cpv.find((c) => c.code === code);
    return {
      id: null,
      temporary_id: `i${i}`,
      category_id: subcategory?.parent_id ?? category?.id ?? null,
      subcategory_id: subcategory?.id ?? null,
      warranty: template.category === 'USLUGI' ? null : '36 miesięcy',
      description: `${description}. Szczegółowy opis przedmiotu zamówienia znajduje się w załączniku nr 1.`,
      cpv_codes: cpv ? [cpv] : [],
      places: locality
        ? [
            {
              temporary_id: null,
              type: 'address' as const,
              country: 'PL',
              voivodeship: null,
              poviat: null,
              commune: null,
              locality_id: locality.sym,
              locality: locality.name,
            },
          ]
        : [],
      stages: [
        {
          id: null,
          temporary_id: null,
          start: null,
          end: '2027-06-30',
          description: 'Realizacja całości zamówienia',
          partial_payment: false,
        },
      ],
      conditions: [
        {
          id: null,
          temporary_id: null,
          type_id: l.conditionTypes[i % l.conditionTypes.length]?.id ?? null,
          description:
            'Wykonawca wykaże wykonanie co najmniej dwóch podobnych zamówień w ciągu ostatnich 3 lat.',
        },
      ],
    };
  };
  const parts = Array.from({ length: partCount }, (_, p) => ({
    id: null,
    temporary_id: `p${p}`,
    title:
      partCount > 1
        ? `Część ${p + 1}: ${template.items[p % template.items.length]?.description.split(' ').slice(0, 4).join(' ')}`
        : null,
    variants_allowed: p === 1,
    estimated_value: template.value,
    order_items: [
      item(
        template.items[p % template.items.length]?.description ?? template.title,
        template.items[p % template.items.length]?.cpv ?? '',
        p,
      ),
    ],
    criteria: [
      { id: null, temporary_id: null, is_price: true, description: 'Cena brutto - 80%' },
      { id: null, temporary_id: null, is_price: false, description: 'Okres gwarancji - 20%' },
    ],
  }));
  return {
    title: `${template.title}${n >= templates.length ? ` (${Math.floor(n / templates.length) + 1})` : ''}`,
    // The first announcement also has the advertiser's English title and summary (issue 51).
    title_en: n === 0 ? 'Supply of computer equipment for a public office' : null,
    summary_en:
      n === 0
        ? 'Supply of 25 laptops with an operating system and 25 monitors (24 inch) for a public office. The documents are in Polish.'
        : null,
    has_project: !useEnrollment,
    project_ids: useEnrollment
      ? []
      : projects.slice(0, 1 + (n % Math.max(1, projects.length))).map((p) => p.id),
    enrollment_id: useEnrollment ? (enrollment?.id ?? null) : null,
    contact_person_ids: l.persons.map((p) => p.id),
    supplementary_orders:
      n % 2 === 0
        ? 'Zamawiający przewiduje udzielenie zamówień uzupełniających do 30% wartości zamówienia.'
        : null,
    contract_change_conditions:
      'Zmiana terminu realizacji jest możliwa w przypadku wystąpienia siły wyższej.',
    partial_offers_allowed: partCount > 1,
    planned_contract_signing: '2027-03',
    parts,
    attachments: [],
  };
}

/**
 * Demo announcements of the demo advertisers (demo data only): every status, dates around today,
 * one to three parts, real CPV codes and places. Built through the same content checks as the API.
 */
export async function seedDemoAnnouncements(db: Kysely<DB> | Transaction<DB>, now: Date): Promise<void> {
  const trx = db as Transaction<DB>;
  const day = 86_400_000;
  for (const [ownerIndex, owner] of ['jkowalski', 'mwisniewska'].entries()) {
    const l = await lookups(trx, owner);
    for (const [i, plan] of plans.entries()) {
      const n = ownerIndex * 5 + i;
      const template = templates[n % templates.length] as Template;
      const createdAt = new Date(now.getTime() - ((plan.publishedDaysAgo ?? 1) + 3) * day);
      const { id } = await insertAnnouncement(trx, {
        owner_id: l.userId,
        status: 'DRAFT',
        created_at: createdAt,
        created_by: l.userId,
      });
      const { stored, problems } = await prepareContent(trx, {
        announcementId: id,
        ownerId: l.userId,
        actorId: l.userId,
        content: contentFor(template, plan, n, l),
        previous: null,
        earlier: null,
        forPublication: true,
      });
      if (Object.keys(problems).length > 0)
        throw new Error(`demo announcement ${n}: ${JSON.stringify(problems)}`);
      const version = await insertVersion(trx, {
        announcement_id: id,
        kind: 'draft',
        content: JSON.stringify(stored),
        created_at: createdAt,
        created_by: l.userId,
      });
      await updateAnnouncement(trx, id, {
        draft_version_id: version.id,
        enrollment_id: stored.enrollment_id,
      });
      await replaceProjects(trx, id, stored.project_ids);
      const deadline = (days: number) =>
        warsawInstant(
          new Date(now.getTime() + days * day).toISOString().slice(0, 10),
          n % 4 === 0 ? '12:00:00' : '23:59:59',
        );
      if (plan.status === 'DRAFT') {
        if (plan.scheduledInDays !== undefined) {
          await updateAnnouncement(trx, id, {
            publication_date: warsawInstant(
              new Date(now.getTime() + plan.scheduledInDays * day).toISOString().slice(0, 10),
            ),
            submission_deadline: deadline(plan.deadlineInDays ?? 20),
          });
        }
        await refreshListColumns(trx, id);
        continue;
      }
      const publishedAt = new Date(now.getTime() - (plan.publishedDaysAgo ?? 0) * day);
      const row = await trx
        .selectFrom('announcements')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      // Demo data is the portal's own doing: the system is its actor in the log.
      await publishVersion(trx, publishedAt, row, version.id, {
        byAdmin: false,
        deadline: deadline(plan.deadlineInDays ?? 10),
        actor: systemActor,
      });
      const deadlineAt = deadline(plan.deadlineInDays ?? 10);
      if (plan.status === 'LOCKED') {
        await updateAnnouncement(trx, id, {
          status: plan.status,
          status_before_lock: (plan.deadlineInDays ?? 0) > 0 ? 'PUBLISHED' : 'CLOSED',
          status_changed_at: now,
        });
      } else if (plan.status !== 'PUBLISHED') {
        await pastOf(trx, { id, ownerId: l.userId, status: plan.status, publishedAt, deadlineAt });
      }
    }
  }
}
