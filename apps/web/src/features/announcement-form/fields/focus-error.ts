let programmatic = false;

/**
 * Moves focus to the first field marked invalid, or the first list error, once the step has rendered
 * (the page order is the reading order). Fields that clear their error on focus ask
 * `isProgrammaticFocus()` first, so this focus does not clear the very error it points at.
 */
export function focusFirstError(root: HTMLElement | null): boolean {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-anchor]');
  if (!target) return false;
  programmatic = true;
  try {
    target.focus();
  } finally {
    programmatic = false;
  }
  return true;
}

export function isProgrammaticFocus(): boolean {
  return programmatic;
}
