import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { offerStatuses } from '@bk/contracts/offers/offers';
import type { FormEvent } from 'react';
import { FilterForm } from '../../components/filters/FilterForm.tsx';
import { useFilterValues } from '../../components/filters/use-filter-values.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';

/** The filter form's values as the address keeps them (statuses lower-case, 'all' for any). */
export type MyOfferFilterValues = {
  tytul: string;
  numer: string;
  statusOgloszenia: string;
  statusOferty: string;
};

export const emptyMyOfferFilters: MyOfferFilterValues = {
  tytul: '',
  numer: '',
  statusOgloszenia: 'all',
  statusOferty: 'all',
};

/** The announcement statuses the list can be filtered by (myOffersQuerySchema). */
const filterableStatuses = ['PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED'];

export const announcementStatusOptions = [
  { value: 'all', label: 'Wszystkie' },
  ...announcementStatuses
    .filter((s) => filterableStatuses.includes(s.name))
    .map((s) => ({ value: s.name.toLowerCase(), label: s.label })),
];

export const offerStatusOptions = [
  { value: 'all', label: 'Wszystkie' },
  ...offerStatuses.map((s) => ({ value: s.name.toLowerCase(), label: s.label })),
];

type Props = { initial: MyOfferFilterValues; onSearch(values: MyOfferFilterValues): void };

/** Filters of 'Moje oferty' (spec 2 sections 2.5 and 5): title, number, both statuses. */
export function MyOfferFilters({ initial, onSearch }: Props) {
  const { values, setValues, field } = useFilterValues(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...values, tytul: values.tytul.trim(), numer: values.numer.trim() });
  };
  const clear = () => {
    setValues(emptyMyOfferFilters);
    onSearch(emptyMyOfferFilters);
  };
  return (
    <FilterForm label="Filtrowanie ofert" onSubmit={submit} onClear={clear}>
      <div className="filters__fields">
        <TextField label="Tytuł ogłoszenia" maxLength={1000} {...field('tytul')} />
        <TextField label="Numer ogłoszenia" maxLength={50} {...field('numer')} />
        <SelectField
          label="Status ogłoszenia"
          options={announcementStatusOptions}
          {...field('statusOgloszenia')}
        />
        <SelectField label="Status oferty" options={offerStatusOptions} {...field('statusOferty')} />
      </div>
    </FilterForm>
  );
}
