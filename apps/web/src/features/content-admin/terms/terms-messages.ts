import { warsawDate } from '@bk/contracts/common/warsaw-time';
import { contentMessages } from '@bk/contracts/content/content';
import { type ApiError, errorText, isApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { is404, saveFailureText } from '../content-admin-errors.ts';

/** The terms administration's texts (spec 3 sections 2.5, 4 and 8). */
export const termsTexts = {
  overview: 'Regulaminy',
  current: 'Aktualny regulamin',
  pending: 'Regulamin do opublikowania',
  add: 'Dodaj regulamin',
  editPending: 'Edytuj regulamin do opublikowania',
  fromCurrent: 'Utwórz nową wersję z aktualnego',
  newVersion: 'Nowa wersja regulaminu',
  missing: contentMessages.termsMissing,
  removed: 'Usunięto regulamin do opublikowania.',
  removeTitle: 'Usuń regulamin do opublikowania',
  removeQuestion: 'Czy na pewno chcesz usunąć wersję regulaminu do opublikowania?',
  dateHint: 'Wersja z datą dzisiejszą lub wcześniejszą zostanie opublikowana od razu.',
  overwrites:
    'Istnieje już regulamin do opublikowania: zapisanie tej wersji zastąpi go treścią i datą z tego formularza.',
} as const;

/** 'Ten regulamin zostanie opublikowany dnia dd.mm.rrrr.' */
export const willBePublished = (date: string) =>
  `Ten regulamin zostanie opublikowany dnia ${formatDate(date)}.`;

/** What the overview says after a save: published at once, or on its date. */
export const savedText = (answer: { dataOpublikowania: string; current: boolean }) =>
  `Zapisano. ${answer.current ? 'Regulamin został opublikowany.' : willBePublished(answer.dataOpublikowania)}`;

/** Whether a publication instant is still to come. */
export const isFuture = (instant: string, now: Date = new Date()) =>
  new Date(instant).getTime() > now.getTime();

/** A publication instant as the date input holds it: the Polish calendar day, 'yyyy-MM-dd'. */
export function dateInputValue(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : warsawDate(date);
}

const unexpected = (error: unknown): error is ApiError => isApiError(error) && error.kind === 'status';

/** 'Nie udało się pobrać regulaminu. {reason}' or the unexpected-code form. */
export function termsLoadFailure(error: unknown): string {
  if (unexpected(error))
    return `Podczas pobierania regulaminu wystąpił nieoczekiwany błąd o kodzie ${error.status}.`;
  return `Nie udało się pobrać regulaminu. ${errorText(error)}`;
}

/** A failed save that is not about a field (spec 3 section 8 'Content'). */
export function termsSaveFailure(error: unknown): string {
  return saveFailureText(error, {
    forbidden: contentMessages.termsForbidden,
    failed: 'Nie udało się zapisać regulaminu.',
    code: (status) => `Podczas zapisu regulaminu wystąpił nieoczekiwany błąd o kodzie ${status}.`,
  });
}

/** A failed removal of the version for publication (a 404 shows the not-found view instead). */
export function termsRemoveFailure(error: unknown): string {
  if (isApiError(error) && error.status === 403) return contentMessages.termsRemoveForbidden;
  const failed = 'Nie udało się usunąć wersji regulaminu.';
  return unexpected(error) ? failed : `${failed} ${errorText(error)}`;
}

export const isNotFound = is404;
