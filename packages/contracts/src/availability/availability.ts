import { z } from 'zod';
import { isCalendarDate } from '../common/dates.ts';
import { warsawInstant } from '../common/warsaw-time.ts';

/**
 * The portal's availability on record (issue 50): a health sample each minute, kept five years; the
 * public status page's last 90 days; failures ('Awaria') an administrator declares, with the
 * announcements whose deadline fell within one or in the hour after it.
 */
export const STATUS_DAYS = 90;
/** A deadline up to this long after a failure's end counts as touched by it. */
export const AFTER_OUTAGE_MS = 60 * 60_000;
export const OUTAGE_DESCRIPTION_MAX = 2000;
/** A run of minutes without a healthy sample this long or longer is shown as a gap on the status page. */
export const GAP_MINUTES = 5;

export const availabilityMessages = {
  forbidden: 'Nie masz uprawnień do zgłaszania awarii portalu.',
  endBeforeStart: 'Koniec awarii musi być późniejszy niż jej początek.',
  startInFuture: 'Początek awarii nie może być późniejszy niż teraz.',
  dateTime: 'Podaj datę i godzinę w formacie RRRR-MM-DD GG:MM (czas polski).',
} as const;

/** A Warsaw wall-clock time as a form gives it ('yyyy-MM-dd HH:mm' or with a 'T'), as an instant. */
const warsawDateTimeInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]([01]\d|2[0-3]):[0-5]\d$/, availabilityMessages.dateTime)
  .refine((value) => isCalendarDate(value.slice(0, 10)), availabilityMessages.dateTime)
  .transform((value) => warsawInstant(value.slice(0, 10), `${value.slice(11, 16)}:00`));

export const declareOutageSchema = z.strictObject({
  started_at: warsawDateTimeInput,
  ended_at: warsawDateTimeInput,
  description: z.string().trim().min(1).max(OUTAGE_DESCRIPTION_MAX),
});

const outageSchema = z.object({
  id: z.number(),
  started_at: z.string(),
  ended_at: z.string(),
  description: z.string(),
  declared_at: z.string(),
});

export const outageAnnouncementSchema = z.object({
  id: z.number(),
  number: z.string().nullable(),
  title: z.string(),
  submission_deadline: z.string(),
});

export const adminOutageSchema = outageSchema.extend({ announcements: z.array(outageAnnouncementSchema) });
export const adminOutagesSchema = z.object({ outages: z.array(adminOutageSchema) });
export const declaredOutageSchema = z.object({ outage: adminOutageSchema });

/** GET /api/status: each day's measured minutes and the healthy ones, and the declared failures. */
export const statusSchema = z.object({
  days: z.array(z.object({ date: z.string(), measured: z.number(), ok: z.number() })),
  last_sample_at: z.string().nullable(),
  outages: z.array(outageSchema),
  /** Runs of at least GAP_MINUTES minutes without a healthy sample between two healthy ones, the latest first. */
  gaps: z.array(z.object({ started_at: z.string(), ended_at: z.string(), minutes: z.number() })),
});
export type StatusView = z.infer<typeof statusSchema>;
