import { z } from 'zod';
import { MAX_ID } from '../common/input.ts';
import { messages } from '../common/messages.ts';

/**
 * The implementation-level dictionary (spec 3 sections 1, 2.4, 3, 5.4): perspective > programme >
 * priority axis > activity (or activity/subactivity) > region or institution.
 */
export const levelKinds = [
  'perspective',
  'programme',
  'priority',
  'activity',
  'region',
  'institution',
] as const;
export type LevelKind = (typeof levelKinds)[number];
export type EditableLevelKind = Exclude<LevelKind, 'perspective'>;
export const editableLevelKinds: readonly EditableLevelKind[] = [
  'programme',
  'priority',
  'activity',
  'region',
  'institution',
];

/** The kind each level hangs under. */
export const parentKindOf: Record<EditableLevelKind, LevelKind> = {
  programme: 'perspective',
  priority: 'programme',
  activity: 'priority',
  region: 'activity',
  institution: 'activity',
};

/** What a perspective has below its activities (spec 3 section 3: activity_types). */
export const activityTypes = ['subactivities', 'regions', 'institutions'] as const;
export type ActivityType = (typeof activityTypes)[number];

/** Code lengths per level (spec 3, 5.4 and 9). */
export const levelCodeMaxLength = {
  programme: 4,
  priority: 2,
  activity: 2,
  subactivity: 5,
  region: 2,
  institution: 5,
} as const;

/**
 * The shape of each level's code, as the full numbers of projects and enrolments use it (spec 3
 * section 3 placeholder patterns AAAA, 00, 00.00, AA.00; docs/decisions/0007).
 */
export const levelCodePatterns = {
  programme: { regex: /^[A-Z0-9]{1,4}$/, pattern: 'AAAA' },
  priority: { regex: /^\d{2}$/, pattern: '00' },
  activity: { regex: /^\d{2}$/, pattern: '00' },
  subactivity: { regex: /^\d{2}(\.\d{2})?$/, pattern: '00 lub 00.00' },
  region: { regex: /^\d{2}$/, pattern: '00' },
  institution: { regex: /^[A-Z]{2}\.\d{2}$/, pattern: 'AA.00' },
} as const;
export type CodeRule = keyof typeof levelCodePatterns;

/** Which code rule applies to a new item of `kind` (activities of perspectives with subactivities differ). */
export function codeRuleOf(
  kind: EditableLevelKind,
  perspectiveActivityTypes: readonly ActivityType[],
): CodeRule {
  if (kind === 'activity' && perspectiveActivityTypes.includes('subactivities')) return 'subactivity';
  return kind;
}

export const LEVEL_NAME_MAX = 1000;

export const levelMessages = {
  codePattern: (pattern: string) => `Wpisz kod zgodnie ze wzorem ${pattern}.`,
  duplicateCode: 'Element o takim kodzie już istnieje na tym poziomie.',
  forbiddenPreview: 'Nie masz uprawnień do przeglądania elementów słownika poziomów wdrożenia.',
  forbiddenSave: 'Nie masz uprawnień do zapisu elementów słownika poziomów wdrożenia.',
  forbiddenDelete: 'Nie masz uprawnień do usuwania elementów słownika poziomów wdrożenia.',
  deleteBlockedTitle: 'Niemożliwe usunięcie',
  notFound: 'Nie znaleziono elementu słownika.',
} as const;

/** Polish names of the levels, for messages ('Nie udało się pobrać {programów operacyjnych}.'). */
export const levelNames: Record<
  LevelKind | 'subactivity',
  { one: string; genitivePlural: string; accusative: string }
> = {
  perspective: { one: 'Perspektywa', genitivePlural: 'perspektyw', accusative: 'perspektywę' },
  programme: { one: 'Program operacyjny', genitivePlural: 'programów operacyjnych', accusative: 'program' },
  priority: { one: 'Oś priorytetowa', genitivePlural: 'osi priorytetowych', accusative: 'oś priorytetową' },
  activity: { one: 'Działanie', genitivePlural: 'działań', accusative: 'działanie' },
  subactivity: {
    one: 'Działanie lub poddziałanie',
    genitivePlural: 'działań i poddziałań',
    accusative: 'działanie lub poddziałanie',
  },
  region: { one: 'Region', genitivePlural: 'regionów', accusative: 'region' },
  institution: { one: 'Instytucja', genitivePlural: 'instytucji', accusative: 'instytucję' },
};

export function levelLoadFailed(kind: LevelKind | 'subactivity'): string {
  return `Nie udało się pobrać ${levelNames[kind].genitivePlural}.`;
}

const personSchema = z.object({ forename: z.string(), surname: z.string() });

export const auditSchema = z.object({
  created_by: personSchema.nullable(),
  created_at: z.string().nullable(),
  modified_by: personSchema.nullable(),
  modified_at: z.string().nullable(),
});

export const levelItemSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
});
export type LevelItem = z.infer<typeof levelItemSchema>;

export const perspectiveSchema = levelItemSchema.extend({ activity_types: z.array(z.enum(activityTypes)) });
export type Perspective = z.infer<typeof perspectiveSchema>;

export const adminLevelItemSchema = levelItemSchema.extend({ audit: auditSchema });

/** The chain of parents of a list, from the perspective down (for breadcrumbs and links). */
export const levelParentsSchema = z.object({
  perspective: perspectiveSchema.nullable(),
  programme: levelItemSchema.nullable(),
  priority: levelItemSchema.nullable(),
  activity: levelItemSchema.nullable(),
});
export type LevelParents = z.infer<typeof levelParentsSchema>;

/**
 * What a picker's list is for (spec 3 section 7: permissions, advertisements, projects_enrollments).
 * `permissions` (signed in): only the levels where the viewer may grant implementation-level permissions
 * (their level management unscoped, at the level or above it), and those above such a level, to reach it.
 */
export const levelListQuerySchema = z.object({ mode: z.string().max(50).optional() });

/** With mode=permissions: whether the viewer may grant at the level (false: it only leads to one). */
const grantableField = { grantable: z.boolean().optional() };

export const levelListSchema = z.object({
  items: z.array(levelItemSchema.extend(grantableField)),
  meta: z.object({ total: z.number() }),
  parents: levelParentsSchema,
});

export const perspectiveListSchema = z.object({
  items: z.array(perspectiveSchema.extend(grantableField)),
  meta: z.object({ total: z.number() }),
});

export const adminLevelListSchema = z.object({
  items: z.array(adminLevelItemSchema.extend({ activity_types: z.array(z.enum(activityTypes)).optional() })),
  meta: z.object({ total: z.number() }),
  parents: levelParentsSchema,
  can_edit: z.boolean(),
});

export const levelNameSchema = z
  .string(messages.required)
  .trim()
  .min(1, messages.required)
  .max(LEVEL_NAME_MAX, messages.maxLength(LEVEL_NAME_MAX));

/** The code field of the add dialog, for a given rule. Letters are upper-cased before the pattern check. */
export function levelCodeSchema(rule: CodeRule) {
  const max = rule === 'subactivity' ? levelCodeMaxLength.subactivity : levelCodeMaxLength[rule];
  const { regex, pattern } = levelCodePatterns[rule];
  return z
    .string(messages.required)
    .trim()
    .min(1, messages.required)
    .max(max, messages.maxLength(max))
    .transform((code) => code.toUpperCase())
    .refine((code) => regex.test(code), levelMessages.codePattern(pattern));
}

/** POST body; the code is checked against the rule of the parent's perspective by the service. */
export const createLevelSchema = z.object({
  code: z.string(messages.required).trim().min(1, messages.required).max(100),
  name: levelNameSchema,
  parent_id: z.number(messages.required).int().positive().max(MAX_ID),
});

export const renameLevelSchema = z.object({ name: levelNameSchema });

/** What stops a delete: the kinds of related objects and how many. */
export const deleteBlockersSchema = z.object({
  children: z.number(),
  projects: z.number(),
  permissions: z.number(),
});
export type DeleteBlockers = z.infer<typeof deleteBlockersSchema>;

/** The guidance of the 'Niemożliwe usunięcie' dialog, per level (spec 3 section 2.4). */
export function deleteGuidance(
  kind: EditableLevelKind,
  blockers: DeleteBlockers,
  subactivities = false,
): string[] {
  const childName: Record<EditableLevelKind, string> = {
    programme: 'osie priorytetowe tego programu',
    priority: subactivities ? 'działania i poddziałania tej osi' : 'działania tej osi',
    activity: 'regiony lub instytucje tego działania',
    region: '',
    institution: '',
  };
  const lines: string[] = [];
  if (blockers.children > 0) lines.push(`Najpierw usuń ${childName[kind]} (${blockers.children}).`);
  if (blockers.projects > 0)
    lines.push(`Najpierw usuń projekty i nabory przypisane do tego elementu (${blockers.projects}).`);
  if (blockers.permissions > 0)
    lines.push(`Najpierw odbierz uprawnienia nadane na tym poziomie wdrożenia (${blockers.permissions}).`);
  return lines;
}
