import {
  excludedCountryCodes,
  type FormDictionaries,
  type OrderItemCategory,
} from '@bk/contracts/dictionaries/form';
import { announcementStatuses, fulfillmentPlaceTypes } from '@bk/contracts/dictionaries/statuses';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import {
  listCategories,
  listConditionTypes,
  listCountries,
  listProgrammes,
  listVoivodeships,
} from './dictionaries.repository.ts';

const status = (name: string) => {
  const found = announcementStatuses.find((s) => s.name === name);
  if (!found) throw new Error(`unknown status ${name}`);
  return found;
};

/** Order types with their subcategories (CPV divisions), in their stored order. */
export async function orderItemCategories(db: Kysely<DB>): Promise<OrderItemCategory[]> {
  const rows = await listCategories(db);
  const top = rows.filter((row) => row.parent_id === null);
  return top.map((category) => ({
    id: category.id,
    code: category.code,
    name: category.name,
    subcategories: rows
      .filter((row) => row.parent_id === category.id)
      .map((row) => ({ id: row.id, code: row.code, name: row.name })),
  }));
}

export async function countries(db: Kysely<DB>) {
  const rows = await listCountries(db);
  return rows
    .filter((row) => !excludedCountryCodes.includes(row.alpha2))
    .map((row) => ({ code: row.alpha2, name: row.name_pl, name_en: row.name_en ?? row.name_pl }));
}

async function voivodeships(db: Kysely<DB>) {
  return (await listVoivodeships(db)).map((row) => ({ code: row.code, name: row.name }));
}

/** A user's own entries of the form dictionaries, as the module that keeps them gives them. */
type UserParts = Pick<FormDictionaries, 'projects' | 'enrollment_numbers' | 'contact_persons'>;
type UserPartSource = (db: Kysely<DB>, userId: number) => Promise<Partial<UserParts>>;
const userPartSources: UserPartSource[] = [];

/**
 * The projects module gives a user's projects and enrolments, the users module the contact persons:
 * each registers its part when loaded, so the dictionaries import neither (decision 0030).
 */
export function registerUserParts(source: UserPartSource): void {
  userPartSources.push(source);
}

/**
 * A user's projects, enrolments and contact persons (none for visitors): the signed-in user's for the
 * form dictionaries, an announcement owner's for an administrator editing it.
 */
export async function userParts(db: Kysely<DB>, userId: number | null): Promise<UserParts> {
  const parts: UserParts = { projects: [], enrollment_numbers: [], contact_persons: [] };
  if (userId === null) return parts;
  for (const source of userPartSources) Object.assign(parts, await source(db, userId));
  return parts;
}

/** GET /api/dictionaries: the form dictionaries of spec 1 section 3. */
export async function formDictionaries(db: Kysely<DB>, userId: number | null): Promise<FormDictionaries> {
  return {
    announcement_status_draft: status('DRAFT'),
    announcement_status_published: status('PUBLISHED'),
    announcement_statuses: [...announcementStatuses],
    address_id: fulfillmentPlaceTypes[0].id,
    abroad_id: fulfillmentPlaceTypes[1].id,
    order_fulfillment_place_types: [...fulfillmentPlaceTypes],
    order_item_categories: await orderItemCategories(db),
    participation_condition_types: await listConditionTypes(db),
    ...(await userParts(db, userId)),
    teryt_data: { voivodeships: await voivodeships(db) },
    countries: await countries(db),
  };
}

/** GET /api/dictionaries/search-filters. */
export async function searchFilters(db: Kysely<DB>) {
  return {
    order_item_categories: await orderItemCategories(db),
    operation_programme: await listProgrammes(db),
    location_id: await voivodeships(db),
  };
}
