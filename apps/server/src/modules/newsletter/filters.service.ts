import type { FieldErrors } from '@bk/contracts/common/envelope';
import {
  type FilterCriteria,
  type FilterInput,
  filterInputSchema,
  newsletterMessages as M,
  type NewsletterFilter,
  newsletterLimits,
} from '@bk/contracts/newsletter/newsletter';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../lib/errors.ts';
import {
  criteriaCategories,
  criteriaCpvCodes,
  criteriaLocalities,
  criteriaProgrammes,
  criteriaVoivodeships,
} from '../dictionaries/index.ts';
import { type EventType, recordEvent, userActor } from '../events/index.ts';
import {
  deleteFilter,
  type FilterRow,
  insertFilter,
  lockUserFilters,
  setFilterEnabled,
  updateFilter,
  userFilter,
  userFilters,
} from './newsletter.repository.ts';

export type NewsletterDeps = { db: Kysely<DB>; clock: Clock };
type Db = Kysely<DB> | Transaction<DB>;

const criteriaOf = (row: FilterRow): FilterCriteria => ({
  advertiser_identification_number: row.advertiser_identification_number,
  programme_ids: row.programme_ids,
  category_id: row.category_id,
  subcategory_id: row.subcategory_id,
  cpv_item_ids: row.cpv_item_ids,
  fulfillment_place_codes: row.place_codes,
});

/** What the criteria's ids name; also tells which of them exist. */
async function namesOf(db: Db, c: FilterCriteria) {
  const voivodeshipCodes = c.fulfillment_place_codes.filter((code) => code.length === 2);
  const localitySyms = c.fulfillment_place_codes.filter((code) => code.length === 7);
  const categoryIds = [c.category_id, c.subcategory_id].filter((id): id is number => id !== null);
  const [programmes, categories, cpv, voivodeships, localities] = await Promise.all([
    criteriaProgrammes(db, c.programme_ids),
    criteriaCategories(db, categoryIds),
    criteriaCpvCodes(db, c.cpv_item_ids),
    criteriaVoivodeships(db, voivodeshipCodes),
    criteriaLocalities(db, localitySyms),
  ]);
  return { programmes, categories, cpv, voivodeships, localities };
}

type Names = Awaited<ReturnType<typeof namesOf>>;

/** The criteria point at what exists: programmes, a main category with its own subcategory, CPV codes, places. */
function criteriaErrors(c: FilterCriteria, names: Names): FieldErrors {
  const errors: FieldErrors = {};
  const field = (name: string, message: string) => {
    errors[`modal_settings.${name}`] = [message];
  };
  if (names.programmes.length !== new Set(c.programme_ids).size) field('programme_ids', M.unknownProgramme);
  const category = names.categories.find((row) => row.id === c.category_id);
  if (c.category_id !== null && (!category || category.parent_id !== null))
    field('category_id', M.unknownCategory);
  if (c.subcategory_id !== null) {
    const sub = names.categories.find((row) => row.id === c.subcategory_id);
    if (!sub || sub.parent_id === null) field('subcategory_id', M.unknownSubcategory);
    else if (sub.parent_id !== c.category_id) field('subcategory_id', M.subcategoryNeedsCategory);
  }
  if (names.cpv.length !== new Set(c.cpv_item_ids).size) field('cpv_item_ids', M.unknownCpv);
  const places = new Set(c.fulfillment_place_codes);
  if (names.voivodeships.length + names.localities.length !== places.size) {
    field('fulfillment_place_codes', M.unknownPlace);
  }
  return errors;
}

function present(row: FilterRow, names: Names): NewsletterFilter {
  const c = criteriaOf(row);
  const byId = <T extends { id: number }>(rows: T[], id: number | null) => rows.find((r) => r.id === id);
  const placeName = (code: string) => {
    const voivodeship = names.voivodeships.find((v) => v.code === code);
    if (voivodeship) return `woj. ${voivodeship.name}`;
    const locality = names.localities.find((l) => l.sym === code);
    return locality ? `${locality.name} (gm. ${locality.commune}, woj. ${locality.voivodeship})` : code;
  };
  return {
    id: row.id,
    enabled: row.enabled,
    modal_settings: c,
    labels: {
      programmes: c.programme_ids.map((id) => ({ id, name: byId(names.programmes, id)?.name ?? String(id) })),
      category: byId(names.categories, c.category_id)?.name ?? null,
      subcategory: byId(names.categories, c.subcategory_id)?.name ?? null,
      cpv_items: c.cpv_item_ids.map((id) => {
        const cpv = byId(names.cpv, id);
        return { id, code: cpv?.code ?? '', name: cpv?.name ?? '' };
      }),
      places: c.fulfillment_place_codes.map((code) => ({ code, name: placeName(code) })),
    },
    criteria_count:
      (c.advertiser_identification_number ? 1 : 0) +
      c.programme_ids.length +
      (c.category_id !== null ? 1 : 0) +
      (c.subcategory_id !== null ? 1 : 0) +
      c.cpv_item_ids.length +
      c.fulfillment_place_codes.length,
  };
}

async function presentOne(db: Db, row: FilterRow) {
  return present(row, await namesOf(db, criteriaOf(row)));
}

/** GET /api/newsletter-filters: the user's own filters only. */
export async function listFilters(deps: NewsletterDeps, userId: number) {
  const rows = await userFilters(deps.db, userId);
  return { newsletter_filters: await Promise.all(rows.map((row) => presentOne(deps.db, row))) };
}

/** The criteria checked against the dictionaries (field errors for what does not exist). */
async function checkedCriteria(db: Db, input: FilterInput) {
  const parsed = filterInputSchema.parse(input);
  const errors = criteriaErrors(parsed.modal_settings, await namesOf(db, parsed.modal_settings));
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return parsed;
}

/** POST /api/newsletter-filters: at most 20 a user (counted under a lock of the user). */
export async function createFilter(deps: NewsletterDeps, userId: number, input: FilterInput) {
  const parsed = await checkedCriteria(deps.db, input);
  return deps.db.transaction().execute(async (trx) => {
    if ((await lockUserFilters(trx, userId)) >= newsletterLimits.filters) throw conflict(M.tooManyFilters);
    const now = deps.clock.now();
    const { id } = await insertFilter(trx, userId, parsed.enabled, parsed.modal_settings, now);
    await filterEvent(trx, 'newsletter_filter.created', id, userId, now, { enabled: parsed.enabled });
    const row = await userFilter(trx, userId, id);
    if (!row) throw notFound(M.filterNotFound);
    return { newsletter_filter: await presentOne(trx, row) };
  });
}

/** PUT /api/newsletter-filters/{id}: the user's own filter (another user's answers 404). */
export async function changeFilter(deps: NewsletterDeps, userId: number, id: number, input: FilterInput) {
  const parsed = await checkedCriteria(deps.db, input);
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const updated = await updateFilter(trx, userId, id, parsed.enabled, parsed.modal_settings, now);
    if (!updated) throw notFound(M.filterNotFound);
    await filterEvent(trx, 'newsletter_filter.changed', id, userId, now, { enabled: parsed.enabled });
  });
  return reread(deps.db, userId, id);
}

export async function switchFilter(deps: NewsletterDeps, userId: number, id: number, enabled: boolean) {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    const updated = await setFilterEnabled(trx, userId, id, enabled, now);
    if (!updated) throw notFound(M.filterNotFound);
    await filterEvent(trx, 'newsletter_filter.changed', id, userId, now, { enabled });
  });
  return reread(deps.db, userId, id);
}

export async function removeFilter(deps: NewsletterDeps, userId: number, id: number) {
  await deps.db.transaction().execute(async (trx) => {
    const deleted = await deleteFilter(trx, userId, id);
    if (!deleted) throw notFound(M.filterNotFound);
    await filterEvent(trx, 'newsletter_filter.deleted', id, userId, deps.clock.now());
  });
  return {};
}

function filterEvent(
  trx: Transaction<DB>,
  type: EventType,
  id: number,
  userId: number,
  at: Date,
  payload: Record<string, unknown> = {},
) {
  return recordEvent(trx, {
    type,
    object: { kind: 'newsletter_filter', id },
    actor: userActor(userId),
    at,
    payload,
  });
}

async function reread(db: Db, userId: number, id: number) {
  const row = await userFilter(db, userId, id);
  if (!row) throw notFound(M.filterNotFound);
  return { newsletter_filter: await presentOne(db, row) };
}
