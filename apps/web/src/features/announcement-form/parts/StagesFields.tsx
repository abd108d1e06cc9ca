import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { CountedTextArea } from '../../../components/form/CountedTextArea.tsx';
import { isProgrammaticFocus } from '../../../components/form/focus-invalid.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useFormContext } from '../form-context.tsx';
import { removeAt, replaceAt, type Update } from '../form-ops.ts';
import { newStage, type StageState } from '../form-state.ts';

type Props = {
  stages: StageState[];
  onChange(change: Update<StageState[]>): void;
  /** `zamowienia.<part>.przedmiotyZamowienia.<i>.harmonogramy`. */
  path: string;
  itemLabel: string;
};

/** The schedule of an item: stages with start, end (required, not before the start), description. */
export function StagesFields({ stages, onChange, path, itemLabel }: Props) {
  const { errors, clearError, clearErrorsUnder, requestFocus } = useFormContext();
  const change = (index: number, update: Update<StageState>, field: string) => {
    clearError(`${path}.${index}.${field}`);
    onChange((list) => replaceAt(list, index, update));
  };
  const add = () => {
    const stage = newStage();
    onChange((list) => [...list, stage]);
    requestFocus(`f-${stage.temporaryId}`);
  };

  return (
    <fieldset className="group sublist">
      <legend>Harmonogram realizacji</legend>
      {stages.length === 0 ? <p className="field__hint">Nie dodano etapów realizacji.</p> : null}
      {stages.map((stage, index) => {
        const at = `${path}.${index}`;
        const n = index + 1;
        const endPath = `${at}.koniecRealizacji`;
        return (
          <fieldset key={stage.temporaryId} className="subitem">
            <legend>Etap {n}</legend>
            <div className="form-row form-row--end">
              <TextField
                id={`f-${stage.temporaryId}`}
                type="date"
                label="Data początku"
                value={stage.poczatekRealizacji}
                error={errors[`${at}.poczatekRealizacji`]?.[0]}
                onChange={(event) => {
                  const value = event.target.value;
                  change(index, (s) => ({ ...s, poczatekRealizacji: value }), 'poczatekRealizacji');
                }}
              />
              <TextField
                type="date"
                label="Data końca"
                required
                value={stage.koniecRealizacji}
                error={errors[endPath]?.[0]}
                // Spec 1 section 5: the end date's error goes when the field is focused or changed.
                onFocus={() => {
                  if (!isProgrammaticFocus()) clearError(endPath);
                }}
                onChange={(event) => {
                  const value = event.target.value;
                  change(index, (s) => ({ ...s, koniecRealizacji: value }), 'koniecRealizacji');
                }}
              />
            </div>
            <CountedTextArea
              label="Opis etapu"
              rows={3}
              max={L.stageDescription}
              value={stage.opis}
              error={errors[`${at}.opis`]?.[0]}
              onChange={(opis) => change(index, (s) => ({ ...s, opis }), 'opis')}
            />
            <label className="checkbox">
              <input
                type="checkbox"
                checked={stage.czyWystepujePlatnoscCzesciowa}
                onChange={(event) => {
                  const on = event.target.checked;
                  change(index, (s) => ({ ...s, czyWystepujePlatnoscCzesciowa: on }), 'platnosc');
                }}
              />
              Płatność częściowa po zakończeniu etapu
            </label>
            <Button
              variant="secondary"
              className="button--small"
              onClick={() => {
                clearErrorsUnder(path);
                onChange((list) => removeAt(list, index));
                requestFocus(`add-stage-${path}`);
              }}
            >
              Usuń etap {n}
              <span className="visually-hidden"> ({itemLabel})</span>
            </Button>
          </fieldset>
        );
      })}
      <Button id={`add-stage-${path}`} variant="secondary" onClick={add}>
        Dodaj etap<span className="visually-hidden"> ({itemLabel})</span>
      </Button>
    </fieldset>
  );
}
