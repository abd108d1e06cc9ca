import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { type FormEvent, useState } from 'react';
import { CheckboxList } from '../../components/filters/CheckboxList.tsx';
import { FilterForm } from '../../components/filters/FilterForm.tsx';
import { useFilterValues } from '../../components/filters/use-filter-values.ts';
import { TextField } from '../../components/form/TextField.tsx';

export type AnnouncementFilterValues = {
  tytul: string;
  numer: string;
  identyfikator: string;
  status: string[];
  publikacjaOd: string;
  publikacjaDo: string;
  terminOd: string;
  terminDo: string;
};

export const emptyFilters: AnnouncementFilterValues = {
  tytul: '',
  numer: '',
  identyfikator: '',
  status: [],
  publikacjaOd: '',
  publikacjaDo: '',
  terminOd: '',
  terminDo: '',
};

const statusOptions = announcementStatuses.map((s) => ({ value: s.name, label: s.label }));

const RANGE_ERROR = 'Data „do” nie może być wcześniejsza niż data „od”.';

type Props = { initial: AnnouncementFilterValues; onSearch: (values: AnnouncementFilterValues) => void };

/** Filters of 'Moje ogłoszenia' (spec 1 section 2): title, number, advertiser id, statuses, date ranges. */
export function AnnouncementFilters({ initial, onSearch }: Props) {
  const { values, setValues, set, field } = useFilterValues(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof AnnouncementFilterValues, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (values.publikacjaOd && values.publikacjaDo && values.publikacjaDo < values.publikacjaOd)
      next.publikacjaDo = RANGE_ERROR;
    if (values.terminOd && values.terminDo && values.terminDo < values.terminOd) next.terminDo = RANGE_ERROR;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    onSearch({ ...values, tytul: values.tytul.trim(), numer: values.numer.trim() });
  };
  const clear = () => {
    setValues(emptyFilters);
    setErrors({});
    onSearch(emptyFilters);
  };

  return (
    <FilterForm label="Filtrowanie ogłoszeń" onSubmit={submit} onClear={clear}>
      <div className="filters__fields">
        <TextField label="Tytuł" maxLength={L.listTitleFilter} {...field('tytul')} />
        <TextField label="Numer ogłoszenia" maxLength={L.listNumberFilter} {...field('numer')} />
        <TextField
          label="Numer identyfikacyjny ogłoszeniodawcy"
          hint="Tylko litery i cyfry"
          maxLength={L.listAdvertiserIdFilter}
          {...field('identyfikator', (raw) => raw.replace(/[^\p{L}\d]/gu, ''))}
        />
      </div>
      <fieldset className="group filters__statuses">
        <legend>Status ogłoszenia</legend>
        <CheckboxList options={statusOptions} value={values.status} onChange={(status) => set({ status })} />
      </fieldset>
      <div className="filters__fields">
        <TextField label="Data publikacji od" type="date" {...field('publikacjaOd')} />
        <TextField
          label="Data publikacji do"
          type="date"
          error={errors.publikacjaDo}
          {...field('publikacjaDo')}
        />
        <TextField label="Termin składania ofert od" type="date" {...field('terminOd')} />
        <TextField
          label="Termin składania ofert do"
          type="date"
          error={errors.terminDo}
          {...field('terminDo')}
        />
      </div>
    </FilterForm>
  );
}
