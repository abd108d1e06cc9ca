import type { FormEvent } from 'react';
import { FilterForm } from '../../components/filters/FilterForm.tsx';
import { useFilterValues } from '../../components/filters/use-filter-values.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';

export type ProjectFilterValues = { typ: string; numer: string; nazwa: string };

const typeOptions = [
  { value: 'all', label: 'Wszystkie' },
  { value: 'project', label: 'Projekty' },
  { value: 'enrollment', label: 'Nabory' },
];

type Props = { initial: ProjectFilterValues; onSearch: (values: ProjectFilterValues) => void };

/** The list filters: kind, number and name (kept in the address by the page). */
export function ProjectFilters({ initial, onSearch }: Props) {
  const { values, setValues, field } = useFilterValues(initial);
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
    <FilterForm label="Wyszukiwanie projektów i naborów" onSubmit={submit} onClear={clear}>
      <div className="filters__fields">
        <SelectField label="Rodzaj" options={typeOptions} {...field('typ')} />
        <TextField label="Numer" maxLength={50} {...field('numer')} />
        <TextField label="Nazwa" maxLength={200} {...field('nazwa')} />
      </div>
    </FilterForm>
  );
}
