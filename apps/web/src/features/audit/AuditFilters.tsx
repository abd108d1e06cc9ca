import { auditLimits, eventTypeLabels, objectKindLabels } from '@bk/contracts/audit/audit';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FilterForm } from '../../components/filters/FilterForm.tsx';
import { useFilterValues } from '../../components/filters/use-filter-values.ts';
import { focusFirstInvalid } from '../../components/form/focus-invalid.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import {
  auditFilterProblems,
  emptyAuditFilters,
  type FilterName,
  type AuditFilters as Filters,
  trimmedAuditFilters,
} from './audit-params.ts';

const kindOptions = Object.entries(objectKindLabels).map(([value, label]) => ({ value, label }));
const typeOptions = Object.entries(eventTypeLabels).map(([value, label]) => ({ value, label }));
const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

type Props = { initial: Filters; onSearch(filters: Filters): void };

/** The log's filters: the object (kind and number), the user, the event type, the days from and to. */
export function AuditFilters({ initial, onSearch }: Props) {
  const { values, setValues, field } = useFilterValues(initial);
  const [problems, setProblems] = useState<Partial<Record<FilterName, string>>>({});
  const ref = useRef<HTMLDivElement>(null);
  // The address changed by other means (back, a link): the form shows what the list shows. The form
  // stays mounted, so the focus stays where it was after 'Szukaj'.
  const shown = JSON.stringify(initial);
  useEffect(() => {
    setValues(JSON.parse(shown) as Filters);
    setProblems({});
  }, [shown, setValues]);
  // A kind named by the address that the list of kinds does not know stays choosable.
  const kinds =
    values.obiekt && !Object.hasOwn(objectKindLabels, values.obiekt)
      ? [...kindOptions, { value: values.obiekt, label: values.obiekt }]
      : kindOptions;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = trimmedAuditFilters(values);
    const found = auditFilterProblems(next);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(ref.current?.closest('form') ?? null);
      return;
    }
    onSearch(next);
  };
  const clear = () => {
    setValues(emptyAuditFilters);
    setProblems({});
    onSearch(emptyAuditFilters);
  };

  return (
    <FilterForm label="Filtrowanie zdarzeń" onSubmit={submit} onClear={clear}>
      <div className="filters__fields audit-filters" ref={ref}>
        <SelectField
          label="Rodzaj obiektu"
          placeholder="Wszystkie obiekty"
          options={kinds}
          error={problems.obiekt}
          {...field('obiekt')}
        />
        <TextField
          label="Numer obiektu"
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          error={problems.numerObiektu}
          {...field('numerObiektu', digitsOnly)}
        />
        <TextField
          label="Użytkownik (e-mail lub numer)"
          maxLength={auditLimits.user}
          autoComplete="off"
          spellCheck={false}
          {...field('uzytkownik')}
        />
        <SelectField
          label="Zdarzenie"
          placeholder="Wszystkie zdarzenia"
          options={typeOptions}
          {...field('zdarzenie')}
        />
        <TextField
          label="Data od"
          type="date"
          max={values.do || undefined}
          error={problems.od}
          {...field('od')}
        />
        <TextField
          label="Data do"
          type="date"
          min={values.od || undefined}
          error={problems.do}
          {...field('do')}
        />
      </div>
    </FilterForm>
  );
}
