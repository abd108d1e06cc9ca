import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field } from './Field.tsx';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled multi-line text input. */
export function TextAreaField({ label, hint, error, id, required, ref, className, ...input }: Props) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <textarea
          id={inputId}
          ref={ref}
          className="input input--area"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </Field>
  );
}
