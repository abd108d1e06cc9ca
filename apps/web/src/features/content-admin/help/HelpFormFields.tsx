import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ErrorMessage } from '../../../components/form/ErrorMessage.tsx';
import { Field } from '../../../components/form/Field.tsx';
import type { HelpEntry } from '../../../lib/site-content.ts';
import type { HelpDictionaries } from './help-api.ts';
import { screenOptions, TYPE_LABELS, treeOrder, UNPINNED } from './help-model.ts';

/** The help form's own fields: the type radios, the screen select and the related helps. */

/** 'Rodzaj pomocy': 'Ogólna' or 'Na ekranie aplikacji' (only on the new form). */
export function TypeField({
  register,
  error,
}: {
  register: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className={error ? 'group field--error' : 'group'}>
      <legend>
        Rodzaj pomocy<span aria-hidden="true"> *</span>
      </legend>
      <ErrorMessage id={errorId} message={error} />
      <div className="radio-row">
        {(['general', 'screen'] as const).map((value) => (
          <label key={value} className="radio">
            <input
              type="radio"
              value={value}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...register}
            />
            {TYPE_LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * 'Ekran': the screens, those holding another help disabled. A new help must be pinned; a changed
 * one may be left unpinned ('Nieprzypięta do ekranu'), which it needs before it can be removed.
 */
export function ScreenField({
  register,
  screens,
  selfId,
  isNew,
  error,
}: {
  register: UseFormRegisterReturn;
  screens: HelpDictionaries['screens'];
  selfId: number | null;
  isNew: boolean;
  error: string | undefined;
}) {
  return (
    <Field
      label="Ekran"
      required={isNew}
      hint="Ekrany, które mają już przypiętą inną pomoc, są niedostępne."
      error={error}
    >
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          className="input input--select"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={isNew || undefined}
          {...register}
        >
          <option value="">{isNew ? 'Wybierz ekran' : UNPINNED}</option>
          {screenOptions(screens, selfId).map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** 'Powiązana pomoc': a checkbox for each other help (general ones in the order of the tree, then screen ones). */
export function RelatedHelpField({
  helps,
  selfId,
  value,
  onChange,
  error,
}: {
  helps: HelpEntry[];
  selfId: number | null;
  value: number[];
  onChange: (value: number[]) => void;
  error: string | undefined;
}) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const others = helps.filter((h) => h.id !== selfId);
  const ordered = [
    ...treeOrder(others.filter((h) => h.typ === 'general')).map(({ entry }) => entry),
    ...others.filter((h) => h.typ !== 'general'),
  ];
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={error ? 'group field--error' : 'group'} aria-describedby={describedBy}>
      <legend>Powiązana pomoc</legend>
      <p id={hintId} className="field__hint">
        {ordered.length === 0
          ? 'Nie ma jeszcze innych pomocy do powiązania.'
          : `Zaznacz pomoce pokazywane jako powiązane. Zaznaczono: ${value.length}.`}
      </p>
      <ErrorMessage id={errorId} message={error} />
      {ordered.length > 0 ? (
        <ul className="help-related">
          {ordered.map((h) => (
            <li key={h.id}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={value.includes(h.id)}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...value, h.id] : value.filter((v) => v !== h.id))
                  }
                />
                {h.naglowek}
                {h.typ === 'screen' ? (
                  <span className="help-related__type"> (na ekranie aplikacji)</span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
