import type { ReactNode } from 'react';
import './switch.css';

type Props = {
  /** The visible label (it names the switch). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The state written beside the switch: [on, off] ('Tak' / 'Nie', 'włączone' / 'wyłączone'). */
  stateText: readonly [string, string];
  id?: string;
  /** Ids of texts that describe the switch (a hint, an error, a warning). */
  describedBy?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** While its call runs: changes are ignored and assistive technology is told it is busy. */
  busy?: boolean;
};

/**
 * An on/off switch: a native checkbox with role="switch" inside its visible label, drawn as a track
 * with a knob; the state is also written beside it.
 */
export function Switch({
  label,
  checked,
  onChange,
  stateText,
  id,
  describedBy,
  disabled,
  invalid,
  busy = false,
}: Props) {
  return (
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
        aria-invalid={invalid || undefined}
        aria-busy={busy || undefined}
        onChange={(event) => {
          if (!busy) onChange(event.target.checked);
        }}
      />
      <span className="switch__track" aria-hidden="true" />
      <span className="switch__label">{label}</span>
      <span className="switch__state" aria-hidden="true">
        {checked ? stateText[0] : stateText[1]}
      </span>
    </label>
  );
}
