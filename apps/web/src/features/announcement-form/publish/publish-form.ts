import {
  earliestPublishDate,
  publishDateProblems,
  publishWarnings,
} from '@bk/contracts/announcements/publish';
import { messages } from '@bk/contracts/common/messages';
import { dayOff, nextWorkingDay } from '@bk/contracts/common/polish-holidays';
import { warsawDate } from '@bk/contracts/common/warsaw-time';
import { deadlineInput, deadlineValue } from '../../../lib/deadline-input.ts';
import type { Category, PublishBody } from '../announcement-api.ts';
import type { FormState } from '../form-state.ts';

/** The publish dialog's values (spec 1 sections 2 and 5). `hour` is '' (no hour) or '00'..'23'. */
export type PublishValues = {
  when: 'now' | 'later';
  publicationDate: string;
  deadlineDate: string;
  hour: string;
};

export type PublishField = 'dataOpublikowania' | 'terminOfert' | 'planowanyTerminPodpisaniaUmowy';
export type PublishProblems = Partial<Record<PublishField, string>>;

/** The dialog's first values: publish now; a published announcement keeps its current deadline. */
export function initialPublishValues(currentDeadline: string | null): PublishValues {
  return { when: 'now', publicationDate: '', ...deadlineInput(currentDeadline) };
}

export function publishBody(id: number, values: PublishValues): PublishBody {
  return {
    id,
    dataOpublikowania: values.when === 'later' ? values.publicationDate : null,
    terminOfert: deadlineValue(values.deadlineDate, values.hour),
  };
}

/** The date rules the server checks again (publishDateProblems), with the dialog's required fields. */
export function publishProblems(
  values: PublishValues,
  now: Date,
  plannedSigning: string | null,
): PublishProblems {
  const problems: PublishProblems = {};
  if (values.when === 'later' && !values.publicationDate) problems.dataOpublikowania = messages.required;
  if (!values.deadlineDate) problems.terminOfert = messages.required;
  if (Object.keys(problems).length > 0) return problems;
  const found = publishDateProblems(
    {
      publication_date: values.when === 'later' ? values.publicationDate : null,
      submission_deadline: deadlineValue(values.deadlineDate, values.hour),
    },
    now,
    plannedSigning,
  );
  if (found.publication_date?.[0]) problems.dataOpublikowania = found.publication_date[0];
  if (found.submission_deadline?.[0]) problems.terminOfert = found.submission_deadline[0];
  if (found.planned_contract_signing?.[0]) {
    problems.planowanyTerminPodpisaniaUmowy = found.planned_contract_signing[0];
  }
  return problems;
}

/** Warnings that do not block: a deadline on a day off, a period shorter than the guideline minimum. */
export function dialogWarnings(values: PublishValues, now: Date, hasWorks: boolean): string[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.deadlineDate)) return [];
  const publicationDate =
    values.when === 'later' && /^\d{4}-\d{2}-\d{2}$/.test(values.publicationDate)
      ? values.publicationDate
      : warsawDate(now);
  return publishWarnings(
    { publicationDate, deadlineDate: values.deadlineDate, hasWorks },
    dayOff,
    nextWorkingDay,
  );
}

export function minimumDate(now: Date): string {
  return earliestPublishDate(now);
}

/** Construction works (category ROBOTY_BUDOWLANE) have the longer guideline minimum. */
export function hasWorks(form: FormState, categories: Category[]): boolean {
  const works = new Set(categories.filter((c) => c.kod === 'ROBOTY_BUDOWLANE').map((c) => c.id));
  return form.zamowienia.some((part) =>
    part.przedmiotyZamowienia.some((item) => item.kategoria !== null && works.has(item.kategoria)),
  );
}
