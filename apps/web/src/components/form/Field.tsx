import { type ReactNode, useId } from 'react';
import { ErrorMessage } from './ErrorMessage.tsx';

export type FieldIds = { inputId: string; describedBy: string | undefined; invalid: boolean };

type Props = {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: FieldIds) => ReactNode;
};

/**
 * One form field: label, hint, error and control wired together (label `for`, `aria-describedby`,
 * `aria-invalid`), the error above the control as GOV.UK does it.
 */
export function Field({ label, hint, error, required, id, className, children }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--error' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <ErrorMessage id={errorId} message={error} />
      {children({ inputId, describedBy, invalid: Boolean(error) })}
    </div>
  );
}
