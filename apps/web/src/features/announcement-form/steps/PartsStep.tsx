import { Button } from '../../../components/ui/Button.tsx';
import { ListError } from '../fields/ListError.tsx';
import { useFormContext, useLocked } from '../form-context.tsx';
import { addItem, addPart, moveItem, removePart, type Update, updatePart } from '../form-ops.ts';
import { type FormState, newItem, newPart } from '../form-state.ts';
import { ItemDndContext } from '../parts/item-dnd.tsx';
import { PartFields } from '../parts/PartFields.tsx';

type Props = {
  form: FormState;
  update(change: Update<FormState>): void;
  /** Tells assistive technology what happened (a move). */
  announce(message: string): void;
};

const partLabel = (index: number, title: string) =>
  `Część ${index + 1}${title.trim() ? `: ${title.trim()}` : ''}`;

/**
 * Części i kryteria: parts with their items and criteria. Items are added to the first part and moved
 * between parts (while unpublished) by drag and drop or the 'Przenieś do części…' menu.
 */
export function PartsStep({ form, update, announce }: Props) {
  const { errors, clearError, clearErrorsUnder, requestFocus } = useFormContext();
  const locked = useLocked().structure;
  const parts = form.zamowienia;

  const move = (itemKey: string, toPartKey: string) => {
    const from = parts.find((p) => p.przedmiotyZamowienia.some((i) => i.temporaryId === itemKey));
    const toIndex = parts.findIndex((p) => p.temporaryId === toPartKey);
    if (!from || from.temporaryId === toPartKey || toIndex < 0) return;
    // Items are numbered by their place in the part: the errors of both lists no longer fit.
    clearErrorsUnder(`zamowienia.${from.temporaryId}.przedmiotyZamowienia`);
    clearErrorsUnder(`zamowienia.${toPartKey}.przedmiotyZamowienia`);
    update((f) => moveItem(f, itemKey, toPartKey));
    const target = parts[toIndex];
    const number = (target?.przedmiotyZamowienia.length ?? 0) + 1;
    announce(`Przeniesiono przedmiot zamówienia do części ${toIndex + 1} jako przedmiot ${number}.`);
    requestFocus(`move-${itemKey}`);
  };

  const add = () => {
    clearError('zamowienia');
    const item = newItem();
    update((f) => addItem(f, item));
    requestFocus(`f-${item.temporaryId}`);
  };

  return (
    <>
      <ListError id="parts-error" message={errors.zamowienia?.[0]} />
      {locked ? (
        <p className="field__hint form-note">
          W opublikowanym ogłoszeniu nie można dodawać, usuwać ani przenosić części i przedmiotów zamówienia.
        </p>
      ) : (
        <div className="toolbar">
          <Button
            id="add-item"
            onClick={add}
            aria-describedby={parts.length > 1 ? 'add-item-note' : undefined}
          >
            Dodaj przedmiot zamówienia
          </Button>
          {parts.length > 1 ? (
            <p id="add-item-note" className="notice notice--inline">
              Nowy przedmiot zamówienia zostanie dodany do części 1. Możesz go potem przenieść do innej części
              przyciskiem „Przenieś do części…” lub przeciągając go.
            </p>
          ) : null}
        </div>
      )}
      <ItemDndContext onMove={move}>
        {parts.map((part, index) => (
          <PartFields
            key={part.temporaryId}
            part={part}
            number={index + 1}
            partCount={parts.length}
            otherParts={parts
              .map((p, i) => ({ partKey: p.temporaryId, label: partLabel(i, p.tytul) }))
              .filter((p) => p.partKey !== part.temporaryId)}
            onMoveItem={move}
            onChange={(change) => update((f) => updatePart(f, part.temporaryId, change))}
            onRemove={() => {
              const result = removePart(form, part.temporaryId);
              if (result.refused) return result.refused;
              clearErrorsUnder(`zamowienia.${part.temporaryId}`);
              update((f) => removePart(f, part.temporaryId).form);
              announce(`Usunięto część ${index + 1}.`);
              requestFocus('add-part');
              return null;
            }}
          />
        ))}
      </ItemDndContext>
      {locked ? null : form.czyDopuszczalnaOfertaCzesciowa ? (
        <Button
          id="add-part"
          variant="secondary"
          onClick={() => {
            const part = newPart();
            update((f) => addPart(f, part));
            requestFocus(`f-${part.temporaryId}`);
          }}
        >
          Dodaj część
        </Button>
      ) : (
        <p id="add-part" tabIndex={-1} className="field__hint">
          Aby podzielić zamówienie na części, w kroku Przedmiot włącz „Czy dopuszczalna jest oferta
          częściowa”.
        </p>
      )}
    </>
  );
}
