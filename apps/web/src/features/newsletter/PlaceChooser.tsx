import { newsletterLimits as L } from '@bk/contracts/newsletter/newsletter-texts';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { SelectField } from '../../components/form/SelectField.tsx';
import { LocalityPicker } from '../../components/pickers/LocalityPicker.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { type ChosenPlace, localityPlace, voivodeshipPlace } from './filter-state.ts';

type Props = {
  places: ChosenPlace[];
  voivodeships: readonly { kod: string; nazwa: string }[];
  error?: string;
  onAdd: (place: ChosenPlace) => void;
  onRemove: (code: string) => void;
};

const collator = new Intl.Collator('pl');

/**
 * The filter's fulfilment places: voivodeships (a select and 'Dodaj województwo') and localities (the
 * locality picker, added as soon as one is chosen), listed below with 'Usuń'; at most 50 together.
 */
export function PlaceChooser({ places, voivodeships, error, onAdd, onRemove }: Props) {
  const { i18n } = useLingui();
  const hintId = useId();
  const [voivodeship, setVoivodeship] = useState('');
  // A new picker after each choice: empty again, and focused again (below).
  const [pickerKey, setPickerKey] = useState(0);
  const pickerBox = useRef<HTMLDivElement>(null);
  const chosenList = useRef<HTMLUListElement>(null);
  const options = [...voivodeships]
    .sort((a, b) => collator.compare(a.nazwa, b.nazwa))
    .map((v) => ({ value: v.kod, label: v.nazwa }));

  useEffect(() => {
    if (pickerKey > 0) pickerBox.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [pickerKey]);

  const addVoivodeship = () => {
    const chosen = voivodeships.find((v) => v.kod === voivodeship);
    if (!chosen) return;
    onAdd(voivodeshipPlace(chosen));
    setVoivodeship('');
  };

  const remove = (index: number, code: string) => {
    onRemove(code);
    // The removed row's button is gone: the next row's (or the previous one's, or the picker) takes the focus.
    requestAnimationFrame(() => {
      const buttons = chosenList.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      if (next) next.focus();
      else pickerBox.current?.querySelector<HTMLInputElement>('input')?.focus();
    });
  };

  return (
    <fieldset className="group newsletter-places" aria-describedby={hintId}>
      <legend>{i18n._({ id: 'newsletter.criterion.places', message: 'Miejsca realizacji' })}</legend>
      <p id={hintId} className="field__hint">
        <Trans
          id="newsletter.places.hint"
          message="Wybierz województwa lub miejscowości (razem najwyżej {max})."
          values={{ max: L.places }}
        />
      </p>
      <div className="form-row form-row--end">
        <SelectField
          label={i18n._({ id: 'newsletter.places.voivodeship', message: 'Województwo' })}
          placeholder={i18n._({ id: 'newsletter.places.choose-voivodeship', message: 'Wybierz województwo' })}
          options={options}
          value={voivodeship}
          // The voivodeships' names are the reference data's, Polish.
          lang="pl"
          onChange={(event) => setVoivodeship(event.target.value)}
        />
        <Button variant="secondary" aria-disabled={!voivodeship || undefined} onClick={addVoivodeship}>
          <Trans id="newsletter.places.add-voivodeship" message="Dodaj województwo" />
        </Button>
      </div>
      <div ref={pickerBox}>
        <LocalityPicker
          key={pickerKey}
          label={i18n._({ id: 'newsletter.places.locality', message: 'Miejscowość' })}
          value={null}
          error={error}
          onChange={(locality) => {
            if (!locality) return;
            onAdd(localityPlace(locality));
            setPickerKey((k) => k + 1);
          }}
        />
      </div>
      {places.length > 0 ? (
        <ul
          ref={chosenList}
          className="picker__chosen"
          aria-label={i18n._({ id: 'newsletter.places.chosen', message: 'Wybrane miejsca realizacji' })}
        >
          {places.map((place, index) => (
            <li key={place.kod}>
              <span lang="pl">{place.nazwa}</span>
              <Button variant="secondary" className="button--small" onClick={() => remove(index, place.kod)}>
                {/* Read as 'Usuń miejsce realizacji: {name}', the place's name marked Polish. */}
                <Trans
                  id="newsletter.places.remove"
                  message="Usuń<0> miejsce realizacji: <1>{name}</1></0>"
                  values={{ name: place.nazwa }}
                  components={{ 0: <span className="visually-hidden" />, 1: <span lang="pl" /> }}
                />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
