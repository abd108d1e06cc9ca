import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { useState } from 'react';
import { TextField } from '../../../components/form/TextField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { BudgetField } from '../fields/BudgetField.tsx';
import { ListError } from '../fields/ListError.tsx';
import { SwitchField } from '../fields/SwitchField.tsx';
import { useFormContext, useLocked } from '../form-context.tsx';
import { removeAt, replaceAt, type Update } from '../form-ops.ts';
import type { PartState } from '../form-state.ts';
import { CriteriaFields } from './CriteriaFields.tsx';
import { ItemFields } from './ItemFields.tsx';
import { usePartDropZone } from './item-dnd.tsx';

type Props = {
  part: PartState;
  number: number;
  partCount: number;
  onChange(change: Update<PartState>): void;
  /** Returns the refusal message when the part may not go. */
  onRemove(): string | null;
  /** The other parts an item may move to. */
  otherParts: { partKey: string; label: string }[];
  onMoveItem(itemKey: string, toPartKey: string): void;
};

/** One part of the order: title, variants, estimated value, its items and its criteria. */
export function PartFields({ part, number, partCount, onChange, onRemove, otherParts, onMoveItem }: Props) {
  const { errors, clearError, clearErrorsUnder, requestFocus } = useFormContext();
  const locked = useLocked().structure;
  const [refusal, setRefusal] = useState<string | null>(null);
  const label = `Część ${number}`;
  const path = `zamowienia.${part.temporaryId}`;
  const itemsPath = `${path}.przedmiotyZamowienia`;
  const zone = usePartDropZone(part.temporaryId, label, locked);
  const error = (field: string) => errors[`${path}.${field}`]?.[0];

  return (
    <fieldset ref={zone.setNodeRef} className={`part${zone.isOver ? ' part--over' : ''}`}>
      <legend>{label}</legend>
      {partCount > 1 && !locked ? (
        <div className="part__tools">
          <Button
            variant="secondary"
            className="button--small"
            aria-describedby={refusal ? `refusal-${part.temporaryId}` : undefined}
            onClick={() => setRefusal(onRemove())}
          >
            Usuń część {number}
          </Button>
          <p id={`refusal-${part.temporaryId}`} role="alert" className="part__refusal">
            {refusal}
          </p>
        </div>
      ) : null}
      <TextField
        id={`f-${part.temporaryId}`}
        label="Tytuł części"
        required={partCount > 1}
        hint={partCount > 1 ? 'Tytuł musi wyraźnie różnić się od tytułów pozostałych części.' : undefined}
        readOnly={locked}
        maxLength={L.partTitle}
        value={part.tytul}
        error={error('tytul')}
        onChange={(event) => {
          const tytul = event.target.value;
          clearError(`${path}.tytul`);
          onChange((p) => ({ ...p, tytul }));
        }}
      />
      <SwitchField
        label="Wariantowe"
        hint="Dopuszczenie ofert wariantowych w tej części."
        checked={part.czyWariantowe}
        disabled={locked}
        onChange={(on) => onChange((p) => ({ ...p, czyWariantowe: on }))}
      />
      <BudgetField
        label="Szacunkowa wartość zamówienia"
        required
        value={part.szacunkowaWartosc}
        error={error('szacunkowaWartosc')}
        onChange={(value) => {
          clearError(`${path}.szacunkowaWartosc`);
          onChange((p) => ({ ...p, szacunkowaWartosc: value }));
        }}
      />
      <h3 className="part__heading">Przedmioty zamówienia</h3>
      <ListError id={`${itemsPath}-error`} message={errors[itemsPath]?.[0]} />
      {part.przedmiotyZamowienia.length === 0 ? (
        <p className="field__hint part__empty">
          {locked
            ? 'Ta część nie ma przedmiotów zamówienia.'
            : 'Ta część nie ma jeszcze przedmiotów zamówienia.'}
          {!locked && otherParts.length > 0 ? ' Przenieś tu przedmiot z innej części.' : ''}
        </p>
      ) : null}
      {part.przedmiotyZamowienia.map((item, index) => {
        const itemLabel = `Przedmiot zamówienia ${index + 1} z części ${number}`;
        return (
          <ItemFields
            key={item.temporaryId}
            item={item}
            partKey={part.temporaryId}
            number={index + 1}
            label={itemLabel}
            path={`${itemsPath}.${index}`}
            moveTargets={otherParts}
            onMove={(toPartKey) => onMoveItem(item.temporaryId, toPartKey)}
            onChange={(update) =>
              onChange((p) => ({
                ...p,
                przedmiotyZamowienia: replaceAt(p.przedmiotyZamowienia, index, update),
              }))
            }
            onRemove={() => {
              clearErrorsUnder(itemsPath);
              onChange((p) => ({ ...p, przedmiotyZamowienia: removeAt(p.przedmiotyZamowienia, index) }));
              requestFocus('add-item');
            }}
          />
        );
      })}
      <CriteriaFields
        rows={part.kryteriaOceny}
        path={`${path}.kryteriaOceny`}
        context={label}
        hasItems={part.przedmiotyZamowienia.length > 0}
        onChange={(update) => onChange((p) => ({ ...p, kryteriaOceny: update(p.kryteriaOceny) }))}
      />
    </fieldset>
  );
}
