import { type ReactNode, useId } from 'react';

type Props = {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
};

/** An on/off switch: a native checkbox with the switch role, its label, hint and error wired. */
export function SwitchField({ label, checked, onChange, hint, error, disabled }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', 'switch-field', error ? 'field--error' : ''].filter(Boolean).join(' ')}>
      {error ? (
        <p id={errorId} className="field__error">
          <span className="visually-hidden">Błąd: </span>
          {error}
        </p>
      ) : null}
      <label className="switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={checked}
          aria-checked={checked}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__label">{label}</span>
        <span className="switch__state" aria-hidden="true">
          {checked ? 'Tak' : 'Nie'}
        </span>
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
