import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { ErrorMessage } from '../../components/form/ErrorMessage.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { type DateFilter, type Period, periodLabels } from './search-params.ts';

type Props = {
  legend: string;
  value: DateFilter;
  onChange: (value: DateFilter) => void;
  /** 'Wybierz przynajmniej jedną z dat.' (the custom range has neither date). */
  error?: string;
  /** 'to' before 'from'. */
  toError?: string;
};

const periods: Period[] = ['', 'week', 'twoWeeks', 'month', 'custom'];

/** A date range with its presets (last week, two weeks, month) or a custom range of two dates. */
export function DateRangeFilter({ legend, value, onChange, error, toError }: Props) {
  const { i18n } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={error ? 'group date-range field--error' : 'group date-range'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <ErrorMessage id={errorId} message={error} />
      <div className="date-range__presets">
        {periods.map((period) => (
          <label key={period || 'any'} className="checkbox">
            <input
              type="radio"
              name={name}
              value={period}
              checked={value.period === period}
              onChange={() =>
                onChange(period === 'custom' ? { ...value, period } : { period, from: '', to: '' })
              }
            />
            {i18n._(periodLabels[period])}
          </label>
        ))}
      </div>
      {value.period === 'custom' ? (
        <div className="form-row">
          <TextField
            label={i18n._({ id: 'search.date.from', message: '{legend} od', values: { legend } })}
            type="date"
            value={value.from}
            aria-invalid={error ? true : undefined}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
          <TextField
            label={i18n._({ id: 'search.date.to', message: '{legend} do', values: { legend } })}
            type="date"
            value={value.to}
            min={value.from || undefined}
            error={toError}
            aria-invalid={error || toError ? true : undefined}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
