import type { FormEvent } from 'react';
import { CheckboxList } from '../../components/filters/CheckboxList.tsx';
import { FilterForm } from '../../components/filters/FilterForm.tsx';
import { useFilterValues } from '../../components/filters/use-filter-values.ts';
import { TextField } from '../../components/form/TextField.tsx';
import {
  emptyFavoriteFilters,
  type FavoriteFilterValues,
  favoriteFilterLimits,
  favoriteStatusOptions,
} from './favorites-params.ts';

type Props = { initial: FavoriteFilterValues; onSearch: (values: FavoriteFilterValues) => void };

/** The favourites' filters (spec 2 section 2.10): title, announcement number, statuses. */
export function FavoritesFilters({ initial, onSearch }: Props) {
  const { values, setValues, set, field } = useFilterValues(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...values, tytul: values.tytul.trim(), numer: values.numer.trim() });
  };
  const clear = () => {
    setValues(emptyFavoriteFilters);
    onSearch(emptyFavoriteFilters);
  };
  return (
    <FilterForm label="Filtrowanie ulubionych ogłoszeń" onSubmit={submit} onClear={clear}>
      <div className="filters__fields">
        <TextField label="Tytuł" maxLength={favoriteFilterLimits.title} {...field('tytul')} />
        <TextField label="Numer ogłoszenia" maxLength={favoriteFilterLimits.number} {...field('numer')} />
      </div>
      <fieldset className="group filters__statuses">
        <legend>Status ogłoszenia</legend>
        <CheckboxList
          options={favoriteStatusOptions}
          value={values.status}
          onChange={(status) => set({ status })}
        />
      </fieldset>
    </FilterForm>
  );
}
