import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { useFormContext, useLocked } from '../form-context.tsx';
import { type ConditionState, newCondition } from '../form-state.ts';
import { type ListProps, RowDescription, SubList } from './sub-list.tsx';

/** Participation conditions of an item: each type once, a required description (locked once published). */
export function ConditionsFields(list: ListProps<ConditionState>) {
  const { errors, dictionaries } = useFormContext();
  const locked = useLocked().structure;
  const types = dictionaries.participationConditionTypes;

  return (
    <SubList
      {...list}
      create={newCondition}
      title="Warunki udziału"
      row="Warunek udziału"
      locked={locked}
      emptyHint="Nie dodano warunków udziału."
      full={list.rows.length >= types.length}
    >
      {(condition, row) => {
        // Each type once per item: the types of the other conditions are not offered.
        const usedElsewhere = new Set(
          list.rows
            .filter((_, i) => i !== row.index)
            .map((c) => c.typeId)
            .filter((id) => id !== null),
        );
        return (
          <>
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
              error={errors[`${row.at}.typeId`]?.[0]}
              onChange={(event) => {
                const value = event.target.value;
                row.change((c) => ({ ...c, typeId: value === '' ? null : Number(value) }), 'typeId');
              }}
            />
            <RowDescription
              label="Opis warunku"
              required
              rows={3}
              max={L.conditionDescription}
              readOnly={locked}
              row={condition}
              context={row}
            />
          </>
        );
      }}
    </SubList>
  );
}
