import type { Content } from '@bk/contracts/announcements/content';
import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import { type Problems, partKey } from '@bk/contracts/announcements/rules';
import type { StoredContent, StoredItem, StoredPart } from '@bk/contracts/announcements/stored';
import { excludedCountryCodes } from '@bk/contracts/dictionaries/form';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  categoriesByIds,
  conditionTypesByIds,
  countriesByCodes,
  cpvByIds,
  localitiesByIds,
} from '../dictionaries/index.ts';
import { contactPersonsOfUser } from '../users/index.ts';
import { claimElementIds } from './announcements.repository.ts';
import { ownerProjects } from './content-references.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

function add(problems: Problems, path: string, message: string) {
  problems[path] ??= [];
  if (!problems[path].includes(message)) problems[path].push(message);
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** Every id an element of the stored content carries (they are never reused within an announcement). */
function knownIds(content: StoredContent | null): Set<number> {
  const ids = new Set<number>();
  if (!content) return ids;
  for (const part of content.parts) {
    ids.add(part.id);
    for (const item of part.order_items) {
      ids.add(item.id);
      for (const stage of item.stages) ids.add(stage.id);
      for (const condition of item.conditions) ids.add(condition.id);
    }
    for (const criterion of part.criteria) ids.add(criterion.id);
  }
  for (const attachment of content.attachments) ids.add(attachment.id);
  return ids;
}

/**
 * Checks every reference of the content against the database (the owner's projects, enrolment and
 * contact persons; dictionary entries; TERYT localities; countries) and returns the content with the
 * names they point at. Problems are keyed by wire path (parts by temporary id).
 */
export async function resolveReferences(db: Db, ownerId: number, content: Content) {
  const problems: Problems = {};
  const items = content.parts.flatMap((part, p) => part.order_items.map((item, i) => ({ part, p, item, i })));
  const [projects, persons, categories, conditionTypes, cpvs, localities, countries] = await Promise.all([
    ownerProjects(
      db,
      ownerId,
      unique([...content.project_ids, ...(content.enrollment_id ? [content.enrollment_id] : [])]),
    ),
    contactPersonsOfUser(db, ownerId, unique(content.contact_person_ids)),
    categoriesByIds(
      db,
      unique(items.flatMap(({ item }) => [item.category_id, item.subcategory_id]).filter((v) => v !== null)),
    ),
    conditionTypesByIds(
      db,
      unique(items.flatMap(({ item }) => item.conditions.map((c) => c.type_id)).filter((v) => v !== null)),
    ),
    cpvByIds(db, unique(items.flatMap(({ item }) => item.cpv_codes.map((c) => c.id)))),
    localitiesByIds(
      db,
      unique(items.flatMap(({ item }) => item.places.map((pl) => pl.locality_id)).filter((v) => v !== null)),
    ),
    countriesByCodes(
      db,
      unique(items.flatMap(({ item }) => item.places.map((pl) => pl.country)).filter((v) => v !== null)),
    ),
  ]);

  const chosenProjects = content.has_project
    ? content.project_ids.map((id) => projects.find((p) => p.id === id && p.type === 'project'))
    : [];
  if (chosenProjects.some((p) => !p)) add(problems, 'project_ids', M.unknownProject);
  const enrollment =
    !content.has_project && content.enrollment_id !== null
      ? projects.find((p) => p.id === content.enrollment_id && p.type === 'enrollment')
      : undefined;
  if (!content.has_project && content.enrollment_id !== null && !enrollment) {
    add(problems, 'enrollment_id', M.unknownEnrollment);
  }
  const chosenPersons = content.contact_person_ids.map((id) => persons.find((p) => p.id === id));
  if (chosenPersons.some((p) => !p)) add(problems, 'contact_person_ids', M.unknownContactPerson);

  const parts = content.parts.map((part, p) => ({
    part,
    items: part.order_items.map((item, i) => {
      const path = `parts.${partKey(part, p)}.order_items.${i}`;
      const category = categories.find((c) => c.id === item.category_id && c.parent_id === null);
      if (item.category_id !== null && !category) add(problems, `${path}.category_id`, M.unknownChoice);
      const subcategory = categories.find(
        (c) => c.id === item.subcategory_id && c.parent_id === item.category_id,
      );
      if (item.subcategory_id !== null && !subcategory)
        add(problems, `${path}.subcategory_id`, M.unknownChoice);
      const cpv = item.cpv_codes.map((code) => cpvs.find((c) => c.id === code.id));
      if (cpv.some((c) => !c)) add(problems, `${path}.cpv_codes`, M.unknownChoice);
      const places = item.places.map((place, pl) => {
        if (place.type === 'address') {
          const locality = localities.find((l) => l.sym === place.locality_id);
          if (place.locality_id !== null && !locality)
            add(problems, `${path}.places.${pl}.locality`, M.unknownChoice);
          return {
            type: 'address' as const,
            country: 'PL',
            country_name: 'Polska',
            voivodeship: locality?.voivodeship ?? null,
            poviat: locality?.poviat ?? null,
            commune: locality?.commune ?? null,
            locality_id: locality?.sym ?? null,
            locality: locality?.name ?? null,
          };
        }
        const country = countries.find((c) => c.alpha2 === place.country);
        if (place.country !== null && (!country || excludedCountryCodes.includes(country.alpha2))) {
          add(problems, `${path}.places.${pl}.country`, M.unknownChoice);
        }
        return {
          type: 'abroad' as const,
          country: country?.alpha2 ?? null,
          country_name: country?.name_pl ?? null,
          voivodeship: null,
          poviat: null,
          commune: null,
          locality_id: null,
          locality: place.locality,
        };
      });
      const conditions = item.conditions.map((condition, c) => {
        const type = conditionTypes.find((t) => t.id === condition.type_id);
        if (condition.type_id !== null && !type)
          add(problems, `${path}.conditions.${c}.type_id`, M.unknownChoice);
        return { ...condition, type_name: type?.name ?? null };
      });
      return {
        item,
        category_name: category?.name ?? null,
        subcategory_name: subcategory?.name ?? null,
        cpv_codes: cpv.filter((c) => c !== undefined),
        places,
        conditions,
      };
    }),
  }));

  return {
    problems,
    resolved: {
      projects: chosenProjects
        .filter((p) => p !== undefined)
        .map((p) => ({ id: p.id, full_number: p.full_number, name: p.name })),
      enrollment: enrollment ? { id: enrollment.id, full_number: enrollment.full_number } : null,
      contactPersons: chosenPersons.filter((p) => p !== undefined),
      parts,
    },
  };
}

type Resolved = Awaited<ReturnType<typeof resolveReferences>>['resolved'];

/**
 * Builds the stored content: checked references, names, and ids for new elements (an id the client
 * sends is kept only if the announcement has used it before, so ids cannot be forged).
 */
export async function assembleContent(
  db: Db,
  announcementId: number,
  content: Content,
  resolved: Resolved,
  previous: StoredContent | null,
  attachmentFiles: Map<number, StoredContent['attachments'][number]['file']>,
  attachmentOrigins: Map<number, number | null>,
): Promise<StoredContent> {
  const known = knownIds(previous);
  let pending = 0;
  const need = (id: number | null) => (id !== null && known.has(id) ? id : null);
  const countNew = (id: number | null) => {
    if (need(id) === null) pending++;
  };
  for (const part of content.parts) {
    countNew(part.id);
    for (const item of part.order_items) {
      countNew(item.id);
      for (const s of item.stages) countNew(s.id);
      for (const c of item.conditions) countNew(c.id);
    }
    for (const c of part.criteria) countNew(c.id);
  }
  for (const a of content.attachments) countNew(a.id);
  let nextId = pending > 0 ? await claimElementIds(db, announcementId, pending) : 0;
  const idFor = (id: number | null) => need(id) ?? nextId++;

  const parts: StoredPart[] = content.parts.map((part, p) => ({
    id: idFor(part.id),
    title: part.title,
    variants_allowed: part.variants_allowed,
    estimated_value: part.estimated_value,
    order_items: part.order_items.map((item, i): StoredItem => {
      const r = resolved.parts[p]?.items[i];
      return {
        id: idFor(item.id),
        category_id: item.category_id,
        category_name: r?.category_name ?? null,
        subcategory_id: item.subcategory_id,
        subcategory_name: r?.subcategory_name ?? null,
        warranty: item.warranty,
        description: item.description,
        cpv_codes: r?.cpv_codes ?? [],
        places: r?.places ?? [],
        stages: item.stages.map((s) => ({
          id: idFor(s.id),
          start: s.start,
          end: s.end,
          description: s.description,
          partial_payment: s.partial_payment,
        })),
        conditions: (r?.conditions ?? []).map((c) => ({
          id: idFor(c.id),
          type_id: c.type_id,
          type_name: c.type_name,
          description: c.description,
        })),
      };
    }),
    criteria: part.criteria.map((c) => ({
      id: idFor(c.id),
      is_price: c.is_price,
      description: c.description,
    })),
  }));

  return {
    title: content.title,
    title_en: content.title_en,
    summary_en: content.summary_en,
    has_project: content.has_project,
    project_ids: resolved.projects.map((p) => p.id),
    projects: resolved.projects,
    enrollment_id: resolved.enrollment?.id ?? null,
    enrollment: resolved.enrollment,
    contact_person_ids: resolved.contactPersons.map((p) => p.id),
    contact_persons: resolved.contactPersons,
    supplementary_orders: content.supplementary_orders,
    contract_change_conditions: content.contract_change_conditions,
    partial_offers_allowed: content.partial_offers_allowed,
    planned_contract_signing: content.planned_contract_signing,
    parts,
    attachments: content.attachments.map((a) => {
      const id = idFor(a.id);
      return {
        id,
        name: a.name,
        file_id: a.file_id,
        origin_version_id: attachmentOrigins.get(id) ?? null,
        file: a.file_id !== null ? (attachmentFiles.get(a.file_id) ?? null) : null,
      };
    }),
    advertiser: null,
  };
}
