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
  const category = dictionaries.orderItemCategories.find((c) => c.nazwa === values.category);
  const places = [...dictionaries.locationId]
    .sort((a, b) => collator.compare(a.nazwa, b.nazwa))
    .map((v) => ({ value: v.kod, label: v.nazwa }));
  return (
    <>
      <SelectField
        label="Program"
        placeholder="Dowolny"
        options={dictionaries.operationProgramme.flatMap((p) =>
          p.kod ? [{ value: p.kod.toUpperCase(), label: `${p.nazwa} (${p.kod.toUpperCase()})` }] : [],
        )}
        value={values.programme}
        onChange={(e) => set({ programme: e.target.value })}
      />
      <fieldset className="group">
        <legend>Miejsce realizacji (województwo)</legend>
        <div className="search-filters__places">
          <CheckboxList
            options={places}
            value={values.places}
            onChange={(next) => set({ places: next.sort() })}
          />
        </div>
      </fieldset>
      <div className="form-row">
        <SelectField
          label="Kategoria"
          placeholder="Dowolna"
          options={dictionaries.orderItemCategories.map((c) => ({ value: c.nazwa, label: c.nazwa }))}
          value={values.category}
          onChange={(e) => set({ category: e.target.value, subcategory: '' })}
        />
        <SelectField
          label="Podkategoria"
          placeholder={category ? 'Dowolna' : 'Najpierw wybierz kategorię'}
          options={(category?.subcategories ?? []).map((s) => ({ value: s.nazwa, label: s.nazwa }))}
          value={category ? values.subcategory : ''}
          disabled={!category}
          onChange={(e) => set({ subcategory: e.target.value })}
        />
      </div>
    </>
  );
}
