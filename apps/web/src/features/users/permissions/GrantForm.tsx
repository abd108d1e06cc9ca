import {
  type AdminArea,
  areaPackageInputSchema,
  levelPackageInputSchema,
} from '@bk/contracts/users/permissions-admin';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/FormError.tsx';
import { useFormMutation } from '../../../components/form/use-form-mutation.ts';
import { wireSchemaResolver } from '../../../components/form/wire-resolver.ts';
import type { LevelChoice, LevelField } from '../../../components/pickers/LevelPicker.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { FlagFields } from './GrantFlagFields.tsx';
import { GrantOffer, type GrantOfferKind, loadFailureText } from './GrantOffers.tsx';
import { GrantTarget } from './GrantTarget.tsx';
import { initialValues, loadPackageOf, savedMessages, valuesLoaded } from './grant-form-values.ts';
import {
  areaBody,
  chainOfChoice,
  type FlagSelection,
  flagsOfGroup,
  type GrantContext,
  type GrantValues,
  grantableFlags,
  grantBody,
  grantCapabilities,
  grantErrorAliases,
  grantFailureText,
  grantFields,
  grantIssues,
  groupsOfTarget,
  keepGrantable,
  levelBody,
  levelIdOf,
  offerAfter,
} from './grant-state.ts';
import type { PackageRow } from './PermissionTables.tsx';
import { saveAreaPackage, saveLevelPackage, usePermissionsKey } from './permissions-api.ts';
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

/**
 * The grant form (spec 3 sections 2.3, 4, 6): 'Administracja' (an area, then its flags) or 'Poziomy
 * wdrożenia' (a level from the cascading picker, which lists only the levels where the viewer may grant
 * and those above them, then the levels' flags). Flags the granter does not hold (for levels: unscoped
 * or at the chosen level or above) are disabled; 'Pełne uprawnienia' per group and 'Wszystkie
 * uprawnienia' toggle those they may give. One react-hook-form form checked with the contract's package
 * schema; adding is a POST, editing a PUT; a set that already exists is offered for loading and
 * editing, a missing one for creating.
 */
export function GrantForm({ user, context, editing = null, onClose, onSaved }: Props) {
  const session = useSession();
  const entries = session.user?.permissions ?? [];
  const capabilities = grantCapabilities(entries, session.flags);
  const permissionsKey = usePermissionsKey();
  const queryClient = useQueryClient();
  const formId = useId();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusNotice = useRef(false);
  const [offer, setOffer] = useState<GrantOfferKind | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const resolver = useMemo(
    () =>
      wireSchemaResolver<GrantValues>(
        context === 'levels' ? levelPackageInputSchema : areaPackageInputSchema,
        {
          body: (v) => grantBody(v, user.id, context),
          aliases: grantErrorAliases,
          extra: (v) => grantIssues(v, context),
        },
      ),
    [context, user.id],
  );
  const form = useForm<GrantValues>({
    resolver,
    shouldFocusError: false,
    defaultValues: initialValues(editing, capabilities.areas),
  });
  const values = form.watch();
  const { errors } = form.formState;

  const target: AdminArea | 'levels' | null = context === 'levels' ? 'levels' : values.area || null;
  const groups = target ? groupsOfTarget(target) : [];
  const chain = values.fixedLevel ? values.fixedLevel.chain : chainOfChoice(values.levels);
  const grantable =
    context === 'levels' ? grantableFlags(entries, groups, chain) : grantableFlags(entries, groups);
  const anyDisabled = groups.some((g) => (grantable[g]?.length ?? 0) < flagsOfGroup(g).length);

  // Back from an offer (the package loaded): the notice says what happened and takes the focus.
  useEffect(() => {
    if (!focusNotice.current || offer !== null || notice === null) return;
    focusNotice.current = false;
    requestAnimationFrame(() => noticeRef.current?.focus());
  }, [offer, notice]);

  const load = useApiMutation({
    mutationFn: () => loadPackageOf(context, user.id, form.getValues()),
    onSuccess: (pkg) => {
      const loaded = valuesLoaded(form.getValues(), pkg);
      form.reset(loaded.values);
      setNotice(loaded.notice);
      setOffer(null);
      focusNotice.current = true;
    },
  });

  const save = useFormMutation<GrantValues, GrantValues, Awaited<ReturnType<typeof saveLevelPackage>>>({
    form,
    fields: grantFields,
    aliases: grantErrorAliases,
    mutationFn: (v) =>
      context === 'levels'
        ? saveLevelPackage(levelBody(user.id, levelIdOf(v), v.selection), v.editing)
        : saveAreaPackage(
            v.area as AdminArea,
            areaBody(user.id, v.area as AdminArea, v.selection),
            v.editing,
          ),
    invalidates: [{ queryKey: permissionsKey }],
    onSuccess: (data) =>
      onSaved(
        `${savedMessages[data.operationType] ?? 'Zapisano uprawnienia'}${user.email ? ` (${user.email})` : ''}.`,
      ),
    answers: (error) => {
      const next = offerAfter(error, form.getValues('editing'));
      if (next) load.reset();
      setOffer(next);
      return next !== null;
    },
    failureText: grantFailureText,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (save.pending) {
      event.preventDefault();
      return;
    }
    setNotice(null);
    save.setFormError(null);
    return save.submit(event);
  };

  const chooseArea = (value: string) => {
    form.setValue('area', value as AdminArea | '');
    // Each area has its own groups: the chosen flags go with the old area.
    form.setValue('selection', {});
    form.clearErrors(['area', 'selection']);
  };

  const chooseLevels = (next: LevelChoice, _cleared: LevelField[]) => {
    form.setValue('levels', next);
    form.clearErrors('levels');
    // Flags chosen where the granter held them may not be theirs at the new level.
    form.setValue(
      'selection',
      keepGrantable(values.selection, grantableFlags(entries, groupsOfTarget('levels'), chainOfChoice(next))),
    );
  };

  const changeSelection = (next: FlagSelection) => {
    form.setValue('selection', next);
    form.clearErrors('selection');
  };

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
  if (offer === 'exists')
    return (
      <GrantOffer
        kind="exists"
        pending={load.isPending}
        error={loadFailureText(load.error)}
        onConfirm={() => load.mutate()}
        onCancel={backToForm}
      />
    );
  if (offer === 'missing')
    return (
      <GrantOffer
        kind="missing"
        pending={save.pending}
        error={null}
        onConfirm={() => {
          form.setValue('editing', false);
          void save.send(form.getValues());
        }}
        onCancel={closeMissing}
      />
    );

  const userName = [user.imie, user.nazwisko].filter(Boolean).join(' ');
  const contextLabel = context === 'administration' ? 'Administracja' : 'Poziomy wdrożenia';

  return (
    <Dialog
      onDismiss={onClose}
      wide
      title={`${values.editing ? 'Edycja uprawnień' : 'Nadawanie uprawnień'} - ${contextLabel}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Anuluj
          </Button>
          <Button ref={submitRef} type="submit" form={formId} aria-disabled={save.pending || undefined}>
            {save.pending ? 'Trwa zapisywanie...' : 'Zapisz'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={save.formRef} className="permissions-grant" onSubmit={submit} noValidate>
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
        <FormError message={save.formError} takesFocus />

        <GrantTarget
          context={context}
          values={values}
          areas={capabilities.areas}
          areaError={errors.area?.message}
          levelError={errors.levels?.message}
          onChooseArea={chooseArea}
          onChooseLevels={chooseLevels}
        />

        {groups.length === 0 ? (
          <p className="field__hint">Wybierz obszar, aby zobaczyć uprawnienia do nadania.</p>
        ) : (
          <FlagFields
            groups={groups}
            selection={values.selection}
            grantable={grantable}
            anyDisabled={anyDisabled}
            error={errors.selection?.message}
            onChange={changeSelection}
          />
        )}
      </form>
    </Dialog>
  );
}
