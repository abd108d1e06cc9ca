import { localizedPath } from '@bk/contracts/common/locale';
import { Trans, useLingui } from '@lingui/react';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import type { StatisticsFilters as Filters, Statistics } from './statistics-api.ts';

/**
 * The filters of /statystyki: a programme, a CPV division and the months of first publication. A plain
 * GET form (it works without scripts); with them, a change of the address.
 */
export function StatisticsFilters({
  filters,
  options,
  onApply,
}: {
  filters: Filters;
  options: Statistics['options'] | undefined;
  onApply: (next: Filters) => void;
}) {
  const id = useId();
  const { i18n } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Filters = {};
    for (const name of ['program', 'cpv', 'od', 'do'] as const) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next[name] = value;
    }
    onApply(next);
  };
  // A select keeps the chosen value even before the options arrive.
  const programmes = options?.programmes ?? [];
  const divisions = options?.divisions ?? [];
  const key = JSON.stringify(filters);
  return (
    <form
      key={key}
      className="statistics-filters"
      method="get"
      action={localizedPath('/statystyki', i18n.locale === 'en' ? 'en' : 'pl')}
      onSubmit={submit}
      noValidate
    >
      <div className="statistics-filters__fields">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-program`}>
            <Trans id="statistics.programme" message="Program" />
          </label>
          <select id={`${id}-program`} name="program" className="input" defaultValue={filters.program ?? ''}>
            <option value="">
              {i18n._({ id: 'statistics.all-programmes', message: 'Wszystkie programy' })}
            </option>
            {filters.program && !programmes.some((p) => p.kod === filters.program) ? (
              <option value={filters.program}>{filters.program}</option>
            ) : null}
            {programmes.map((p) => (
              <option key={p.kod} value={p.kod} lang="pl">
                {p.kod === p.nazwa ? p.kod : `${p.kod} – ${p.nazwa}`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-cpv`}>
            <Trans id="statistics.division" message="Dział CPV" />
          </label>
          <select id={`${id}-cpv`} name="cpv" className="input" defaultValue={filters.cpv ?? ''}>
            <option value="">
              {i18n._({ id: 'statistics.all-divisions', message: 'Wszystkie działy' })}
            </option>
            {filters.cpv && !divisions.some((d) => d.kod === filters.cpv) ? (
              <option value={filters.cpv}>{filters.cpv}</option>
            ) : null}
            {divisions.map((d) => (
              <option key={d.kod} value={d.kod} lang="pl">
                {d.nazwa}
              </option>
            ))}
          </select>
        </div>
        <MonthField
          id={`${id}-od`}
          name="od"
          label={i18n._({ id: 'statistics.from', message: 'Opublikowane od (miesiąc)' })}
          value={filters.od}
          options={options}
        />
        <MonthField
          id={`${id}-do`}
          name="do"
          label={i18n._({ id: 'statistics.to', message: 'Opublikowane do (miesiąc)' })}
          value={filters.do}
          options={options}
        />
      </div>
      <div className="statistics-filters__actions">
        <Button type="submit">
          <Trans id="statistics.show" message="Pokaż" />
        </Button>
        {Object.keys(filters).length > 0 ? (
          <Link to="/statystyki">
            <Trans id="statistics.clear" message="Wyczyść filtry" />
          </Link>
        ) : null}
      </div>
    </form>
  );
}

/** A month of first publication ('od' or 'do'), within the months counted. */
function MonthField({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: 'od' | 'do';
  label: string;
  value: string | undefined;
  options: Statistics['options'] | undefined;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="month"
        className="input"
        defaultValue={value ?? ''}
        min={options?.firstMonth ?? undefined}
        max={options?.lastMonth ?? undefined}
      />
    </div>
  );
}
