import { addDays, warsawDate } from '@bk/contracts/common/warsaw-time';
import { call } from './api-client.ts';
import type { TestServer } from './test-server.ts';

/** Real ids the announcement tests need (the demo advertiser's project and contact person, dictionaries). */
export type Refs = {
  projectId: number;
  otherProjectId: number;
  enrollmentId: number | null;
  contactPersonId: number;
  categoryId: number;
  subcategoryId: number;
  worksCategoryId: number;
  worksSubcategoryId: number;
  cpv: { id: number; code: string; name: string };
  localityId: string;
  conditionTypeIds: number[];
};

export async function refsOf(server: TestServer, identifier: string): Promise<Refs> {
  const db = server.database.db;
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('identifier', '=', identifier)
    .executeTakeFirstOrThrow();
  const projects = await db
    .selectFrom('projects_enrollments')
    .select(['id', 'type'])
    .where('owner_id', '=', owner.id)
    .orderBy('id')
    .execute();
  const person = await db
    .selectFrom('contact_persons')
    .select('id')
    .where('user_id', '=', owner.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const categories = await db
    .selectFrom('order_item_categories')
    .select(['id', 'code', 'parent_id'])
    .execute();
  const top = (code: string) => categories.find((c) => c.code === code)?.id as number;
  const cpv = await db
    .selectFrom('cpv_codes')
    .select(['id', 'code', 'name'])
    .where('code', '=', '30213100-6')
    .executeTakeFirstOrThrow();
  const locality = await db
    .selectFrom('teryt_localities')
    .select('sym')
    .where('name', '=', 'Kraków')
    .where('kind', '=', 'miasto')
    .executeTakeFirstOrThrow();
  const conditions = await db
    .selectFrom('participation_condition_types')
    .select('id')
    .orderBy('position')
    .execute();
  return {
    projectId: projects.filter((p) => p.type === 'project')[0]?.id as number,
    otherProjectId: projects.filter((p) => p.type === 'project')[1]?.id as number,
    enrollmentId: projects.find((p) => p.type === 'enrollment')?.id ?? null,
    contactPersonId: person.id,
    categoryId: top('DOSTAWY'),
    subcategoryId: categories.find((c) => c.code === 'CPV_30')?.id as number,
    worksCategoryId: top('ROBOTY_BUDOWLANE'),
    worksSubcategoryId: categories.find((c) => c.code === 'CPV_45')?.id as number,
    cpv,
    localityId: locality.sym,
    conditionTypeIds: conditions.map((c) => c.id),
  };
}

export function item(refs: Refs, overrides: Record<string, unknown> = {}) {
  return {
    temporary_id: `item-${Math.random().toString(36).slice(2, 8)}`,
    category_id: refs.categoryId,
    subcategory_id: refs.subcategoryId,
    warranty: '24 miesiące',
    description: 'Dostawa 20 komputerów przenośnych z oprogramowaniem biurowym.',
    cpv_codes: [refs.cpv],
    places: [{ type: 'address', locality_id: refs.localityId, country: 'PL' }],
    stages: [
      { start: '2027-01-10', end: '2027-02-28', description: 'Dostawa i instalacja', partial_payment: false },
    ],
    conditions: [
      { type_id: refs.conditionTypeIds[0], description: 'Wykonawca posiada doświadczenie w dostawach.' },
    ],
    ...overrides,
  };
}

export function part(refs: Refs, tid: string, overrides: Record<string, unknown> = {}) {
  return {
    temporary_id: tid,
    title: `Część ${tid}`,
    variants_allowed: false,
    estimated_value: '150000,00',
    order_items: [item(refs)],
    criteria: [{ is_price: true, description: 'Cena brutto - 100%' }],
    ...overrides,
  };
}

/** A complete content that passes every publication rule. */
export function validContent(refs: Refs, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Dostawa sprzętu komputerowego dla urzędu gminy',
    has_project: true,
    project_ids: [refs.projectId],
    enrollment_id: null,
    contact_person_ids: [refs.contactPersonId],
    supplementary_orders: 'Zamawiający nie przewiduje zamówień uzupełniających.',
    contract_change_conditions: 'Zmiana terminu w razie siły wyższej.',
    partial_offers_allowed: false,
    planned_contract_signing: null,
    parts: [part(refs, 'p1', { title: null })],
    attachments: [],
    ...overrides,
  };
}

/** Publish dialog dates relative to the server clock: a deadline `days` ahead, end of day. */
export function deadlineIn(now: Date, days: number, time = '23:59:59') {
  return `${addDays(warsawDate(now), days)} ${time}`;
}

/** Creates `content` as `token`'s user and publishes it at once, the deadline `deadlineDays` ahead; its id. */
export async function createAndPublish(
  server: TestServer,
  token: string,
  content: Record<string, unknown>,
  deadlineDays: number,
): Promise<number> {
  const created = await call(server, 'POST', '/api/announcements', {
    token,
    body: { announcement: content },
  });
  const id = created.body.data.id as number;
  const published = await call(server, 'POST', `/api/announcements/${id}/publish`, {
    token,
    body: { id, publication_date: null, submission_deadline: deadlineIn(server.clock.now(), deadlineDays) },
  });
  if (published.status !== 200) throw new Error(JSON.stringify(published.body));
  return id;
}

/** An implementation level's id by its source key (the reference data and demo rows: '2021-2027/FENG'). */
export async function levelBySourceKey(server: TestServer, sourceKey: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('implementation_levels')
    .select('id')
    .where('source_key', '=', sourceKey)
    .executeTakeFirstOrThrow();
  return row.id;
}
