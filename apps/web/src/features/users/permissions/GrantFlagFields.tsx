import type { PermissionGroup } from '@bk/contracts/auth/permission-flags';
import { groupLabels } from '@bk/contracts/users/permissions-admin';
import { useEffect, useId, useRef } from 'react';
import { ErrorMessage } from '../../../components/form/ErrorMessage.tsx';
import {
  type FlagSelection,
  type FullState,
  flagsOfGroup,
  fullState,
  setFull,
  toggleFlag,
} from './grant-state.ts';
import { flagLabel } from './permission-labels.ts';

// The grant form's flags: a checkbox per flag, 'Pełne uprawnienia' per group and 'Wszystkie
// uprawnienia' for all; flags the granter may not give are disabled.

/** A 'Pełne uprawnienia' / 'Wszystkie uprawnienia' checkbox: mixed when some of its flags are chosen. */
function FullToggle({
  label,
  context,
  state,
  onChange,
}: {
  label: string;
  /** Said after the label to assistive technology (the group's name). */
  context?: string;
  state: FullState;
  onChange: (on: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <label className="checkbox permissions-grant__full">
      <input
        ref={ref}
        type="checkbox"
        checked={state === 'on'}
        disabled={state === 'unavailable'}
        onChange={() => onChange(state !== 'on')}
      />
      {label}
      {context ? <span className="visually-hidden">: {context}</span> : null}
    </label>
  );
}

/** The flags of `groups`, with the full toggles, the hint on disabled flags and the error. */
export function FlagFields({
  groups,
  selection,
  grantable,
  anyDisabled,
  error,
  onChange,
}: {
  groups: readonly PermissionGroup[];
  selection: FlagSelection;
  grantable: FlagSelection;
  anyDisabled: boolean;
  error: string | undefined;
  onChange: (next: FlagSelection) => void;
}) {
  const id = useId();
  const hintId = anyDisabled ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={error ? 'group permissions-grant__flags field--error' : 'group permissions-grant__flags'}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend>Uprawnienia</legend>
      {anyDisabled ? (
        <p id={hintId} className="field__hint form-note">
          Uprawnień, których sam nie masz, nie możesz nadać ani odebrać.
        </p>
      ) : null}
      <ErrorMessage id={errorId} className="permissions-grant__error" anchor message={error} />
      <FullToggle
        label="Wszystkie uprawnienia"
        state={fullState(selection, grantable, groups)}
        onChange={(on) => onChange(setFull(selection, grantable, groups, on))}
      />
      <div className="permissions-grant__groups">
        {groups.map((group) => (
          <fieldset key={group} className="group permissions-grant__group">
            <legend>{groupLabels[group]}</legend>
            <FullToggle
              label="Pełne uprawnienia"
              context={groupLabels[group]}
              state={fullState(selection, grantable, [group])}
              onChange={(on) => onChange(setFull(selection, grantable, [group], on))}
            />
            {flagsOfGroup(group).map((flag) => {
              const allowed = grantable[group]?.includes(flag) ?? false;
              return (
                <label key={flag} className="checkbox permissions-grant__flag">
                  <input
                    type="checkbox"
                    checked={selection[group]?.includes(flag) ?? false}
                    disabled={!allowed}
                    onChange={(e) => onChange(toggleFlag(selection, group, flag, e.target.checked))}
                  />
                  {flagLabel(group, flag)}
                </label>
              );
            })}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
