import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { useLocked } from '../form-context.tsx';
import { type CriterionState, newCriterion } from '../form-state.ts';
import { type ListProps, RowDescription, SubList } from './sub-list.tsx';

/** Evaluation criteria of a part (price flag, description up to 300), once the part has items. */
export function CriteriaFields({ hasItems, ...list }: ListProps<CriterionState> & { hasItems: boolean }) {
  const locked = useLocked().structure;

  return (
    <SubList
      {...list}
      create={newCriterion}
      title="Kryteria oceny"
      row="Kryterium oceny"
      required
      locked={locked}
      canAdd={hasItems}
      emptyHint={hasItems ? undefined : 'Zdefiniuj przedmioty zamówienia, aby móc dodawać kryteria oceny.'}
      className="criteria"
    >
      {(criterion, row) => (
        <>
          <label className="checkbox">
            <input
              id={`f-${criterion.temporaryId}`}
              type="checkbox"
              disabled={locked}
              checked={criterion.czyKryteriumCenowe}
              onChange={(event) => {
                const on = event.target.checked;
                row.change((c) => ({ ...c, czyKryteriumCenowe: on }), 'czyKryteriumCenowe');
              }}
            />
            Kryterium cenowe
          </label>
          <RowDescription
            label="Opis kryterium"
            required
            rows={2}
            max={L.criterionDescription}
            readOnly={locked}
            row={criterion}
            context={row}
          />
        </>
      )}
    </SubList>
  );
}
