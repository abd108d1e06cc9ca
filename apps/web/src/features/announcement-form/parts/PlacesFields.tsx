import { announcementLimits as L, announcementMessages as M } from '@bk/contracts/announcements/limits';
import { POLAND_ALPHA2 } from '@bk/contracts/dictionaries/form';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { LocalityPicker } from '../../../components/pickers/LocalityPicker.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ListError } from '../fields/ListError.tsx';
import { useFormContext } from '../form-context.tsx';
import { removeAt, replaceAt, type Update } from '../form-ops.ts';
import { newPlace, type PlaceState, type PlaceType } from '../form-state.ts';

type Props = {
  places: PlaceState[];
  onChange(change: Update<PlaceState[]>): void;
  /** The error path of the list: `zamowienia.<part>.przedmiotyZamowienia.<i>.miejscaRealizacji`. */
  path: string;
  itemLabel: string;
};

const placeTypes: { value: PlaceType; label: string }[] = [
  { value: 'address', label: 'Adres w Polsce' },
  { value: 'abroad', label: 'Za granicą' },
];

/** Places of realization (spec 1 section 3): a TERYT locality in Poland, or a country and locality abroad. */
export function PlacesFields({ places, onChange, path, itemLabel }: Props) {
  const { errors, clearError, clearErrorsUnder, requestFocus, dictionaries } = useFormContext();
  const countries = dictionaries.countries.filter((c) => c.kod !== POLAND_ALPHA2);
  const full = places.length >= L.placesPerItem;
  const change = (index: number, update: Update<PlaceState>, field: string) => {
    clearError(`${path}.${index}.${field}`);
    onChange((list) => replaceAt(list, index, update));
  };
  const add = () => {
    const place = newPlace();
    clearError(path);
    onChange((list) => [...list, place]);
    requestFocus(`f-${place.temporaryId}`);
  };

  return (
    <fieldset className="group sublist">
      <legend>
        Miejsca realizacji<span aria-hidden="true"> *</span>
      </legend>
      <ListError id={`${path}-error`} message={errors[path]?.[0]} />
      {places.map((place, index) => {
        const at = `${path}.${index}`;
        const n = index + 1;
        return (
          <fieldset key={place.temporaryId} className="subitem">
            <legend>Miejsce realizacji {n}</legend>
            <div className="form-row form-row--end">
              <SelectField
                id={`f-${place.temporaryId}`}
                label="Rodzaj miejsca"
                options={placeTypes}
                value={place.typ}
                onChange={(event) => {
                  const typ: PlaceType = event.target.value === 'abroad' ? 'abroad' : 'address';
                  clearErrorsUnder(at);
                  onChange((list) =>
                    replaceAt(list, index, (p) => ({
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
                    change(index, (p) => ({ ...p, kraj }), 'kraj');
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
                  change(index, (p) => ({ ...p, miejscowosc }), 'miejscowosc');
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
                    index,
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
            <Button
              variant="secondary"
              className="button--small"
              onClick={() => {
                clearErrorsUnder(path);
                onChange((list) => removeAt(list, index));
                requestFocus(`add-place-${path}`);
              }}
            >
              Usuń miejsce realizacji {n}
              <span className="visually-hidden"> ({itemLabel})</span>
            </Button>
          </fieldset>
        );
      })}
      <Button
        id={`add-place-${path}`}
        variant="secondary"
        disabled={full}
        aria-describedby={full ? `${path}-full` : errors[path] ? `${path}-error` : undefined}
        onClick={add}
      >
        Dodaj miejsce realizacji<span className="visually-hidden"> ({itemLabel})</span>
      </Button>
      {full ? (
        <p id={`${path}-full`} className="field__hint">
          {M.tooManyPlaces}
        </p>
      ) : null}
    </fieldset>
  );
}
