import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { CountedTextArea } from '../../../components/form/CountedTextArea.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { CpvPicker } from '../../../components/pickers/CpvPicker.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useFormContext, useLocked } from '../form-context.tsx';
import type { Update } from '../form-ops.ts';
import type { ItemState } from '../form-state.ts';
import { ConditionsFields } from './ConditionsFields.tsx';
import { useItemDrag } from './item-dnd.tsx';
import { MoveItemMenu } from './MoveItemMenu.tsx';
import { PlacesFields } from './PlacesFields.tsx';
import { StagesFields } from './StagesFields.tsx';

type Props = {
  item: ItemState;
  /** The temporary id of the item's part. */
  partKey: string;
  number: number;
  /** 'Przedmiot zamówienia 1 z części 2', for controls named outside their group. */
  label: string;
  /** `zamowienia.<part>.przedmiotyZamowienia.<i>`. */
  path: string;
  onChange(change: Update<ItemState>): void;
  onRemove(): void;
  moveTargets: { partKey: string; label: string }[];
  onMove(partKey: string): void;
};

/** One order item: category, subcategory, warranty, description, CPV codes, places, stages, conditions. */
export function ItemFields({
  item,
  partKey,
  number,
  label,
  path,
  onChange,
  onRemove,
  moveTargets,
  onMove,
}: Props) {
  const { errors, clearError, dictionaries } = useFormContext();
  const locked = useLocked().structure;
  const drag = useItemDrag(item.temporaryId, partKey, label, locked || moveTargets.length === 0);
  const category = dictionaries.orderItemCategories.find((c) => c.id === item.kategoria);
  const error = (field: string) => errors[`${path}.${field}`]?.[0];
  const set = <K extends keyof ItemState>(field: K, value: ItemState[K]) => {
    clearError(`${path}.${String(field)}`);
    onChange((it) => ({ ...it, [field]: value }));
  };

  return (
    <fieldset className={`item${drag.isDragging ? ' item--dragging' : ''}`}>
      <legend>Przedmiot zamówienia {number}</legend>
      {locked ? null : (
        <div ref={drag.setNodeRef} className="item__tools">
          {moveTargets.length > 0 ? (
            <>
              <button
                type="button"
                className="button button--secondary button--small drag-handle"
                aria-label={`Przeciągnij ${label.toLowerCase()} do innej części`}
                {...drag.handle}
              >
                <span aria-hidden="true">⠿</span> Przeciągnij
              </button>
              <MoveItemMenu
                itemKey={item.temporaryId}
                itemLabel={label}
                targets={moveTargets}
                onMove={onMove}
              />
            </>
          ) : null}
          <Button variant="secondary" className="button--small" onClick={onRemove}>
            Usuń<span className="visually-hidden"> {label.toLowerCase()}</span>
          </Button>
        </div>
      )}
      <div className="form-row">
        <SelectField
          id={`f-${item.temporaryId}`}
          label="Kategoria"
          required
          disabled={locked}
          placeholder="Wybierz kategorię"
          options={dictionaries.orderItemCategories.map((c) => ({ value: String(c.id), label: c.nazwa }))}
          value={item.kategoria === null ? '' : String(item.kategoria)}
          error={error('kategoria')}
          onChange={(event) => {
            const value = event.target.value;
            clearError(`${path}.kategoria`);
            clearError(`${path}.podkategoria`);
            // Another category clears the subcategory (it belongs to the category).
            onChange((it) => ({ ...it, kategoria: value === '' ? null : Number(value), podkategoria: null }));
          }}
        />
        <SelectField
          label="Podkategoria"
          required
          disabled={locked || !category}
          placeholder={category ? 'Wybierz podkategorię' : 'Najpierw wybierz kategorię'}
          options={(category?.subcategories ?? []).map((s) => ({ value: String(s.id), label: s.nazwa }))}
          value={item.podkategoria === null ? '' : String(item.podkategoria)}
          error={error('podkategoria')}
          onChange={(event) =>
            set('podkategoria', event.target.value === '' ? null : Number(event.target.value))
          }
        />
      </div>
      <TextField
        label="Okres gwarancji"
        hint="Na przykład: 24 miesiące."
        maxLength={L.warranty}
        value={item.okresGwarancji}
        error={error('okresGwarancji')}
        onChange={(event) => set('okresGwarancji', event.target.value)}
      />
      <CountedTextArea
        label="Opis przedmiotu zamówienia"
        required
        rows={5}
        max={L.itemDescription}
        value={item.opis}
        error={error('opis')}
        onChange={(opis) => set('opis', opis)}
      />
      <CpvPicker
        label="Kody CPV"
        value={item.kodyCPV}
        error={error('kodyCPV')}
        onChange={(codes) => set('kodyCPV', codes)}
      />
      <PlacesFields
        rows={item.miejscaRealizacji}
        path={`${path}.miejscaRealizacji`}
        context={label}
        onChange={(update) => onChange((it) => ({ ...it, miejscaRealizacji: update(it.miejscaRealizacji) }))}
      />
      <StagesFields
        rows={item.harmonogramy}
        path={`${path}.harmonogramy`}
        context={label}
        onChange={(update) => onChange((it) => ({ ...it, harmonogramy: update(it.harmonogramy) }))}
      />
      <ConditionsFields
        rows={item.warunkiUdzialu}
        path={`${path}.warunkiUdzialu`}
        context={label}
        onChange={(update) => onChange((it) => ({ ...it, warunkiUdzialu: update(it.warunkiUdzialu) }))}
      />
    </fieldset>
  );
}
