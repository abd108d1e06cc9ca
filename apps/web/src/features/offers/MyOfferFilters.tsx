import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { offerStatuses } from '@bk/contracts/offers/offers';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';

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
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<MyOfferFilterValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...values, tytul: values.tytul.trim(), numer: values.numer.trim() });
  };
  const clear = () => {
    setValues(emptyMyOfferFilters);
    onSearch(emptyMyOfferFilters);
  };
  return (
    <search className="filters" aria-label="Filtrowanie ofert">
      <form onSubmit={submit} noValidate>
        <div className="filters__fields">
          <TextField
            label="Tytuł ogłoszenia"
            maxLength={1000}
            value={values.tytul}
            onChange={(e) => set({ tytul: e.target.value })}
          />
          <TextField
            label="Numer ogłoszenia"
            maxLength={50}
            value={values.numer}
            onChange={(e) => set({ numer: e.target.value })}
          />
          <SelectField
            label="Status ogłoszenia"
            options={announcementStatusOptions}
            value={values.statusOgloszenia}
            onChange={(e) => set({ statusOgloszenia: e.target.value })}
          />
          <SelectField
            label="Status oferty"
            options={offerStatusOptions}
            value={values.statusOferty}
            onChange={(e) => set({ statusOferty: e.target.value })}
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
