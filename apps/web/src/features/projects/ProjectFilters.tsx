import { type FormEvent, useState } from 'react';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';

export type ProjectFilterValues = { typ: string; numer: string; nazwa: string };

const typeOptions = [
  { value: 'all', label: 'Wszystkie' },
  { value: 'project', label: 'Projekty' },
  { value: 'enrollment', label: 'Nabory' },
];

type Props = { initial: ProjectFilterValues; onSearch: (values: ProjectFilterValues) => void };

/** The list filters: kind, number and name (kept in the address by the page). */
export function ProjectFilters({ initial, onSearch }: Props) {
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<ProjectFilterValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ typ: values.typ, numer: values.numer.trim(), nazwa: values.nazwa.trim() });
  };
  const clear = () => {
    const empty = { typ: 'all', numer: '', nazwa: '' };
    setValues(empty);
    onSearch(empty);
  };
  return (
    <search className="filters" aria-label="Wyszukiwanie projektów i naborów">
      <form onSubmit={submit}>
        <div className="filters__fields">
          <SelectField
            label="Rodzaj"
            options={typeOptions}
            value={values.typ}
            onChange={(event) => set({ typ: event.target.value })}
          />
          <TextField
            label="Numer"
            maxLength={50}
            value={values.numer}
            onChange={(event) => set({ numer: event.target.value })}
          />
          <TextField
            label="Nazwa"
            maxLength={200}
            value={values.nazwa}
            onChange={(event) => set({ nazwa: event.target.value })}
          />
        </div>
        <div className="filters__actions">
          <Button type="submit">Szukaj</Button>
          <Button variant="secondary" onClick={clear}>
            Wyczyść filtry
          </Button>
        </div>
      </form>
    </search>
  );
}
