import type { PermissionGroup } from '@bk/contracts/auth/permission-flags';
import {
  type AdminArea,
  areaLabels,
  type HistoryOperation,
  permissionsMessages as M,
} from '@bk/contracts/users/permissions-admin';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SelectField } from '../../../components/form/SelectField.tsx';
import {
  emptyLevelChoice,
  type LevelChoice,
  type LevelField,
  LevelPicker,
  useChosenLevels,
} from '../../../components/pickers/LevelPicker.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { errorText, isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.tsx';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { FlagFields } from './GrantFlagFields.tsx';
import {
  type AreaBody,
  areaBody,
  chainOfChoice,
  chainOfPackage,
  deepestField,
  deepestLevelId,
  type FlagSelection,
  flagsOfGroup,
  type GrantContext,
  type GrantErrors,
  grantableFlags,
  grantCapabilities,
  grantProblems,
  groupsOfTarget,
  keepGrantable,
  type LevelBody,
  levelBody,
  type SaveOutcome,
  saveOutcome,
  selectionFromGroups,
} from './grant-state.ts';
import type { PackageRow } from './PermissionTables.tsx';
import { levelPackageLabel } from './permission-labels.ts';
import {
  type AreaPackage,
  type LevelPackage,
  loadAreaPackage,
  loadLevelPackage,
  saveAreaPackage,
  saveLevelPackage,
  usePermissionsKey,
} from './permissions-api.ts';
import './permissions.css';

/** Whom the form grants to; the name and e-mail are shown when known (after the find-user dialog). */
export type GrantUser = { id: number; imie?: string; nazwisko?: string; email?: string };

type Props = {
  user: GrantUser;
  /** Which table the form grants in. */
  context: GrantContext;
  /** The row to edit (its area or level fixed, its flags loaded); adding when absent. */
  editing?: PackageRow | null;
  onClose: () => void;
  /** After a save, once the tables have loaded again: the confirmation to announce. */
  onSaved: (message: string) => void;
};

/** A level fixed by the package being edited: its id (null: every level), label and chain of ids. */
type FixedLevel = { id: number | null; label: string; chain: number[] };

type SaveVars =
  | { kind: 'area'; area: AdminArea; body: AreaBody; editing: boolean }
  | { kind: 'level'; body: LevelBody; editing: boolean };

type Offer = 'exists' | 'missing' | null;

const savedMessages: Record<HistoryOperation, string> = {
  permissionsGranted: 'Nadano uprawnienia',
  permissionsModified: 'Zmieniono uprawnienia',
  permissionsDenied: 'Odebrano uprawnienia',
};

function fixedLevelOf(pkg: LevelPackage): FixedLevel {
  return { id: pkg.level?.id ?? null, label: levelPackageLabel(pkg), chain: chainOfPackage(pkg) };
}

/**
 * Focuses the first problem once it has rendered: an invalid field or a message marked as a focus
 * target, whichever comes first on the page (errors set after an await render a little later).
 */
function focusFirstProblem(form: HTMLFormElement | null, framesLeft = 30): void {
  requestAnimationFrame(() => {
    const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-problem]');
    if (target) target.focus();
    else if (framesLeft > 0 && form?.isConnected) focusFirstProblem(form, framesLeft - 1);
  });
}

/**
 * The grant form (spec 3 sections 2.3, 4, 6): 'Administracja' (an area, then its flags) or 'Poziomy
 * wdrożenia' (a level from the cascading picker, then the levels' flags). Flags the granter does not
 * hold (for levels: unscoped or at the chosen level or above) are disabled; 'Pełne uprawnienia' per
 * group and 'Wszystkie uprawnienia' toggle those they may give. Adding is a POST, editing a PUT; a set
 * that already exists is offered for loading and editing, a missing one for creating.
 */
export function GrantForm({ user, context, editing = null, onClose, onSaved }: Props) {
  const session = useSession();
  const entries = session.user?.permissions ?? [];
  const capabilities = grantCapabilities(entries, session.flags);
  const permissionsKey = usePermissionsKey();
  const queryClient = useQueryClient();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const [mode, setMode] = useState<'create' | 'edit'>(editing ? 'edit' : 'create');
  const [area, setArea] = useState<AdminArea | null>(() => {
    if (editing?.context === 'administration') return editing.pkg.area;
    return capabilities.areas.length === 1 ? (capabilities.areas[0] ?? null) : null;
  });
  const [areaFixed, setAreaFixed] = useState(editing?.context === 'administration');
  const [fixedLevel, setFixedLevel] = useState<FixedLevel | null>(
    editing?.context === 'levels' ? fixedLevelOf(editing.pkg) : null,
  );
  const [levels, setLevels] = useState<LevelChoice>(emptyLevelChoice);
  const [selection, setSelection] = useState<FlagSelection>(() =>
    editing
      ? selectionFromGroups(
          editing.pkg.groups,
          groupsOfTarget(editing.context === 'administration' ? editing.pkg.area : 'levels'),
        )
      : {},
  );
  const [errors, setErrors] = useState<GrantErrors>({});
  const [offer, setOffer] = useState<Offer>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusNotice, setFocusNotice] = useState(false);

  const target: AdminArea | 'levels' | null = context === 'levels' ? 'levels' : area;
  const groups: readonly PermissionGroup[] = target ? groupsOfTarget(target) : [];
  const chain = fixedLevel ? fixedLevel.chain : chainOfChoice(levels);
  const grantable =
    context === 'levels' ? grantableFlags(entries, groups, chain) : grantableFlags(entries, groups);
  const chosen = useChosenLevels(levels, 'permissions');
  const anyDisabled = groups.some((g) => (grantable[g]?.length ?? 0) < flagsOfGroup(g).length);

  // Back from an offer (the package loaded): the notice says what happened and takes the focus.
  useEffect(() => {
    if (!focusNotice || offer !== null) return;
    setFocusNotice(false);
    requestAnimationFrame(() => noticeRef.current?.focus());
  }, [focusNotice, offer]);

  const save = useApiMutation({
    mutationFn: (vars: SaveVars) =>
      vars.kind === 'area'
        ? saveAreaPackage(vars.area, vars.body, vars.editing)
        : saveLevelPackage(vars.body, vars.editing),
    invalidates: [{ queryKey: permissionsKey }],
    onSuccess: (data) =>
      onSaved(
        `${savedMessages[data.operationType] ?? 'Zapisano uprawnienia'}${user.email ? ` (${user.email})` : ''}.`,
      ),
    onError: (error, vars) => {
      const outcome: SaveOutcome = saveOutcome(error, vars.editing);
      if (outcome.kind === 'exists' || outcome.kind === 'missing') {
        load.reset();
        setOffer(outcome.kind);
        return;
      }
      setOffer(null);
      setErrors(outcome.errors);
      focusFirstProblem(formRef.current);
    },
  });

  const load = useApiMutation({
    mutationFn: (): Promise<AreaPackage | LevelPackage> => {
      if (context === 'administration' && area) return loadAreaPackage(area, user.id);
      return loadLevelPackage(user.id, fixedLevel ? fixedLevel.id : deepestLevelId(levels));
    },
    onSuccess: (pkg) => {
      setMode('edit');
      setErrors({});
      if ('area' in pkg) {
        setArea(pkg.area);
        setAreaFixed(true);
        setSelection(selectionFromGroups(pkg.groups, groupsOfTarget(pkg.area)));
        setNotice('Wczytano istniejące uprawnienia użytkownika. Możesz je teraz zmienić.');
      } else {
        setFixedLevel(fixedLevelOf(pkg));
        setSelection(selectionFromGroups(pkg.groups, groupsOfTarget('levels')));
        setNotice(
          pkg.hasHigherLevelPermissions
            ? M.higherLevel
            : 'Wczytano istniejące uprawnienia użytkownika. Możesz je teraz zmienić.',
        );
      }
      setOffer(null);
      setFocusNotice(true);
    },
  });

  const varsFor = (asEdit: boolean): SaveVars | null => {
    if (context === 'administration') {
      if (!area) return null;
      return { kind: 'area', area, body: areaBody(user.id, area, selection), editing: asEdit };
    }
    const levelId = fixedLevel ? fixedLevel.id : deepestLevelId(levels);
    return { kind: 'level', body: levelBody(user.id, levelId, selection), editing: asEdit };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems = grantProblems({
      adding: context === 'levels' ? fixedLevel === null : !areaFixed,
      target,
      levels,
      selection,
    });
    setErrors(problems);
    setNotice(null);
    if (Object.keys(problems).length > 0) {
      focusFirstProblem(formRef.current);
      return;
    }
    const vars = varsFor(mode === 'edit');
    if (vars) save.mutate(vars);
  };

  const chooseArea = (value: string) => {
    const next = (value || null) as AdminArea | null;
    setArea(next);
    // Each area has its own groups: the chosen flags go with the old area.
    setSelection({});
    setErrors((e) => ({ ...e, area: undefined, flags: undefined }));
  };

  const chooseLevels = (next: LevelChoice, _cleared: LevelField[]) => {
    setLevels(next);
    setErrors((e) => ({ ...e, level: undefined }));
    // Flags chosen where the granter held them may not be theirs at the new level.
    setSelection((s) =>
      keepGrantable(s, grantableFlags(entries, groupsOfTarget('levels'), chainOfChoice(next))),
    );
  };

  const changeSelection = (next: FlagSelection) => {
    setSelection(next);
    setErrors((e) => ({ ...e, flags: undefined }));
  };

  const contextLabel = context === 'administration' ? 'Administracja' : 'Poziomy wdrożenia';
  const backToForm = () => {
    setOffer(null);
    // Back to the form as it was: its save button takes the focus.
    requestAnimationFrame(() => submitRef.current?.focus());
  };
  const closeMissing = () => {
    // The tables still show the package that is gone.
    void queryClient.invalidateQueries({ queryKey: permissionsKey });
    onClose();
  };

  // The offers replace the form inside the same dialog (the chosen flags stay for the way back).
  if (offer === 'exists') {
    const loadError = load.error
      ? isApiError(load.error) && load.error.status === 404
        ? M.notFound
        : isApiError(load.error) && load.error.status === 403
          ? M.saveForbidden
          : errorText(load.error)
      : null;
    return (
      <Dialog
        role="alertdialog"
        onDismiss={backToForm}
        title="Uprawnienia już istnieją"
        actions={
          <>
            <Button variant="secondary" autoFocus onClick={backToForm}>
              Anuluj
            </Button>
            <Button
              aria-disabled={load.isPending || undefined}
              onClick={() => {
                if (!load.isPending) load.mutate();
              }}
            >
              {load.isPending ? 'Trwa wczytywanie...' : 'Wczytaj i edytuj'}
            </Button>
          </>
        }
      >
        {loadError ? (
          <p className="notice notice--error" role="alert">
            {loadError}
          </p>
        ) : null}
        <p>{M.setExistsText}</p>
      </Dialog>
    );
  }

  if (offer === 'missing') {
    return (
      <Dialog
        role="alertdialog"
        onDismiss={closeMissing}
        title="Nie znaleziono uprawnień"
        actions={
          <>
            <Button variant="secondary" autoFocus onClick={closeMissing}>
              Anuluj
            </Button>
            <Button
              aria-disabled={save.isPending || undefined}
              onClick={() => {
                if (save.isPending) return;
                const vars = varsFor(false);
                if (!vars) return;
                setMode('create');
                save.mutate(vars);
              }}
            >
              {save.isPending ? 'Trwa zapisywanie...' : 'Nadaj jako nowe'}
            </Button>
          </>
        }
      >
        <p>{M.notFound}</p>
        <p>Czy chcesz nadać użytkownikowi wybrane uprawnienia jako nowe?</p>
      </Dialog>
    );
  }

  const userName = [user.imie, user.nazwisko].filter(Boolean).join(' ');
  const levelErrorField: LevelField =
    (errors.level === M.levelRequired ? null : deepestField(levels)) ?? 'perspektywa';
  // The pickers list only the levels where the viewer may grant and those above them (the server
  // marks which is which); a level above is chosen only on the way down.
  const deepest = deepestField(levels);
  const showsManagementHint =
    context === 'levels' && fixedLevel === null && deepest !== null && chosen[deepest]?.grantable === false;

  return (
    <Dialog
      onDismiss={onClose}
      wide
      title={`${mode === 'edit' ? 'Edycja uprawnień' : 'Nadawanie uprawnień'} - ${contextLabel}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Anuluj
          </Button>
          <Button ref={submitRef} type="submit" form={formId} aria-disabled={save.isPending || undefined}>
            {save.isPending ? 'Trwa zapisywanie...' : 'Zapisz'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className="permissions-grant" onSubmit={submit} noValidate>
        {userName || user.email ? (
          <p className="permissions-grant__user">
            <span className="permissions-grant__label">Użytkownik:</span> {userName}
            {user.email ? <> ({user.email})</> : null}
          </p>
        ) : null}
        {notice ? (
          <p ref={noticeRef} className="notice" tabIndex={-1}>
            {notice}
          </p>
        ) : null}
        {errors.form ? (
          <p className="notice notice--error" role="alert" tabIndex={-1} data-focus-problem>
            {errors.form}
          </p>
        ) : null}

        {context === 'administration' ? (
          areaFixed && area ? (
            <p className="permissions-grant__target">
              <span className="permissions-grant__label">Obszar:</span> {areaLabels[area]}
            </p>
          ) : (
            <SelectField
              label="Obszar"
              required
              placeholder="Wybierz..."
              options={capabilities.areas.map((a) => ({ value: a, label: areaLabels[a] }))}
              value={area ?? ''}
              error={errors.area}
              onChange={(e) => chooseArea(e.target.value)}
            />
          )
        ) : fixedLevel ? (
          <p className="permissions-grant__target">
            <span className="permissions-grant__label">Poziom wdrożenia:</span> {fixedLevel.label}
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
              value={levels}
              onChange={chooseLevels}
              errors={errors.level ? { [levelErrorField]: errors.level } : {}}
            />
          </fieldset>
        )}
        {showsManagementHint ? (
          <p className="notice">Nie masz uprawnień do nadawania uprawnień na tym poziomie wdrożenia.</p>
        ) : null}

        {groups.length === 0 ? (
          <p className="field__hint">Wybierz obszar, aby zobaczyć uprawnienia do nadania.</p>
        ) : (
          <FlagFields
            groups={groups}
            selection={selection}
            grantable={grantable}
            anyDisabled={anyDisabled}
            error={errors.flags}
            onChange={changeSelection}
          />
        )}
      </form>
    </Dialog>
  );
}
