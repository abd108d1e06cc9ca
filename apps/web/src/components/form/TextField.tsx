import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from './Field.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input; spread react-hook-form's `register(...)` into it. */
export function TextField({ label, hint, error, id, required, ref, className, ...input }: Props) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          ref={ref}
          className="input"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </Field>
  );
}
