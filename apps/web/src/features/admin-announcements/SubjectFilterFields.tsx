import { POLAND_ALPHA2 } from '@bk/contracts/dictionaries/form';
import { bindField } from '../../components/filters/use-filter-values.ts';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useAddressDictionaries } from './admin-announcements-api.ts';
import { type AdminFilters, cleanIdentification, identificationMax, textLimits } from './admin-filters.ts';

type Props = {
  values: AdminFilters;
  errors: Partial<Record<keyof AdminFilters, string>>;
  set: (patch: Partial<AdminFilters>) => void;
};

const addressKinds = [
  { value: '', label: 'Wszystkie' },
  { value: 'poland', label: 'Polska' },
  { value: 'abroad', label: 'Zagranica' },
];
const identificationTypes = [
  { value: '', label: 'Wszystkie' },
  { value: 'nip', label: 'NIP' },
  { value: 'pesel', label: 'PESEL' },
  { value: 'numer_zagraniczny', label: 'Numer zagraniczny' },
];
const noAddress: Partial<AdminFilters> = { kraj: '', woj: '', pow: '', gm: '', miejscowosc: '' };

/** The advertiser's subject: name, identification number (limited by its type) and address. */
export function SubjectFilterFields({ values, errors, set }: Props) {
  const dictionaries = useAddressDictionaries();
  const field = bindField(values, set);
  const digitsOnly = values.typNumeruIdent === 'nip' || values.typNumeruIdent === 'pesel';
  const loadError = dictionaries.isError
    ? `Nie udało się pobrać słowników. ${dictionaries.error.message}`
    : '';
  return (
    <fieldset className="group">
      <legend>Ogłoszeniodawca</legend>
      <div className="filters__fields">
        <TextField label="Nazwa podmiotu" maxLength={textLimits.nazwaPodmiotu} {...field('nazwaPodmiotu')} />
        <SelectField
          label="Typ numeru identyfikacyjnego"
          options={identificationTypes}
          value={values.typNumeruIdent}
          onChange={(e) =>
            set({
              typNumeruIdent: e.target.value,
              numerIdent: cleanIdentification(e.target.value, values.numerIdent),
            })
          }
        />
        <TextField
          label="Numer identyfikacyjny"
          hint={
            values.typNumeruIdent === 'nip'
              ? 'Do 10 cyfr'
              : values.typNumeruIdent === 'pesel'
                ? 'Do 11 cyfr'
                : 'Do 100 znaków'
          }
          inputMode={
            values.typNumeruIdent === 'nip' || values.typNumeruIdent === 'pesel' ? 'numeric' : undefined
          }
          // NIP and PESEL are cleaned to their digits and cut after (a pasted '681-183-00-23' still fits).
          maxLength={digitsOnly ? undefined : identificationMax(values.typNumeruIdent)}
          value={values.numerIdent}
          error={errors.numerIdent}
          onChange={(e) => set({ numerIdent: cleanIdentification(values.typNumeruIdent, e.target.value) })}
        />
        <SelectField
          label="Typ adresu"
          options={addressKinds}
          value={values.typAdresu}
          // Changing the address type resets the fields that depend on it (spec 3 section 5.8).
          onChange={(e) => set({ typAdresu: e.target.value, ...noAddress })}
        />
      </div>
      {values.typAdresu === 'poland' ? (
        <div className="filters__fields">
          <SelectField
            label="Województwo"
            placeholder="Wszystkie"
            options={(dictionaries.data?.voivodeships ?? []).map((v) => ({ value: v.nazwa, label: v.nazwa }))}
            error={loadError || undefined}
            {...field('woj')}
          />
          <TextField
            label="Powiat"
            hint="Pełna nazwa, np. krakowski"
            maxLength={textLimits.pow}
            {...field('pow')}
          />
          <TextField
            label="Gmina"
            hint="Pełna nazwa, np. Kraków"
            maxLength={textLimits.gm}
            {...field('gm')}
          />
          <TextField label="Miejscowość" maxLength={textLimits.miejscowosc} {...field('miejscowosc')} />
        </div>
      ) : null}
      {values.typAdresu === 'abroad' ? (
        <div className="filters__fields">
          <SelectField
            label="Kraj"
            placeholder="Wszystkie"
            options={(dictionaries.data?.countries ?? [])
              .filter((c) => c.kod !== POLAND_ALPHA2)
              .map((c) => ({ value: c.kod, label: c.nazwa }))}
            error={loadError || undefined}
            {...field('kraj')}
          />
          <TextField label="Miejscowość" maxLength={textLimits.miejscowosc} {...field('miejscowosc')} />
        </div>
      ) : null}
    </fieldset>
  );
}
