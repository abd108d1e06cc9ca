import { type ReactNode, useId } from 'react';
import { ErrorMessage } from '../../../components/form/ErrorMessage.tsx';
import { Switch } from '../../../components/form/Switch.tsx';

type Props = {
  label: ReactNode;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
};

const stateText = ['Tak', 'Nie'] as const;

/** An on/off switch: a native checkbox with the switch role, its label, hint and error wired. */
export function SwitchField({ label, checked, onChange, hint, error, disabled }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', 'switch-field', error ? 'field--error' : ''].filter(Boolean).join(' ')}>
      <ErrorMessage id={errorId} message={error} />
      <Switch
        id={id}
        label={label}
        checked={checked}
        onChange={onChange}
        stateText={stateText}
        describedBy={describedBy}
        disabled={disabled}
        invalid={Boolean(error)}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
