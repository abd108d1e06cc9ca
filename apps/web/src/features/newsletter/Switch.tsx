import type { ReactNode } from 'react';

type Props = {
  /** The visible label (it names the switch). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Ids of texts that describe the switch (a warning, a hint). */
  describedBy?: string;
  /** While its call runs: changes are ignored and assistive technology is told it is busy. */
  busy?: boolean;
};

/**
 * An on/off switch: a native checkbox with role="switch" inside its visible label, drawn as a track
 * with a knob; the state is also written beside it ('włączone' / 'wyłączone').
 */
export function Switch({ label, checked, onChange, describedBy, busy = false }: Props) {
  return (
    <label className="newsletter-switch">
      <input
        type="checkbox"
        role="switch"
        className="newsletter-switch__input"
        checked={checked}
        aria-checked={checked}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        onChange={(event) => {
          if (!busy) onChange(event.target.checked);
        }}
      />
      <span className="newsletter-switch__track" aria-hidden="true" />
      <span className="newsletter-switch__label">{label}</span>
      <span className="newsletter-switch__state" aria-hidden="true">
        {checked ? 'włączone' : 'wyłączone'}
      </span>
    </label>
  );
}
