import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { type FormEvent, useId, useState } from 'react';
import { FilterDialogActions } from '../../components/filters/FilterDialogActions.tsx';
import { bindField } from '../../components/filters/use-filter-values.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { type LevelChoice, LevelPicker, levelFields } from '../../components/pickers/LevelPicker.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import {
  type AdminFilters,
  emptyAdminFilters,
  type FilterName,
  filterProblems,
  textLimits,
  trimmed,
} from './admin-filters.ts';
import { SubjectFilterFields } from './SubjectFilterFields.tsx';

type Props = { initial: AdminFilters; onSearch: (filters: AdminFilters) => void; onClose: () => void };

const statusOptions = [
  { value: '', label: 'Wszystkie' },
  ...announcementStatuses.map((s) => ({ value: s.name, label: s.label })),
];

function levelsOf(values: AdminFilters): LevelChoice {
  const id = (v: string) => (v ? Number(v) : null);
  return {
    perspektywa: id(values.perspektywa),
    programOperacyjny: id(values.programOperacyjny),
    osPriorytetowa: id(values.osPriorytetowa),
    dzialanie: id(values.dzialanie),
    region: id(values.region),
    instytucja: id(values.instytucja),
  };
}

/** The filter dialog of 'Administracja ogłoszeniami' with every address parameter of spec 3 section 2.7. */
export function AdminFilterDialog({ initial, onSearch, onClose }: Props) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<FilterName, string>>>({});
  const set = (patch: Partial<AdminFilters>) => setValues((v) => ({ ...v, ...patch }));
  const field = bindField(values, set);
  const text = (name: FilterName, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      maxLength={type === 'date' ? undefined : textLimits[name]}
      error={errors[name]}
      {...field(name)}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = filterProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    onSearch(trimmed(values));
  };

  return (
    <Dialog
      onDismiss={onClose}
      wide
      title="Filtruj ogłoszenia"
      actions={
        <FilterDialogActions
          formId={formId}
          onClose={onClose}
          onClear={() => {
            setValues(emptyAdminFilters);
            setErrors({});
          }}
        />
      }
    >
      <form id={formId} className="admin-filters" onSubmit={submit} noValidate>
        <fieldset className="group">
          <legend>Ogłoszenie</legend>
          <div className="filters__fields">
            <SelectField label="Status ogłoszenia" options={statusOptions} {...field('statusOgl')} />
            {text('numerOgl', 'Numer ogłoszenia')}
            {text('tytul', 'Tytuł')}
          </div>
          <div className="filters__fields">
            {text('dataPublOd', 'Data publikacji od', 'date')}
            {text('dataPublDo', 'Data publikacji do', 'date')}
            {text('terminOfertOd', 'Termin składania ofert od', 'date')}
            {text('terminOfertDo', 'Termin składania ofert do', 'date')}
          </div>
        </fieldset>
        <fieldset className="group">
          <legend>Użytkownik</legend>
          <div className="filters__fields">
            {text('email', 'E-mail', 'email')}
            {text('imie', 'Imię')}
            {text('nazwisko', 'Nazwisko')}
          </div>
        </fieldset>
        <SubjectFilterFields values={values} errors={errors} set={set} />
        <fieldset className="group">
          <legend>Projekt lub nabór</legend>
          <LevelPicker
            withLowest
            mode="advertisements"
            value={levelsOf(values)}
            onChange={(next) =>
              set(Object.fromEntries(levelFields.map((f) => [f, next[f] === null ? '' : String(next[f])])))
            }
          />
          {text('numerProj', 'Numer projektu lub naboru')}
        </fieldset>
      </form>
    </Dialog>
  );
}
