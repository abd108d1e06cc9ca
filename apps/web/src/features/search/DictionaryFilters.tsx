import { useLingui } from '@lingui/react';
import { CheckboxList } from '../../components/filters/CheckboxList.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import type { SearchFilterDictionaries } from './search-api.ts';
import type { SearchCriteria } from './search-params.ts';

type Props = {
  values: SearchCriteria;
  dictionaries: SearchFilterDictionaries;
  set: (patch: Partial<SearchCriteria>) => void;
};

const collator = new Intl.Collator('pl');

/** Programme, places of realization, category and subcategory (the search-filters dictionaries). */
export function DictionaryFilters({ values, dictionaries, set }: Props) {
  const { i18n } = useLingui();
  const category = dictionaries.orderItemCategories.find((c) => c.nazwa === values.category);
  const places = [...dictionaries.locationId]
    .sort((a, b) => collator.compare(a.nazwa, b.nazwa))
    .map((v) => ({ value: v.kod, label: v.nazwa }));
  return (
    <>
      <SelectField
        label={i18n._({ id: 'search.filters.programme', message: 'Program' })}
        placeholder={i18n._({ id: 'search.filters.any-programme', message: 'Dowolny' })}
        options={dictionaries.operationProgramme.flatMap((p) =>
          p.kod ? [{ value: p.kod.toUpperCase(), label: `${p.nazwa} (${p.kod.toUpperCase()})` }] : [],
        )}
        value={values.programme}
        // The programmes' names are the dictionary's, Polish.
        lang="pl"
        onChange={(e) => set({ programme: e.target.value })}
      />
      <fieldset className="group">
        <legend>
          {i18n._({ id: 'search.filters.places', message: 'Miejsce realizacji (województwo)' })}
        </legend>
        {/* The voivodeships' names are the reference data's, Polish (no official English names there). */}
        <div className="search-filters__places" lang="pl">
          <CheckboxList
            options={places}
            value={values.places}
            onChange={(next) => set({ places: next.sort() })}
          />
        </div>
      </fieldset>
      <div className="form-row">
        <SelectField
          label={i18n._({ id: 'search.filters.category', message: 'Kategoria' })}
          placeholder={i18n._({ id: 'search.filters.any', message: 'Dowolna' })}
          options={dictionaries.orderItemCategories.map((c) => ({ value: c.nazwa, label: c.nazwa }))}
          value={values.category}
          lang="pl"
          onChange={(e) => set({ category: e.target.value, subcategory: '' })}
        />
        <SelectField
          label={i18n._({ id: 'search.filters.subcategory', message: 'Podkategoria' })}
          placeholder={
            category
              ? i18n._({ id: 'search.filters.any', message: 'Dowolna' })
              : i18n._({ id: 'search.filters.category-first', message: 'Najpierw wybierz kategorię' })
          }
          options={(category?.subcategories ?? []).map((s) => ({ value: s.nazwa, label: s.nazwa }))}
          value={category ? values.subcategory : ''}
          lang="pl"
          disabled={!category}
          onChange={(e) => set({ subcategory: e.target.value })}
        />
      </div>
    </>
  );
}
