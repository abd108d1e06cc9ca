import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

export type SelectOption = { value: string; label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** The empty first option ('Wybierz...'); none when omitted. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select (keyboard and screen readers work as the platform makes them). */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  ref,
  ...select
}: Props) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          ref={ref}
          className="input input--select"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
