import { announcementLimits as L } from '@bk/contracts/announcements/limits';
import { isProgrammaticFocus } from '../../../components/form/focus-invalid.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { useFormContext } from '../form-context.tsx';
import { newStage, type StageState } from '../form-state.ts';
import { type ListProps, RowDescription, SubList } from './sub-list.tsx';

/** The schedule of an item: stages with start, end (required, not before the start), description. */
export function StagesFields(list: ListProps<StageState>) {
  const { errors, clearError } = useFormContext();

  return (
    <SubList
      {...list}
      create={newStage}
      title="Harmonogram realizacji"
      row="Etap"
      emptyHint="Nie dodano etapów realizacji."
    >
      {(stage, row) => {
        const endPath = `${row.at}.koniecRealizacji`;
        return (
          <>
            <div className="form-row form-row--end">
              <TextField
                id={`f-${stage.temporaryId}`}
                type="date"
                label="Data początku"
                value={stage.poczatekRealizacji}
                error={errors[`${row.at}.poczatekRealizacji`]?.[0]}
                onChange={(event) => {
                  const value = event.target.value;
                  row.change((s) => ({ ...s, poczatekRealizacji: value }), 'poczatekRealizacji');
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
                  row.change((s) => ({ ...s, koniecRealizacji: value }), 'koniecRealizacji');
                }}
              />
            </div>
            <RowDescription label="Opis etapu" rows={3} max={L.stageDescription} row={stage} context={row} />
            <label className="checkbox">
              <input
                type="checkbox"
                checked={stage.czyWystepujePlatnoscCzesciowa}
                onChange={(event) => {
                  const on = event.target.checked;
                  row.change((s) => ({ ...s, czyWystepujePlatnoscCzesciowa: on }), 'platnosc');
                }}
              />
              Płatność częściowa po zakończeniu etapu
            </label>
          </>
        );
      }}
    </SubList>
  );
}
