import { MAX_ID } from '@bk/contracts/common/input';
import { contentMessages } from '@bk/contracts/content/content';
import { richContentIsEmpty } from '@bk/contracts/content/rich-content';
import type { RichValue } from '../../../components/rich-text/RichTextEditor.tsx';
import { wireBlocksForCount } from '../../../components/rich-text/rich-value.ts';
import { errorText, isApiError } from '../../../lib/api-error.ts';
import { is404, saveFailureText } from '../content-admin-errors.ts';

/** The general contents administration's texts (spec 3 sections 2.5 and 8). */
export const generalTexts = {
  title: 'Treści ogólne',
  edit: 'Edytuj treść ogólną',
  intro: 'Ramki na stronie głównej są wyświetlane tylko wtedy, gdy mają treść.',
  headingHint: 'Nagłówek ramki. Pole nieobowiązkowe.',
  filled: 'Uzupełniona',
  empty: 'Brak treści',
  noHeading: 'Brak nagłówka',
} as const;

/** The placements' Polish names ('homepage_box1' -> 'Strona główna: ramka 1'). */
const placementNames: Record<string, string> = {
  homepage_box1: 'Strona główna: ramka 1',
  homepage_box2: 'Strona główna: ramka 2',
  homepage_box3: 'Strona główna: ramka 3',
};

export const placementName = (placement: string) => placementNames[placement] ?? placement;

/** Whether a content holds anything (text, a picture or a video). */
export const hasContent = (content: RichValue) =>
  !richContentIsEmpty({ blocks: wireBlocksForCount(content) });

/** 'Nie udało się pobrać treści ogólnych.' (or '... treści ogólnej.') with the reason, or the code form. */
export function generalLoadFailure(error: unknown, one: boolean): string {
  if (isApiError(error) && error.kind === 'status')
    return `Podczas pobierania treści ogólnych wystąpił nieoczekiwany błąd o kodzie ${error.status}.`;
  return `Nie udało się pobrać ${one ? 'treści ogólnej' : 'treści ogólnych'}. ${errorText(error)}`;
}

/** A failed save that is neither about a field nor a 404 (spec 3 section 8 'Content'). */
export function generalSaveFailure(error: unknown): string {
  return saveFailureText(error, {
    forbidden: contentMessages.generalForbidden,
    failed: 'Nie udało się zapisać treści ogólnej.',
    code: (status) => `Podczas zapisu treści ogólnych wystąpił nieoczekiwany błąd o kodzie ${status}.`,
  });
}

export const isNotFound = is404;

/** The address's id ('3'), or null when it is not one (the not-found view). */
export function idOfParam(value: string | undefined): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID ? Number(value) : null;
}
