import { searchLimits } from '@bk/contracts/search/search-texts';
import { useLingui } from '@lingui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { CheckboxList } from '../../components/filters/CheckboxList.tsx';
import { bindField } from '../../components/filters/use-filter-values.ts';
import { ErrorMessage } from '../../components/form/ErrorMessage.tsx';
import { focusFirstInvalid } from '../../components/form/focus-invalid.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { CpvPicker } from '../../components/pickers/CpvPicker.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { DateRangeFilter } from './DateRangeFilter.tsx';
import { DictionaryFilters } from './DictionaryFilters.tsx';
import type { SearchFilterDictionaries } from './search-api.ts';
import {
  emptyCriteria,
  FULL_NUMBER_MAX,
  filterProblems,
  idCharacters,
  type SearchCriteria,
  type SearchStatus,
  statusLabels,
} from './search-params.ts';
import { useCpvChoice } from './use-cpv-choice.ts';

type Props = {
  initial: SearchCriteria;
  dictionaries: { data?: SearchFilterDictionaries; error: Error | null };
  onApply: (criteria: SearchCriteria) => void;
  onClose: () => void;
};

/** The search's filter dialog (spec 1 section 2 'Search', checks of section 5). */
export function FilterDialog({ initial, dictionaries, onApply, onClose }: Props) {
  const { i18n } = useLingui();
  const statusOptions = (Object.keys(statusLabels) as SearchStatus[]).map((value) => ({
    value,
    label: i18n._(statusLabels[value]),
  }));
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [cpv, setCpv] = useCpvChoice(initial.cpv);
  const [errors, setErrors] = useState<ReturnType<typeof filterProblems>>({});
  const set = (patch: Partial<SearchCriteria>) => setValues((v) => ({ ...v, ...patch }));
  const field = bindField(values, set);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: SearchCriteria = {
      ...values,
      cpv: cpv.map((c) => c.kod),
      title: values.title.trim(),
      advertiserName: values.advertiserName.trim(),
      fullNumber: values.fullNumber.trim(),
    };
    const problems = filterProblems(next, (text) => i18n._(text));
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      // The first field with an error takes focus (its message is read with it).
      focusFirstInvalid(formRef.current);
      return;
    }
    onApply(next);
  };

  const clear = () => {
    setValues({ ...emptyCriteria, q: values.q, attachments: values.attachments });
    setCpv([]);
    setErrors({});
  };

  return (
    <Dialog
      onDismiss={onClose}
      wide
      title={i18n._({ id: 'search.filters.title', message: 'Filtry wyszukiwania' })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {i18n._({ id: 'common.cancel', message: 'Anuluj' })}
          </Button>
          <Button variant="secondary" onClick={clear}>
            {i18n._({ id: 'filters.clear', message: 'Wyczyść filtry' })}
          </Button>
          <Button type="submit" form={formId}>
            {i18n._({ id: 'search.filters.apply', message: 'Zastosuj filtry' })}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className="search-filters" onSubmit={submit} noValidate>
        <fieldset
          className={errors.statuses ? 'group field--error' : 'group'}
          aria-describedby={errors.statuses ? `${formId}-status-error` : undefined}
        >
          <legend>
            {i18n._({ id: 'my-offers.filter.announcement-status', message: 'Status ogłoszenia' })}
          </legend>
          <ErrorMessage id={`${formId}-status-error`} message={errors.statuses} />
          <div className="search-filters__statuses">
            <CheckboxList
              options={statusOptions}
              value={values.statuses}
              invalid={Boolean(errors.statuses)}
              onChange={(statuses) => set({ statuses })}
            />
          </div>
        </fieldset>
        <DateRangeFilter
          legend={i18n._({ id: 'my-offers.card.published', message: 'Data publikacji' })}
          value={values.publication}
          error={errors.publication}
          toError={errors.publicationTo}
          onChange={(publication) => set({ publication })}
        />
        <DateRangeFilter
          legend={i18n._({ id: 'offers.clock.deadline', message: 'Termin składania ofert' })}
          value={values.deadline}
          error={errors.deadline}
          toError={errors.deadlineTo}
          onChange={(deadline) => set({ deadline })}
        />
        <CpvPicker
          label={i18n._({ id: 'search.filters.cpv', message: 'Kody CPV' })}
          value={cpv}
          onChange={setCpv}
        />
        {dictionaries.data ? (
          <DictionaryFilters values={values} dictionaries={dictionaries.data} set={set} />
        ) : dictionaries.error ? (
          <p className="notice notice--error" role="alert">
            {i18n._({
              id: 'search.filters.dictionaries-failed',
              message: 'Nie udało się pobrać słowników filtrów.',
            })}{' '}
            {dictionaries.error.message}
          </p>
        ) : (
          <LoadingText />
        )}
        <TextField
          label={i18n._({ id: 'my-offers.filter.title', message: 'Tytuł ogłoszenia' })}
          maxLength={searchLimits.title}
          {...field('title')}
        />
        <div className="form-row form-row--end">
          <TextField
            label={i18n._({ id: 'search.filters.advertiser', message: 'Nazwa ogłoszeniodawcy' })}
            maxLength={searchLimits.advertiserName}
            {...field('advertiserName')}
          />
          <TextField
            label={i18n._({
              id: 'search.filters.advertiser-id',
              message: 'Numer identyfikacyjny ogłoszeniodawcy',
            })}
            hint={i18n._({
              id: 'search.filters.advertiser-id-hint',
              message: 'NIP, PESEL lub numer zagraniczny: tylko litery i cyfry',
            })}
            maxLength={searchLimits.advertiserId}
            {...field('advertiserId', idCharacters)}
          />
        </div>
        <TextField
          label={i18n._({ id: 'my-offers.filter.number', message: 'Numer ogłoszenia' })}
          hint={i18n._({ id: 'search.filters.number-hint', message: 'Na przykład 2026-00012-00034' })}
          maxLength={FULL_NUMBER_MAX}
          {...field('fullNumber')}
        />
      </form>
    </Dialog>
  );
}
