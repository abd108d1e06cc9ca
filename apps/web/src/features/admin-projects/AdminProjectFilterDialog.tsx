import { adminProjectTypeLabels } from '@bk/contracts/projects/admin-projects';
import { type FormEvent, useId, useState } from 'react';
import { FilterDialogActions } from '../../components/filters/FilterDialogActions.tsx';
import { bindField } from '../../components/filters/use-filter-values.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { LevelPicker } from '../../components/pickers/LevelPicker.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import {
  type AdminProjectFilters,
  emptyProjectFilters,
  levelsOf,
  projectTypeChoices,
  textLimits,
  trimmedFilters,
  withLevels,
} from './admin-projects-params.ts';

type Props = {
  initial: AdminProjectFilters;
  onSearch: (filters: AdminProjectFilters) => void;
  onClose: () => void;
};

const typeOptions = [
  { value: '', label: 'Wszystkie' },
  ...projectTypeChoices.map((type) => ({ value: type, label: adminProjectTypeLabels[type] })),
];

/**
 * The filter dialog of 'Administracja projektami i naborami' (spec 3 sections 2.7 and 5.8): type,
 * number, name and the implementation levels. The one-item filter `id` (from a link) is not shown but
 * kept until 'Wyczyść'.
 */
export function AdminProjectFilterDialog({ initial, onSearch, onClose }: Props) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<AdminProjectFilters>) => setValues((v) => ({ ...v, ...patch }));
  const field = bindField(values, set);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(trimmedFilters(values));
  };

  return (
    <Dialog
      onDismiss={onClose}
      wide
      title="Filtruj projekty i nabory"
      actions={
        <FilterDialogActions
          formId={formId}
          onClose={onClose}
          onClear={() => setValues(emptyProjectFilters)}
        />
      }
    >
      <form id={formId} className="admin-projects-filters" onSubmit={submit} noValidate>
        <fieldset className="group">
          <legend>Projekt lub nabór</legend>
          <div className="filters__fields">
            <SelectField label="Typ" options={typeOptions} {...field('typ')} />
            <TextField label="Numer" maxLength={textLimits.numer} autoComplete="off" {...field('numer')} />
            <TextField label="Nazwa" maxLength={textLimits.nazwa} autoComplete="off" {...field('nazwa')} />
          </div>
        </fieldset>
        <fieldset className="group">
          <legend>Poziom wdrażania</legend>
          <LevelPicker
            withLowest
            mode="projects_enrollments"
            value={levelsOf(values)}
            // The picker clears the levels below a changed one (spec 3 section 4).
            onChange={(next) => setValues((v) => withLevels(v, next))}
          />
        </fieldset>
        {values.id ? (
          <p className="field__hint">
            Lista jest zawężona do jednego projektu lub naboru z odnośnika. Użyj przycisku „Wyczyść”, aby
            szukać wśród wszystkich.
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
