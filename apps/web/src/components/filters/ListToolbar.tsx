import { SelectField } from '../form/SelectField.tsx';
import { Button } from '../ui/Button.tsx';

type Props<S extends string> = {
  /** How many filters are in use: the counter on 'Filtry', and 'Wyczyść filtry' while any is. */
  active: number;
  onFilters: () => void;
  onClear: () => void;
  sortOptions: { value: S; label: string }[];
  sort: S;
  onSort: (sort: S) => void;
};

/** An administrator's list toolbar: 'Filtry' with its active-filter counter, 'Wyczyść filtry', 'Sortuj'. */
export function ListToolbar<S extends string>({
  active,
  onFilters,
  onClear,
  sortOptions,
  sort,
  onSort,
}: Props<S>) {
  return (
    <div className="toolbar">
      <Button variant="secondary" onClick={onFilters}>
        Filtry
        {active > 0 ? (
          <span className="badge toolbar__count">
            {active}
            <span className="visually-hidden"> aktywne</span>
          </span>
        ) : null}
      </Button>
      {active > 0 ? (
        <Button variant="secondary" onClick={onClear}>
          Wyczyść filtry
        </Button>
      ) : null}
      <SelectField
        label="Sortuj"
        options={sortOptions}
        value={sort}
        onChange={(event) => onSort(event.target.value as S)}
      />
    </div>
  );
}
