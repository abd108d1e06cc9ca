import { z } from 'zod';
import { submissionDeadlineSchema } from './publish.ts';

/**
 * The deadline-extension action of an announcement (issue 50, decision 0053): its author moves the
 * deadline later in one step, and the portal publishes a new version that repeats the current one with
 * the new deadline and the reason given. A closed announcement may be reopened so only when its deadline
 * fell within a declared failure of the portal or in the hour after it, and no offer was read yet.
 */
export const EXTENSION_REASON_MAX = 1000;

export const extensionMessages = {
  reasonRequired: 'Podaj powód przedłużenia terminu.',
  reasonTooLong: `Powód może mieć najwyżej ${EXTENSION_REASON_MAX} znaków.`,
  notLater: 'Nowy termin składania ofert musi być późniejszy niż obecny.',
  closedWithoutOutage:
    'Termin składania ofert już minął. Można go przedłużyć tylko wtedy, gdy przypadł w czasie zgłoszonej awarii portalu lub w godzinie po niej.',
  offersRead:
    'Termin składania ofert nie może zostać przedłużony: oferty zostały już otwarte. Jeśli awaria uniemożliwiła złożenie ofert, postępowanie należy powtórzyć.',
  done: 'Termin składania ofert został przedłużony. Opublikowano nową wersję ogłoszenia.',
  failed: 'Nie udało się przedłużyć terminu składania ofert.',
} as const;

/** POST /api/announcements/{id}/deadline-extension. */
export const deadlineExtensionSchema = z.strictObject({
  submission_deadline: submissionDeadlineSchema,
  reason: z
    .string(extensionMessages.reasonRequired)
    .trim()
    .min(1, extensionMessages.reasonRequired)
    .max(EXTENSION_REASON_MAX, extensionMessages.reasonTooLong),
});
export type DeadlineExtensionInput = z.output<typeof deadlineExtensionSchema>;

export const deadlineExtendedSchema = z.object({
  id: z.number(),
  status: z.string(),
  version_id: z.number(),
  version_no: z.number(),
  submission_deadline: z.string(),
});
