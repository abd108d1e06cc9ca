import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { TextAreaField } from './TextAreaField.tsx';

type Props = {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  max: number;
  error?: string;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
  rows?: number;
  onFocus?(): void;
};

/** A text area with its character count in the hint (read with the field, not announced on typing). */
export function CountedTextArea({
  label,
  value,
  onChange,
  max,
  error,
  hint,
  required,
  readOnly,
  rows = 4,
  onFocus,
}: Props) {
  const { i18n } = useLingui();
  const count = i18n._({
    id: 'form.char-count',
    message: 'Liczba znaków: {count} z {max}.',
    values: { count: value.length, max },
  });
  return (
    <TextAreaField
      label={label}
      hint={`${hint ? `${hint} ` : ''}${count}`}
      error={error}
      required={required}
      readOnly={readOnly}
      rows={rows}
      maxLength={max}
      value={value}
      onFocus={onFocus}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

type FormProps<T extends FieldValues> = Omit<Props, 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** CountedTextArea bound to a react-hook-form field (its value, changes and error). */
export function FormCountedTextArea<T extends FieldValues>({ control, name, ...rest }: FormProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <CountedTextArea
      {...rest}
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
