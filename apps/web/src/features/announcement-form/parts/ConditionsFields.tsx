import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { CountedTextArea } from '../../../components/form/CountedTextArea.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useFormContext, useLocked } from '../form-context.tsx';
import { removeAt, replaceAt, type Update } from '../form-ops.ts';
import { type ConditionState, newCondition } from '../form-state.ts';

type Props = {
  conditions: ConditionState[];
  onChange(change: Update<ConditionState[]>): void;
  /** `zamowienia.<part>.przedmiotyZamowienia.<i>.warunkiUdzialu`. */
  path: string;
  itemLabel: string;
};

/** Participation conditions of an item: each type once, a required description (locked once published). */
export function ConditionsFields({ conditions, onChange, path, itemLabel }: Props) {
  const { errors, clearError, clearErrorsUnder, requestFocus, dictionaries } = useFormContext();
  const locked = useLocked().structure;
  const types = dictionaries.participationConditionTypes;
  const allUsed = conditions.length >= types.length;
  const change = (index: number, update: Update<ConditionState>, field: string) => {
    clearError(`${path}.${index}.${field}`);
    onChange((list) => replaceAt(list, index, update));
  };
  const add = () => {
    const condition = newCondition();
    onChange((list) => [...list, condition]);
    requestFocus(`f-${condition.temporaryId}`);
  };

  return (
    <fieldset className="group sublist">
      <legend>Warunki udziału</legend>
      {conditions.length === 0 ? <p className="field__hint">Nie dodano warunków udziału.</p> : null}
      {conditions.map((condition, index) => {
        const at = `${path}.${index}`;
        const n = index + 1;
        // Each type once per item: the types of the other conditions are not offered.
        const usedElsewhere = new Set(
          conditions
            .filter((_, i) => i !== index)
            .map((c) => c.typeId)
            .filter((id) => id !== null),
        );
        return (
          <fieldset key={condition.temporaryId} className="subitem">
            <legend>Warunek udziału {n}</legend>
            <SelectField
              id={`f-${condition.temporaryId}`}
              label="Rodzaj warunku"
              required
              disabled={locked}
              placeholder="Wybierz rodzaj warunku"
              options={types
                .filter((t) => !usedElsewhere.has(t.id))
                .map((t) => ({ value: String(t.id), label: t.nazwa }))}
              value={condition.typeId === null ? '' : String(condition.typeId)}
              error={errors[`${at}.typeId`]?.[0]}
              onChange={(event) => {
                const value = event.target.value;
                change(index, (c) => ({ ...c, typeId: value === '' ? null : Number(value) }), 'typeId');
              }}
            />
            <CountedTextArea
              label="Opis warunku"
              required
              rows={3}
              max={L.conditionDescription}
              readOnly={locked}
              value={condition.opis}
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
                  requestFocus(`add-condition-${path}`);
                }}
              >
                Usuń warunek udziału {n}
                <span className="visually-hidden"> ({itemLabel})</span>
              </Button>
            )}
          </fieldset>
        );
      })}
      {locked ? null : (
        <Button id={`add-condition-${path}`} variant="secondary" disabled={allUsed} onClick={add}>
          Dodaj warunek udziału<span className="visually-hidden"> ({itemLabel})</span>
        </Button>
      )}
    </fieldset>
  );
}
