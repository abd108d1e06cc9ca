import { announcementLimits as L, announcementMessages as M } from '@bk/contracts/announcements/limits';
import { POLAND_ALPHA2 } from '@bk/contracts/dictionaries/form';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { LocalityPicker } from '../../../components/pickers/LocalityPicker.tsx';
import { useFormContext } from '../form-context.tsx';
import { replaceAt } from '../form-ops.ts';
import { newPlace, type PlaceState, type PlaceType } from '../form-state.ts';
import { type ListProps, SubList } from './sub-list.tsx';

const placeTypes: { value: PlaceType; label: string }[] = [
  { value: 'address', label: 'Adres w Polsce' },
  { value: 'abroad', label: 'Za granicą' },
];

/** Places of realization (spec 1 section 3): a TERYT locality in Poland, or a country and locality abroad. */
export function PlacesFields(list: ListProps<PlaceState>) {
  const { errors, clearErrorsUnder, dictionaries } = useFormContext();
  const countries = dictionaries.countries.filter((c) => c.kod !== POLAND_ALPHA2);

  return (
    <SubList
      {...list}
      create={newPlace}
      title="Miejsca realizacji"
      row="Miejsce realizacji"
      required
      full={list.rows.length >= L.placesPerItem}
      fullMessage={M.tooManyPlaces}
    >
      {(place, { index, at, change }) => (
        <>
          <div className="form-row form-row--end">
            <SelectField
              id={`f-${place.temporaryId}`}
              label="Rodzaj miejsca"
              options={placeTypes}
              value={place.typ}
              onChange={(event) => {
                const typ: PlaceType = event.target.value === 'abroad' ? 'abroad' : 'address';
                clearErrorsUnder(at);
                list.onChange((rows) =>
                  replaceAt(rows, index, (p) => ({
                    ...newPlace(),
                    temporaryId: p.temporaryId,
                    typ,
                    kraj: typ === 'address' ? POLAND_ALPHA2 : '',
                  })),
                );
              }}
            />
            {place.typ === 'abroad' ? (
              <SelectField
                label="Kraj"
                required
                placeholder="Wybierz kraj"
                options={countries.map((c) => ({ value: c.kod, label: c.nazwa }))}
                value={place.kraj}
                error={errors[`${at}.kraj`]?.[0]}
                onChange={(event) => {
                  const kraj = event.target.value;
                  change((p) => ({ ...p, kraj }), 'kraj');
                }}
              />
            ) : null}
          </div>
          {place.typ === 'abroad' ? (
            <TextField
              label="Miejscowość"
              required
              maxLength={200}
              value={place.miejscowosc}
              error={errors[`${at}.miejscowosc`]?.[0]}
              onChange={(event) => {
                const miejscowosc = event.target.value;
                change((p) => ({ ...p, miejscowosc }), 'miejscowosc');
              }}
            />
          ) : (
            <LocalityPicker
              isRequired
              value={
                place.localityId
                  ? {
                      id: place.localityId,
                      miejscowosc: place.miejscowosc,
                      wojewodztwo: place.wojewodztwo,
                      powiat: place.powiat,
                      gmina: place.gmina,
                    }
                  : null
              }
              error={errors[`${at}.miejscowosc`]?.[0]}
              onChange={(locality) =>
                change(
                  (p) => ({
                    ...p,
                    localityId: locality?.id ?? null,
                    miejscowosc: locality?.miejscowosc ?? '',
                    wojewodztwo: locality?.wojewodztwo ?? '',
                    powiat: locality?.powiat ?? '',
                    gmina: locality?.gmina ?? '',
                  }),
                  'miejscowosc',
                )
              }
            />
          )}
        </>
      )}
    </SubList>
  );
}
