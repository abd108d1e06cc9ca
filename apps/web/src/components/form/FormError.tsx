import { useLingui } from '@lingui/react';
import { sayMessage } from './validation-texts.ts';
/**
 * A form's message that is not about one field (shown above the fields, announced at once). With
 * `takesFocus` it is where focusFirstInvalid goes when no field is in error.
 */
export function FormError({ message, takesFocus = false }: { message: string | null; takesFocus?: boolean }) {
  const { i18n } = useLingui();
  return message ? (
    <p
      className="notice notice--error"
      role="alert"
      tabIndex={takesFocus ? -1 : undefined}
      data-error-anchor={takesFocus ? '' : undefined}
    >
      {sayMessage(i18n, message)}
    </p>
  ) : null;
}
