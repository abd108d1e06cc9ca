import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TextField } from './TextField.tsx';

/**
 * A one-line text field of a react-hook-form form with its character count in the hint (read with the
 * field, not announced on typing), as CountedTextArea does for longer texts.
 */
export function CountedTextField<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  max: number;
  required?: boolean;
}) {
  const { i18n } = useLingui();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const value = String(field.value ?? '');
  return (
    <TextField
      {...field}
      value={value}
      label={props.label}
      required={props.required}
      maxLength={props.max}
      hint={i18n._({
        id: 'form.char-count',
        message: 'Liczba znaków: {count} z {max}.',
        values: { count: value.length, max: props.max },
      })}
      error={fieldState.error?.message}
    />
  );
}
