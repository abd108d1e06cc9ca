import { z } from 'zod';
import { messages } from '../common/messages.ts';

/** Kinds of the implementation-level dictionary below a perspective, with their code lengths (spec 3, 5.4). */
export const levelCodeMaxLength = {
  programme: 4,
  priority: 2,
  activity: 2,
  subactivity: 5,
  region: 2,
  institution: 5,
} as const;

export const LEVEL_NAME_MAX = 1000;

export type EditableLevelKind = 'programme' | 'priority' | 'activity' | 'region' | 'institution';

/** What a perspective has below its activities (spec 3 section 3: activity_types). */
export const activityTypes = ['subactivities', 'regions', 'institutions'] as const;
export type ActivityType = (typeof activityTypes)[number];

export const levelItemSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
});

export const auditSchema = z.object({
  created_by: z.object({ forename: z.string(), surname: z.string() }).nullable(),
  created_at: z.string().nullable(),
  modified_by: z.object({ forename: z.string(), surname: z.string() }).nullable(),
  modified_at: z.string().nullable(),
});

export const perspectiveSchema = levelItemSchema.extend({ activity_types: z.array(z.enum(activityTypes)) });

export function levelCodeSchema(maxLength: number) {
  return z
    .string(messages.required)
    .trim()
    .min(1, messages.required)
    .max(maxLength, messages.maxLength(maxLength))
    .regex(/^[A-Za-z0-9.]+$/, 'Kod może zawierać tylko litery, cyfry i kropki.');
}

export const levelNameSchema = z
  .string(messages.required)
  .trim()
  .min(1, messages.required)
  .max(LEVEL_NAME_MAX, messages.maxLength(LEVEL_NAME_MAX));

export const renameLevelSchema = z.object({ name: levelNameSchema });
