let programmatic = false;

/** What takes the focus: a field marked invalid, or a message marked as the place to go to. */
const PROBLEM = '[aria-invalid="true"], [data-error-anchor]';

/**
 * The one 'focus the first error' of the portal's forms: moves focus to the first field marked invalid,
 * or the first message marked `data-error-anchor` (an error of a group or a list, the form's message),
 * once the errors have rendered. The page order is the reading order, so this also reaches controls
 * that react-hook-form cannot focus itself (selects of the level picker, the locality combobox) and
 * fields that got the server's errors. Errors set after an await render a little later: it looks again
 * on the next frames, for about half a second. Fields that clear their error on focus ask
 * `isProgrammaticFocus()` first, so this focus does not clear the very error it points at.
 */
export function focusFirstInvalid(root: HTMLElement | null, framesLeft = 30): void {
  requestAnimationFrame(() => {
    const target = root?.querySelector<HTMLElement>(PROBLEM);
    if (target) {
      programmatic = true;
      try {
        target.focus();
      } finally {
        programmatic = false;
      }
    } else if (framesLeft > 0 && root?.isConnected) focusFirstInvalid(root, framesLeft - 1);
  });
}

/** Whether the focus being given now comes from focusFirstInvalid (not from the user). */
export function isProgrammaticFocus(): boolean {
  return programmatic;
}
