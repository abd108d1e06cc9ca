import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { offerStatuses } from '@bk/contracts/offers/offers';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
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

/** The options' names in the page's language (the values stay; issue 51). */
const optionNames: Record<string, MessageDescriptor> = {
  all: /*i18n*/ { id: 'my-offers.filter.all', message: 'Wszystkie' },
  published: /*i18n*/ { id: 'my-offers.status.published', message: 'Opublikowane' },
  closed: /*i18n*/ { id: 'my-offers.status.closed', message: 'Zamknięte' },
  cancelled: /*i18n*/ { id: 'my-offers.status.cancelled', message: 'Anulowane' },
  resolved: /*i18n*/ { id: 'my-offers.status.resolved', message: 'Rozstrzygnięte' },
  draft: /*i18n*/ { id: 'my-offers.offer.draft', message: 'Robocza' },
  submitted: /*i18n*/ { id: 'my-offers.offer.submitted', message: 'Złożona' },
  withdrawn: /*i18n*/ { id: 'my-offers.offer.withdrawn', message: 'Wycofana' },
};
const named = (i18n: I18n, options: { value: string; label: string }[]) =>
  options.map((o) => {
    const name = optionNames[o.value];
    return { value: o.value, label: name && i18n.locale !== 'pl' ? i18n._(name) : o.label };
  });

type Props = { initial: MyOfferFilterValues; onSearch(values: MyOfferFilterValues): void };

/** Filters of 'Moje oferty' (spec 2 sections 2.5 and 5): title, number, both statuses. */
export function MyOfferFilters({ initial, onSearch }: Props) {
  const { i18n } = useLingui();
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
    <FilterForm
      label={i18n._({ id: 'my-offers.filters', message: 'Filtrowanie ofert' })}
      onSubmit={submit}
      onClear={clear}
    >
      <div className="filters__fields">
        <TextField
          label={i18n._({ id: 'my-offers.filter.title', message: 'Tytuł ogłoszenia' })}
          maxLength={1000}
          {...field('tytul')}
        />
        <TextField
          label={i18n._({ id: 'my-offers.filter.number', message: 'Numer ogłoszenia' })}
          maxLength={50}
          {...field('numer')}
        />
        <SelectField
          label={i18n._({ id: 'my-offers.filter.announcement-status', message: 'Status ogłoszenia' })}
          options={named(i18n, announcementStatusOptions)}
          {...field('statusOgloszenia')}
        />
        <SelectField
          label={i18n._({ id: 'my-offers.filter.offer-status', message: 'Status oferty' })}
          options={named(i18n, offerStatusOptions)}
          {...field('statusOferty')}
        />
      </div>
    </FilterForm>
  );
}
