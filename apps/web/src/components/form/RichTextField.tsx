import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { RichTextEditor, type RichTextEditorProps } from '../rich-text/RichTextEditor.tsx';

type Props<T extends FieldValues> = Omit<RichTextEditorProps, 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** The rich-text editor as a field of a react-hook-form form: its value, its changes and its error. */
export function RichTextField<T extends FieldValues>({ control, name, ...editor }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RichTextEditor
      {...editor}
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
