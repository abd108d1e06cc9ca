import { useLingui } from '@lingui/react';
import type { FormEvent } from 'react';
import { CheckboxList } from '../../components/filters/CheckboxList.tsx';
import { FilterForm } from '../../components/filters/FilterForm.tsx';
import { useFilterValues } from '../../components/filters/use-filter-values.ts';
import { TextField } from '../../components/form/TextField.tsx';
import {
  emptyFavoriteFilters,
  type FavoriteFilterValues,
  favoriteFilterLimits,
  favoriteStatusNames,
  favoriteStatusOptions,
} from './favorites-params.ts';

type Props = { initial: FavoriteFilterValues; onSearch: (values: FavoriteFilterValues) => void };

/** The favourites' filters (spec 2 section 2.10): title, announcement number, statuses. */
export function FavoritesFilters({ initial, onSearch }: Props) {
  const { i18n } = useLingui();
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
    <FilterForm
      label={i18n._({ id: 'newsletter.favourites.filters', message: 'Filtrowanie ulubionych ogłoszeń' })}
      onSubmit={submit}
      onClear={clear}
    >
      <div className="filters__fields">
        <TextField
          label={i18n._({ id: 'newsletter.favourites.filter.title', message: 'Tytuł' })}
          maxLength={favoriteFilterLimits.title}
          {...field('tytul')}
        />
        <TextField
          label={i18n._({ id: 'newsletter.favourites.filter.number', message: 'Numer ogłoszenia' })}
          maxLength={favoriteFilterLimits.number}
          {...field('numer')}
        />
      </div>
      <fieldset className="group filters__statuses">
        <legend>{i18n._({ id: 'newsletter.favourites.filter.status', message: 'Status ogłoszenia' })}</legend>
        <CheckboxList
          options={favoriteStatusOptions.map((o) => {
            const name = favoriteStatusNames[o.value];
            return { value: o.value, label: name ? i18n._(name) : o.label };
          })}
          value={values.status}
          onChange={(status) => set({ status })}
        />
      </fieldset>
    </FilterForm>
  );
}
