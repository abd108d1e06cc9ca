import { type ChangeEvent, useState } from 'react';

type Values = Record<string, unknown>;

/** What a text field or a select of a filter form takes: its value and the change that sets it. */
export type FieldBinding = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

/**
 * Binds the fields of a filter form to its values: `<TextField label="Tytuł" {...field('tytul')} />`.
 * `clean` rewrites what was typed (digits only and the like).
 */
export function bindField<T extends Values>(values: T, set: (patch: Partial<T>) => void) {
  return <K extends keyof T & string>(name: K, clean?: (raw: string) => string): FieldBinding => ({
    value: String(values[name] ?? ''),
    onChange: (event) => {
      const raw = event.target.value;
      set({ [name]: clean ? clean(raw) : raw } as Partial<T>);
    },
  });
}

/** A filter form's values until 'Szukaj': the values, a patch setter and the field binder. */
export function useFilterValues<T extends Values>(initial: T) {
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<T>) => setValues((v) => ({ ...v, ...patch }));
  return { values, setValues, set, field: bindField(values, set) };
}
