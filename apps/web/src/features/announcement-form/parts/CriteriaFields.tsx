import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { CountedTextArea } from '../../../components/form/CountedTextArea.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { ListError } from '../fields/ListError.tsx';
import { useFormContext, useLocked } from '../form-context.tsx';
import { removeAt, replaceAt, type Update } from '../form-ops.ts';
import { type CriterionState, newCriterion } from '../form-state.ts';

type Props = {
  criteria: CriterionState[];
  onChange(change: Update<CriterionState[]>): void;
  /** `zamowienia.<part>.kryteriaOceny`. */
  path: string;
  partLabel: string;
  hasItems: boolean;
};

/** Evaluation criteria of a part (price flag, description up to 300), once the part has items. */
export function CriteriaFields({ criteria, onChange, path, partLabel, hasItems }: Props) {
  const { errors, clearError, clearErrorsUnder, requestFocus } = useFormContext();
  const locked = useLocked().structure;
  const change = (index: number, update: Update<CriterionState>, field: string) => {
    clearError(`${path}.${index}.${field}`);
    onChange((list) => replaceAt(list, index, update));
  };
  const add = () => {
    const criterion = newCriterion();
    clearError(path);
    onChange((list) => [...list, criterion]);
    requestFocus(`f-${criterion.temporaryId}`);
  };

  return (
    <fieldset className="group sublist criteria">
      <legend>
        Kryteria oceny<span aria-hidden="true"> *</span>
      </legend>
      <ListError id={`${path}-error`} message={errors[path]?.[0]} />
      {!hasItems && criteria.length === 0 ? (
        <p className="field__hint">Zdefiniuj przedmioty zamówienia, aby móc dodawać kryteria oceny.</p>
      ) : null}
      {criteria.map((criterion, index) => {
        const at = `${path}.${index}`;
        const n = index + 1;
        return (
          <fieldset key={criterion.temporaryId} className="subitem">
            <legend>Kryterium oceny {n}</legend>
            <label className="checkbox">
              <input
                id={`f-${criterion.temporaryId}`}
                type="checkbox"
                disabled={locked}
                checked={criterion.czyKryteriumCenowe}
                onChange={(event) => {
                  const on = event.target.checked;
                  change(index, (c) => ({ ...c, czyKryteriumCenowe: on }), 'czyKryteriumCenowe');
                }}
              />
              Kryterium cenowe
            </label>
            <CountedTextArea
              label="Opis kryterium"
              required
              rows={2}
              max={L.criterionDescription}
              readOnly={locked}
              value={criterion.opis}
              error={errors[`${at}.opis`]?.[0]}
              onChange={(opis) => change(index, (c) => ({ ...c, opis }), 'opis')}
            />
            {locked ? null : (
              <Button
                variant="secondary"
                className="button--small"
                onClick={() => {
                  clearErrorsUnder(path);
                  onChange((list) => removeAt(list, index));
                  requestFocus(`add-criterion-${path}`);
                }}
              >
                Usuń kryterium oceny {n}
                <span className="visually-hidden"> ({partLabel})</span>
              </Button>
            )}
          </fieldset>
        );
      })}
      {locked || !hasItems ? null : (
        <Button
          id={`add-criterion-${path}`}
          variant="secondary"
          aria-describedby={errors[path] ? `${path}-error` : undefined}
          onClick={add}
        >
          Dodaj kryterium oceny<span className="visually-hidden"> ({partLabel})</span>
        </Button>
      )}
    </fieldset>
  );
}
