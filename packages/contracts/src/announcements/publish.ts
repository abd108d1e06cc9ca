import { z } from 'zod';
import { calendarDateSchema, isCalendarDate } from '../common/dates.ts';
import { MAX_ID } from '../common/input.ts';
import { messages } from '../common/messages.ts';
import { countOf, nouns } from '../common/plural.ts';
import { addDays, warsawDate, warsawInstant } from '../common/warsaw-time.ts';
import { announcementMessages as M } from './limits.ts';

/** The deadline without an hour is the end of the day (spec 1 section 9). */
export const END_OF_DAY = '23:59:59';

/** A deadline as the dialogs send it: 'yyyy-MM-dd HH:00:00', or 'yyyy-MM-dd 23:59:59' without an hour. */
export const submissionDeadlineSchema = z
  .string(messages.required)
  .regex(/^\d{4}-\d{2}-\d{2} (([01]\d|2[0-3]):00:00|23:59:59)$/, messages.required)
  .refine(isCalendarDate, messages.required);

/** POST /api/announcements/{id}/publish (spec 1 section 3 'Publish payload'). */
export const publishSchema = z.object({
  id: z.number().int().positive().max(MAX_ID),
  /** null: publish now; otherwise a later date (published at its start, Warsaw time). */
  publication_date: calendarDateSchema.nullish().transform((v) => v ?? null),
  submission_deadline: submissionDeadlineSchema,
});
export type PublishInput = z.output<typeof publishSchema>;

export type PublishProblems = Record<string, string[]>;

/**
 * The dates of the publish dialog (spec 1 section 5): a later publication date is after today; the
 * deadline is after today and after the publication date; the earliest of both is tomorrow; the
 * planned contract signing is not before the deadline's month.
 */
export function publishDateProblems(
  input: { publication_date: string | null; submission_deadline: string },
  now: Date,
  plannedSigning: string | null,
): PublishProblems {
  const problems: PublishProblems = {};
  const today = warsawDate(now);
  const deadlineDate = input.submission_deadline.slice(0, 10);
  if (input.publication_date !== null && input.publication_date <= today) {
    problems.publication_date = [M.publicationDateFuture];
  }
  if (deadlineDate <= today) problems.submission_deadline = [M.deadlineAfterToday];
  else if (input.publication_date !== null && deadlineDate <= input.publication_date) {
    problems.submission_deadline = [M.deadlineAfterPublication];
  }
  if (plannedSigning !== null && plannedSigning < deadlineDate.slice(0, 7)) {
    problems.planned_contract_signing = [M.plannedSigningBeforeDeadline];
  }
  return problems;
}

/** The instants a publication stands for. */
export function publishInstants(
  input: { publication_date: string | null; submission_deadline: string },
  now: Date,
) {
  const [date = '', time = END_OF_DAY] = input.submission_deadline.split(' ');
  return {
    publicationAt: input.publication_date === null ? now : warsawInstant(input.publication_date),
    deadlineAt: warsawInstant(date, time),
  };
}

/** The earliest date the dialog offers for both dates. */
export function earliestPublishDate(now: Date): string {
  return addDays(warsawDate(now), 1);
}

/** The guideline minimum between publication and deadline: 7 days for supplies and services, 14 for works. */
export const MIN_DAYS_SUPPLIES_SERVICES = 7;
export const MIN_DAYS_WORKS = 14;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

function displayDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}

/**
 * Warnings of the publish dialog (they do not block): a deadline on a Saturday, Sunday or public
 * holiday, with the next working day proposed; a period shorter than the guideline minimum.
 */
export function publishWarnings(
  input: { publicationDate: string; deadlineDate: string; hasWorks: boolean },
  dayOff: (date: string) => string | null,
  nextWorkingDay: (date: string) => string,
): string[] {
  const warnings: string[] = [];
  const off = dayOff(input.deadlineDate);
  if (off) {
    warnings.push(
      `Termin składania ofert przypada na dzień wolny od pracy (${off}). Wybierz najbliższy dzień roboczy: ${displayDate(
        nextWorkingDay(input.deadlineDate),
      )}.`,
    );
  }
  const minimum = input.hasWorks ? MIN_DAYS_WORKS : MIN_DAYS_SUPPLIES_SERVICES;
  const period = daysBetween(input.publicationDate, input.deadlineDate);
  if (period < minimum) {
    warnings.push(
      `Między publikacją a terminem składania ofert jest ${countOf(period, nouns.days)}. Wytyczne zalecają co najmniej ${countOf(minimum, nouns.days)} ${
        input.hasWorks ? 'w zamówieniach na roboty budowlane' : 'w zamówieniach na dostawy i usługi'
      }.`,
    );
  }
  return warnings;
}
