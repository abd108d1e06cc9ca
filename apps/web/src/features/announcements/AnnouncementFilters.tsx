import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';

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

const RANGE_ERROR = 'Data „do” nie może być wcześniejsza niż data „od”.';

type Props = { initial: AnnouncementFilterValues; onSearch: (values: AnnouncementFilterValues) => void };

/** Filters of 'Moje ogłoszenia' (spec 1 section 2): title, number, advertiser id, statuses, date ranges. */
export function AnnouncementFilters({ initial, onSearch }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof AnnouncementFilterValues, string>>>({});
  const set = (patch: Partial<AnnouncementFilterValues>) => setValues((v) => ({ ...v, ...patch }));
  const toggleStatus = (name: string, on: boolean) =>
    set({ status: on ? [...values.status, name] : values.status.filter((s) => s !== name) });

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
    <search className="filters" aria-label="Filtrowanie ogłoszeń">
      <form onSubmit={submit} noValidate>
        <div className="filters__fields">
          <TextField
            label="Tytuł"
            maxLength={L.listTitleFilter}
            value={values.tytul}
            onChange={(e) => set({ tytul: e.target.value })}
          />
          <TextField
            label="Numer ogłoszenia"
            maxLength={L.listNumberFilter}
            value={values.numer}
            onChange={(e) => set({ numer: e.target.value })}
          />
          <TextField
            label="Numer identyfikacyjny ogłoszeniodawcy"
            hint="Tylko litery i cyfry"
            maxLength={L.listAdvertiserIdFilter}
            value={values.identyfikator}
            onChange={(e) => set({ identyfikator: e.target.value.replace(/[^\p{L}\d]/gu, '') })}
          />
        </div>
        <fieldset className="group filters__statuses">
          <legend>Status ogłoszenia</legend>
          {announcementStatuses.map((status) => (
            <label key={status.name} className="checkbox">
              <input
                type="checkbox"
                checked={values.status.includes(status.name)}
                onChange={(e) => toggleStatus(status.name, e.target.checked)}
              />
              {status.label}
            </label>
          ))}
        </fieldset>
        <div className="filters__fields">
          <TextField
            label="Data publikacji od"
            type="date"
            value={values.publikacjaOd}
            onChange={(e) => set({ publikacjaOd: e.target.value })}
          />
          <TextField
            label="Data publikacji do"
            type="date"
            value={values.publikacjaDo}
            error={errors.publikacjaDo}
            onChange={(e) => set({ publikacjaDo: e.target.value })}
          />
          <TextField
            label="Termin składania ofert od"
            type="date"
            value={values.terminOd}
            onChange={(e) => set({ terminOd: e.target.value })}
          />
          <TextField
            label="Termin składania ofert do"
            type="date"
            value={values.terminDo}
            error={errors.terminDo}
            onChange={(e) => set({ terminDo: e.target.value })}
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
