import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { sayMessage } from './validation-texts.ts';

type Props = {
  /** What the control's `aria-describedby` points at. */
  id?: string;
  /** Nothing is shown without one. */
  message: ReactNode;
  className?: string;
  /**
   * The error of a group or a list rather than of one control: it takes the focus when it is the form's
   * first error (`data-error-anchor`, components/form/focus-invalid.ts).
   */
  anchor?: boolean;
};

/**
 * A field's or a group's error, said as 'Błąd: …' by screen readers; a check's message in the page's
 * language (validation-texts.ts).
 */
export function ErrorMessage({ id, message, className, anchor = false }: Props) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <p
      id={id}
      className={className ? `field__error ${className}` : 'field__error'}
      tabIndex={anchor ? -1 : undefined}
      data-error-anchor={anchor ? '' : undefined}
    >
      <span className="visually-hidden">{i18n._({ id: 'check.error-prefix', message: 'Błąd: ' })}</span>
      {typeof message === 'string' ? sayMessage(i18n, message) : message}
    </p>
  );
}
