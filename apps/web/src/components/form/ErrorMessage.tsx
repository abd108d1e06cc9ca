import type { ReactNode } from 'react';

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

/** A field's or a group's error, said as 'Błąd: …' by screen readers. */
export function ErrorMessage({ id, message, className, anchor = false }: Props) {
  if (!message) return null;
  return (
    <p
      id={id}
      className={className ? `field__error ${className}` : 'field__error'}
      tabIndex={anchor ? -1 : undefined}
      data-error-anchor={anchor ? '' : undefined}
    >
      <span className="visually-hidden">Błąd: </span>
      {message}
    </p>
  );
}
