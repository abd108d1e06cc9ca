import { type UserStatusFilter, userStatuses } from '@bk/contracts/users/admin-users';
import { type FormEvent, useId } from 'react';
import { FilterDialogActions } from '../../components/filters/FilterDialogActions.tsx';
import { useFilterValues } from '../../components/filters/use-filter-values.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import {
  emptyUserFilters,
  filterMaxLength,
  statusLabels,
  type TextFilterName,
  trimmedFilters,
  type UserFilters,
} from './users-params.ts';

type Props = { initial: UserFilters; onSearch: (filters: UserFilters) => void; onClose: () => void };

const statusOptions = userStatuses.map((status) => ({ value: status, label: statusLabels[status] }));

/** The user list's filter dialog (spec 3 section 2.3): identifier, e-mail, names and the account status. */
export function UsersFilterDialog({ initial, onSearch, onClose }: Props) {
  const formId = useId();
  const { values, setValues, set, field } = useFilterValues<UserFilters>(initial);
  const text = (name: TextFilterName, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      maxLength={filterMaxLength(name)}
      autoComplete="off"
      spellCheck={false}
      {...field(name)}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(trimmedFilters(values));
  };

  return (
    <Dialog
      onDismiss={onClose}
      title="Filtruj użytkowników"
      actions={
        <FilterDialogActions formId={formId} onClose={onClose} onClear={() => setValues(emptyUserFilters)} />
      }
    >
      <form id={formId} className="users-filters" onSubmit={submit} noValidate>
        <p className="field__hint">Pola tekstowe wyszukują wartości zaczynające się od wpisanego tekstu.</p>
        <div className="filters__fields">
          {text('identyfikator', 'Identyfikator')}
          {text('email', 'E-mail', 'email')}
          {text('imie', 'Imię')}
          {text('nazwisko', 'Nazwisko')}
          <SelectField
            label="Status konta"
            options={statusOptions}
            value={values.status}
            onChange={(event) => set({ status: event.target.value as UserStatusFilter })}
          />
        </div>
      </form>
    </Dialog>
  );
}
