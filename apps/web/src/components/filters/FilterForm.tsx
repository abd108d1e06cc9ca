import { useLingui } from '@lingui/react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';

type Props = {
  /** The search landmark's name ('Filtrowanie ogłoszeń'). */
  label: string;
  onSubmit: (event: FormEvent) => void;
  /** 'Wyczyść filtry': empties the form and searches again. */
  onClear: () => void;
  children: ReactNode;
};

/** The filters above a list: the fields, 'Szukaj' and 'Wyczyść filtry' (a search landmark). */
export function FilterForm({ label, onSubmit, onClear, children }: Props) {
  const { i18n } = useLingui();
  return (
    <search className="filters" aria-label={label}>
      <form onSubmit={onSubmit} noValidate>
        {children}
        <div className="filters__actions">
          <Button type="submit">{i18n._({ id: 'filters.search', message: 'Szukaj' })}</Button>
          <Button variant="secondary" onClick={onClear}>
            {i18n._({ id: 'filters.clear', message: 'Wyczyść filtry' })}
          </Button>
        </div>
      </form>
    </search>
  );
}
