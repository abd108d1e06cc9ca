/**
 * Moves focus to the first field marked invalid once the errors have rendered. The page order is the
 * reading order, so this also reaches controls that react-hook-form cannot focus itself (selects of the
 * level picker, the locality combobox) and fields that got the server's errors.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
