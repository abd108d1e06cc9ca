/**
 * Moves focus to the first field marked invalid once the errors have rendered. The page order is the
 * reading order, so this also reaches controls that react-hook-form cannot focus itself (selects of the
 * level picker, the locality combobox) and fields that got the server's errors. Errors set after an
 * await render a little later: it looks again on the next frames, for about half a second.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, framesLeft = 30): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else if (framesLeft > 0 && form?.isConnected) focusFirstInvalid(form, framesLeft - 1);
  });
}
