import { messages } from '@bk/contracts/common/messages';
import { assembleFullNumber } from '@bk/contracts/projects/full-number';
import {
  INSTITUTION_NUMBER_PATTERN,
  numberMasks,
  type ProjectType,
  type projectInputSchema,
  projectMessages,
} from '@bk/contracts/projects/projects';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { AppError, conflict, unprocessable } from '../../lib/errors.ts';
import { announcementSummary, attachedAnnouncements, detachProject } from '../announcements/index.ts';
import { type LevelRow, levelChain } from '../dictionaries/index.ts';
import { recordEvent, userActor } from '../events/index.ts';
import { assertOwnProject, canEditProject } from './projects.policy.ts';
import { deleteProject, findProject, insertProject, listProjects } from './projects.repository.ts';

export type ProjectDeps = { db: Kysely<DB>; clock: Clock };
export type ProjectValues = z.output<typeof projectInputSchema>;

type Errors = Record<string, string[]>;
const wireField = {
  perspective: 'perspective',
  programme: 'programme',
  priority: 'priority',
  activity: 'activity',
  region: 'region',
  institution: 'institution',
} as const;

/**
 * Checks the chosen levels form one branch of the dictionary (activity > priority > programme >
 * perspective, plus the region or institution the perspective needs) and that each has a code.
 */
async function checkLevels(db: Kysely<DB>, type: ProjectType, values: ProjectValues) {
  const errors: Errors = {};
  const required = ['perspective', 'programme', 'priority', 'activity'] as const;
  for (const field of required) if (!values[field]) errors[wireField[field]] = [messages.required];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const chain = await levelChain(db, values.activity as number);
  const [activity, priority, programme, perspective] = chain;
  const expected: [keyof typeof wireField, LevelRow | undefined, string][] = [
    ['activity', activity, 'activity'],
    ['priority', priority, 'priority'],
    ['programme', programme, 'programme'],
    ['perspective', perspective, 'perspective'],
  ];
  for (const [field, row, kind] of expected) {
    if (!row || row.kind !== kind || row.id !== values[field]) {
      throw unprocessable({ [wireField[field]]: [projectMessages.levelMissing] });
    }
  }
  const types = (perspective?.activity_types ?? []) as string[];
  let lowest: { field: 'region' | 'institution'; row: LevelRow } | null = null;
  for (const field of ['region', 'institution'] as const) {
    const needed = types.includes(field === 'region' ? 'regions' : 'institutions');
    if (!needed) continue;
    const id = values[field];
    if (!id) throw unprocessable({ [field]: [messages.required] });
    const [row] = await levelChain(db, id);
    if (!row || row.kind !== field || row.parent_id !== activity?.id) {
      throw unprocessable({ [field]: [projectMessages.levelMissing] });
    }
    lowest = { field, row };
  }
  for (const [field, row] of [
    ['programme', programme],
    ['priority', priority],
    ['activity', activity],
    ...(lowest ? [[lowest.field, lowest.row] as const] : []),
  ] as const) {
    if (!row?.code) throw unprocessable({ [field]: [projectMessages.levelWithoutCode] });
  }
  const needsInstitutionNumber = type === 'enrollment' && types.includes('regions');
  if (needsInstitutionNumber) {
    if (!values.institution_number) throw unprocessable({ institution_number: [messages.required] });
    if (!INSTITUTION_NUMBER_PATTERN.test(values.institution_number)) {
      throw unprocessable({ institution_number: [projectMessages.institutionNumber] });
    }
  }
  return {
    perspective: perspective as LevelRow,
    programme: programme as LevelRow,
    priority: priority as LevelRow,
    activity: activity as LevelRow,
    region: lowest?.field === 'region' ? lowest.row : null,
    institution: lowest?.field === 'institution' ? lowest.row : null,
    institutionNumber: needsInstitutionNumber ? values.institution_number : null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export async function createProject(
  deps: ProjectDeps,
  userId: number,
  type: ProjectType,
  values: ProjectValues,
) {
  const errors: Errors = {};
  if (type === 'project' && !values.name) errors.name = [messages.required];
  const suffix = values.number.toUpperCase();
  if (!/^[0-9A-Z./-]+$/.test(suffix)) errors.number = [projectMessages.numberCharacters];
  else if (suffix.length > numberMasks[type].length)
    errors.number = [messages.maxLength(numberMasks[type].length)];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);

  const levels = await checkLevels(deps.db, type, values);
  const fullNumber = assembleFullNumber({
    type,
    programme: levels.programme.code as string,
    priority: levels.priority.code as string,
    activity: levels.activity.code as string,
    region: levels.region?.code ?? null,
    institution: levels.institution?.code ?? null,
    institutionNumber: levels.institutionNumber,
    suffix,
  });
  try {
    const now = deps.clock.now();
    const row = await deps.db.transaction().execute(async (trx) => {
      const inserted = await insertProject(trx, {
        type,
        owner_id: userId,
        name: type === 'project' ? values.name : null,
        number: suffix,
        full_number: fullNumber,
        perspective_id: levels.perspective.id,
        programme_id: levels.programme.id,
        priority_id: levels.priority.id,
        activity_id: levels.activity.id,
        region_id: levels.region?.id ?? null,
        institution_id: levels.institution?.id ?? null,
        institution_number: levels.institutionNumber,
        created_at: now,
        created_by: userId,
      });
      await recordEvent(trx, {
        type: 'project.created',
        object: { kind: type, id: inserted.id },
        actor: userActor(userId),
        at: now,
        payload: { full_number: inserted.full_number },
      });
      return inserted;
    });
    return { id: row.id, full_number: row.full_number };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, projectMessages.numberNotUnique, { number: [projectMessages.numberNotUnique] });
    }
    throw error;
  }
}

const person = (forename: string | null, surname: string | null) =>
  forename !== null && surname !== null ? { forename, surname } : null;

export async function listOwnProjects(
  db: Kysely<DB>,
  userId: number,
  query: { type: string; number?: string; name?: string; page: number; limit: number },
) {
  const rows = await listProjects(
    db,
    { ownerId: userId, type: query.type, number: query.number, name: query.name },
    query.limit,
    (query.page - 1) * query.limit,
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    project_enrollments: rows.map((row) => ({
      id: row.id,
      type: row.type as ProjectType,
      name: row.name,
      full_number: row.full_number,
      number: row.number,
      perspective: row.perspective,
      programme: row.programme,
      created_at: row.created_at.toISOString(),
      modified_at: row.modified_at ? row.modified_at.toISOString() : null,
      created_by: person(row.created_by_forename, row.created_by_surname),
      modified_by: person(row.modified_by_forename, row.modified_by_surname),
      has_published_announcements: Number(row.published ?? 0) > 0,
      has_draft_announcements: Number(row.attached ?? 0) > Number(row.published ?? 0),
      attached_advertisements_amount: Number(row.attached ?? 0),
      // The list holds the user's own projects.
      can_edit: canEditProject({ owner_id: userId }, userId),
    })),
    meta: { total, page: query.page, last_page: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

/** The owner's project of the given type, or 404 (another user's is never revealed). */
async function ownProject(db: Kysely<DB>, userId: number, id: number, type?: ProjectType) {
  const project = await findProject(db, id);
  assertOwnProject(project, userId, type);
  return project;
}

/** Removal: refused while published announcements are attached; draft ones are detached. */
export async function removeProject(deps: ProjectDeps, userId: number, type: ProjectType, id: number) {
  await ownProject(deps.db, userId, id, type);
  const attached = await attachedAnnouncements(deps.db, id);
  if (attached.some((a) => a.status !== 'DRAFT')) throw conflict(projectMessages.removalBlocked);
  await deps.db.transaction().execute(async (trx) => {
    await detachProject(trx, id);
    await deleteProject(trx, id);
    await recordEvent(trx, {
      type: 'project.deleted',
      object: { kind: type, id },
      actor: userActor(userId),
      at: deps.clock.now(),
    });
  });
  return { id };
}

export async function listAttachedAnnouncements(db: Kysely<DB>, userId: number, id: number) {
  await ownProject(db, userId, id);
  const rows = await attachedAnnouncements(db, id);
  return {
    announcements: rows.map(announcementSummary),
  };
}
