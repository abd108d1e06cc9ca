import {
  type ActivityType,
  codeRuleOf,
  deleteGuidance,
  type EditableLevelKind,
  type LevelKind,
  type LevelParents,
  levelCodeSchema,
  levelMessages,
  parentKindOf,
} from '@bk/contracts/dictionaries/levels';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import { type EventType, recordEvent, userActor } from '../events/index.ts';
import type { LevelGranter } from '../permissions/index.ts';
import { permissionsOf } from '../users/index.ts';
import { canEditLevels, canPreviewLevels } from './levels.policy.ts';
import {
  countLevelReferences,
  deleteLevel,
  findLevel,
  findLevelChain,
  findSiblingByCode,
  insertLevel,
  type LevelRow,
  listLevels,
  renameLevel,
} from './levels.repository.ts';

export type LevelDeps = {
  db: Kysely<DB>;
  clock: Clock;
  /** Projects' subquery counting the projects under a level (projects imports dictionaries: handed in). */
  projectCountOfLevel: (levelId: number) => RawBuilder<number>;
};

const activityTypesOf = (row: LevelRow | undefined): ActivityType[] =>
  (row?.activity_types ?? []) as ActivityType[];

function item(row: LevelRow) {
  return { id: row.id, code: row.code, name: row.name };
}

/** The parents of a list from the perspective down; `chain` runs from the parent up. */
function parentsOf(chain: LevelRow[]): LevelParents {
  const find = (kind: LevelKind) => chain.find((row) => row.kind === kind);
  const perspective = find('perspective');
  const pick = (kind: LevelKind) => {
    const row = find(kind);
    return row ? item(row) : null;
  };
  return {
    perspective: perspective ? { ...item(perspective), activity_types: activityTypesOf(perspective) } : null,
    programme: pick('programme'),
    priority: pick('priority'),
    activity: pick('activity'),
  };
}

/**
 * The parent of a list of `kind`, checked: it exists, is of the kind directly above, and (for regions
 * and institutions) its perspective has that level. Anything else is 404.
 */
async function parentChain(db: Kysely<DB>, kind: EditableLevelKind, parentId: number): Promise<LevelRow[]> {
  const chain = await findLevelChain(db, parentId);
  const parent = chain[0];
  if (!parent || parent.kind !== parentKindOf[kind]) throw notFound(levelMessages.notFound);
  const types = activityTypesOf(chain.at(-1));
  if (kind === 'region' && !types.includes('regions')) throw notFound(levelMessages.notFound);
  if (kind === 'institution' && !types.includes('institutions')) throw notFound(levelMessages.notFound);
  return chain;
}

function person(forename: string | null, surname: string | null) {
  return forename !== null && surname !== null ? { forename, surname } : null;
}

async function rowsOf(db: Kysely<DB>, kind: LevelKind, parentId: number | null) {
  return listLevels(db, kind, parentId);
}

/**
 * With a granter (mode=permissions): only the levels where they may grant, marked grantable, and those
 * leading to one (`above`: the ids of the list's parent and its ancestors).
 */
function offered<T extends { id: number }>(items: T[], above: readonly number[], granter?: LevelGranter) {
  if (!granter) return items;
  return items.flatMap((level) => {
    const offer = granter(level.id, new Set([...above, level.id]));
    return offer === null ? [] : [{ ...level, grantable: offer === 'grantable' }];
  });
}

/** Public reads for pickers: /api/perspectives, /api/programme/perspective/{id}, ... */
export async function listPerspectives(db: Kysely<DB>, granter?: LevelGranter) {
  const rows = await rowsOf(db, 'perspective', null);
  const items = offered(
    rows.map((row) => ({ ...item(row), activity_types: activityTypesOf(row) })),
    [],
    granter,
  );
  return { items, meta: { total: items.length } };
}

export async function listChildren(
  db: Kysely<DB>,
  kind: EditableLevelKind,
  parentId: number,
  granter?: LevelGranter,
) {
  const chain = await parentChain(db, kind, parentId);
  const rows = await rowsOf(db, kind, parentId);
  const items = offered(
    rows.map(item),
    chain.map((row) => row.id),
    granter,
  );
  return { items, meta: { total: items.length }, parents: parentsOf(chain) };
}

/** Admin reads: the same lists with audit data, for previewDictionaries holders. */
export async function listForAdmin(
  deps: LevelDeps,
  userId: number,
  kind: LevelKind,
  parentId: number | null,
) {
  const entries = await permissionsOf(deps.db, userId);
  if (!canPreviewLevels(entries)) throw forbidden(levelMessages.forbiddenPreview);
  const chain = kind === 'perspective' || parentId === null ? [] : await parentChain(deps.db, kind, parentId);
  const rows = await rowsOf(deps.db, kind, kind === 'perspective' ? null : parentId);
  const items = rows.map((row) => ({
    ...item(row),
    ...(kind === 'perspective' ? { activity_types: activityTypesOf(row) } : {}),
    audit: {
      created_by: person(row.created_by_forename, row.created_by_surname),
      created_at: row.created_at.toISOString(),
      modified_by: person(row.modified_by_forename, row.modified_by_surname),
      modified_at: row.modified_at ? row.modified_at.toISOString() : null,
    },
  }));
  return {
    items,
    meta: { total: items.length },
    parents: parentsOf(chain),
    can_edit: canEditLevels(entries),
  };
}

/** Refuses (403 with `message`) a user who may not edit the dictionary. */
export async function requireEditor(db: Kysely<DB>, userId: number, message: string) {
  if (!canEditLevels(await permissionsOf(db, userId))) throw forbidden(message);
}

export async function createLevel(
  deps: LevelDeps,
  userId: number,
  kind: EditableLevelKind,
  input: { code: string; name: string; parent_id: number },
) {
  await requireEditor(deps.db, userId, levelMessages.forbiddenSave);
  const chain = await findLevelChain(deps.db, input.parent_id);
  const parent = chain[0];
  const types = activityTypesOf(chain.at(-1));
  const levelMissing =
    (kind === 'region' && !types.includes('regions')) ||
    (kind === 'institution' && !types.includes('institutions'));
  if (!parent || parent.kind !== parentKindOf[kind] || levelMissing) {
    throw unprocessable({ parent_id: [levelMessages.notFound] });
  }
  const parsed = levelCodeSchema(codeRuleOf(kind, types)).safeParse(input.code);
  if (!parsed.success) throw unprocessable({ code: parsed.error.issues.map((i) => i.message) });
  const code = parsed.data;
  if (await findSiblingByCode(deps.db, parent.id, code)) {
    throw unprocessable({ code: [levelMessages.duplicateCode] });
  }
  try {
    const id = await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const inserted = await insertLevel(trx, {
        kind,
        code,
        name: input.name,
        parent_id: parent.id,
        created_by: userId,
        created_at: now,
      });
      await levelEvent(trx, 'level.created', inserted.id, userId, now, { kind, code, parent_id: parent.id });
      return inserted.id;
    });
    return { id, code, name: input.name };
  } catch (error) {
    // Two administrators adding the same code at once: the unique index decides.
    if (isUniqueViolation(error)) throw unprocessable({ code: [levelMessages.duplicateCode] });
    throw error;
  }
}

function levelEvent(
  trx: Transaction<DB>,
  type: EventType,
  id: number,
  userId: number,
  at: Date,
  payload: Record<string, unknown>,
) {
  return recordEvent(trx, { type, object: { kind: 'level', id }, actor: userActor(userId), at, payload });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

async function findOfKind(db: Kysely<DB>, kind: EditableLevelKind, id: number): Promise<LevelRow> {
  const row = await findLevel(db, id);
  if (!row || row.kind !== kind) throw notFound(levelMessages.notFound);
  return row;
}

export async function renameLevelItem(
  deps: LevelDeps,
  userId: number,
  kind: EditableLevelKind,
  id: number,
  name: string,
) {
  await requireEditor(deps.db, userId, levelMessages.forbiddenSave);
  const row = await findOfKind(deps.db, kind, id);
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    await renameLevel(trx, id, name, userId, now);
    await levelEvent(trx, 'level.changed', id, userId, now, { kind, name });
  });
  return { id, code: row.code, name };
}

/** Deletes an item nothing refers to; otherwise 409 'Niemożliwe usunięcie' with what to remove first. */
export async function deleteLevelItem(deps: LevelDeps, userId: number, kind: EditableLevelKind, id: number) {
  await requireEditor(deps.db, userId, levelMessages.forbiddenDelete);
  await findOfKind(deps.db, kind, id);
  const blockers = await countLevelReferences(deps.db, id, deps.projectCountOfLevel);
  if (blockers.children + blockers.permissions + blockers.projects > 0) {
    const chain = await findLevelChain(deps.db, id);
    const subactivities = activityTypesOf(chain.at(-1)).includes('subactivities');
    throw new AppError(409, levelMessages.deleteBlockedTitle, {
      related: deleteGuidance(kind, blockers, subactivities),
    });
  }
  await deps.db.transaction().execute(async (trx) => {
    await deleteLevel(trx, id);
    await levelEvent(trx, 'level.deleted', id, userId, deps.clock.now(), { kind });
  });
  return { id };
}
