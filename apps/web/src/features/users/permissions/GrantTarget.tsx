import { type AdminArea, areaLabels, permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import { SelectField } from '../../../components/form/SelectField.tsx';
import {
  type LevelChoice,
  type LevelField,
  LevelPicker,
  useChosenLevels,
} from '../../../components/pickers/LevelPicker.tsx';
import { deepestField, type GrantContext, type GrantValues } from './grant-state.ts';

/**
 * Said when the deepest chosen level is not one where the viewer may grant: the pickers list only the
 * levels where they may and those above them (the server marks which is which), and a level above is
 * chosen only on the way down.
 */
function NotGrantableHint({ levels }: { levels: LevelChoice }) {
  const chosen = useChosenLevels(levels, 'permissions');
  const deepest = deepestField(levels);
  if (deepest === null || chosen[deepest]?.grantable !== false) return null;
  return <p className="notice">Nie masz uprawnień do nadawania uprawnień na tym poziomie wdrożenia.</p>;
}

type Props = {
  context: GrantContext;
  values: GrantValues;
  /** The areas the viewer may grant in. */
  areas: readonly AdminArea[];
  areaError: string | undefined;
  levelError: string | undefined;
  onChooseArea: (value: string) => void;
  onChooseLevels: (next: LevelChoice, cleared: LevelField[]) => void;
};

/**
 * What the grant form grants on: an area ('Administracja'), chosen or fixed when editing, or a level
 * ('Poziomy wdrożenia') from the cascading picker, or fixed when editing.
 */
export function GrantTarget({
  context,
  values,
  areas,
  areaError,
  levelError,
  onChooseArea,
  onChooseLevels,
}: Props) {
  const levelErrorField: LevelField =
    (levelError === M.levelRequired ? null : deepestField(values.levels)) ?? 'perspektywa';
  return (
    <>
      {context === 'administration' ? (
        values.areaFixed && values.area ? (
          <p className="permissions-grant__target">
            <span className="permissions-grant__label">Obszar:</span> {areaLabels[values.area]}
          </p>
        ) : (
          <SelectField
            label="Obszar"
            required
            placeholder="Wybierz..."
            options={areas.map((a) => ({ value: a, label: areaLabels[a] }))}
            value={values.area}
            error={areaError}
            onChange={(e) => onChooseArea(e.target.value)}
          />
        )
      ) : values.fixedLevel ? (
        <p className="permissions-grant__target">
          <span className="permissions-grant__label">Poziom wdrożenia:</span> {values.fixedLevel.label}
        </p>
      ) : (
        <fieldset className="group permissions-grant__levels">
          <legend>Poziom wdrożenia</legend>
          <p className="field__hint form-note">
            Wybierz co najmniej perspektywę. Uprawnienia zostaną nadane na najniższym wybranym poziomie.
          </p>
          <LevelPicker
            withLowest
            mode="permissions"
            value={values.levels}
            onChange={onChooseLevels}
            errors={levelError ? { [levelErrorField]: levelError } : {}}
          />
        </fieldset>
      )}
      {context === 'levels' && values.fixedLevel === null ? (
        <NotGrantableHint levels={values.levels} />
      ) : null}
    </>
  );
}
