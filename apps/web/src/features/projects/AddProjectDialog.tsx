import {
  cleanNumberSuffix,
  INSTITUTION_NUMBER_MAX,
  numberMasks,
  PROJECT_NAME_MAX,
  type ProjectType,
} from '@bk/contracts/projects/projects';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormError } from '../../components/form/FormError.tsx';
import { focusFirstInvalid } from '../../components/form/focus-invalid.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import {
  type LevelChoice,
  type LevelField,
  LevelPicker,
  levelFields,
  useChosenLevels,
} from '../../components/pickers/LevelPicker.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { needsInstitutionNumber, previewFullNumber } from './full-number.ts';
import {
  type ProjectFormContext,
  type ProjectFormValues,
  projectBody,
  projectDefaults,
  projectFields,
  projectResolver,
} from './project-form.ts';
import { createProject } from './projects-api.ts';

const titles: Record<ProjectType, string> = { project: 'Dodaj projekt', enrollment: 'Dodaj nabór' };

type Props = { type: ProjectType; onClose: () => void; onSaved: (fullNumber: string) => Promise<void> };

/** 'Dodaj projekt' / 'Dodaj nabór' (spec 3 sections 2.8, 3, 4 and 5.7). */
export function AddProjectDialog({ type, onClose, onSaved }: Props) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [levels, setLevels] = useState<LevelChoice>(projectDefaults);
  const chosen = useChosenLevels(levels);
  const context: ProjectFormContext = { type, activityTypes: chosen.activityTypes };
  const form = useForm<ProjectFormValues, ProjectFormContext>({
    resolver: projectResolver,
    shouldFocusError: false,
    context,
    defaultValues: projectDefaults,
  });
  const { register, control, setValue, clearErrors, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const withInstitutionNumber = needsInstitutionNumber(type, chosen.activityTypes);

  // Spec 3 section 4: a higher level clears every level below it and their errors.
  const changeLevels = (next: LevelChoice, cleared: LevelField[]) => {
    const changed = levelFields.filter((field) => next[field] !== levels[field]);
    setLevels(next);
    for (const field of levelFields) setValue(field, next[field]);
    if (next.perspektywa !== levels.perspektywa) setValue('numerInstytucji', '');
    clearErrors([...changed, ...cleared]);
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const saved = await createProject(type, projectBody(values, context));
        await onSaved(saved.calyNumer);
      } catch (error) {
        const reason = applyServerErrors(error, form.setError, projectFields);
        if (reason !== null) setFormError(reason);
        else focusFirstInvalid(formRef.current);
      }
    },
    () => focusFirstInvalid(formRef.current),
  );

  const levelErrors: Partial<Record<LevelField, string>> = {};
  for (const field of levelFields) levelErrors[field] = errors[field]?.message;
  const preview = previewFullNumber(type, chosen.activityTypes, {
    programme: chosen.programOperacyjny?.kod,
    priority: chosen.osPriorytetowa?.kod,
    activity: chosen.dzialanie?.kod,
    region: chosen.region?.kod,
    institution: chosen.instytucja?.kod,
    institutionNumber: watch('numerInstytucji'),
    suffix: watch('numer'),
  });
  const mask = numberMasks[type];

  return (
    <Dialog
      wide
      title={titles[type]}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Anuluj
          </Button>
          <Button type="submit" form={formId} aria-disabled={isSubmitting || undefined}>
            {isSubmitting ? 'Trwa zapisywanie...' : 'Zapisz'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate>
        <p className="field__hint form-note">Pola oznaczone gwiazdką (*) są wymagane.</p>
        <FormError message={formError} />
        <LevelPicker value={levels} onChange={changeLevels} errors={levelErrors} withLowest required />
        {type === 'project' ? (
          <TextField
            label="Tytuł projektu"
            required
            maxLength={PROJECT_NAME_MAX}
            error={errors.nazwa?.message}
            {...register('nazwa')}
          />
        ) : null}
        {withInstitutionNumber ? (
          <Controller
            control={control}
            name="numerInstytucji"
            render={({ field }) => (
              <TextField
                label="Numer instytucji"
                hint="Wzór: AA.00"
                required
                ref={field.ref}
                value={field.value}
                maxLength={INSTITUTION_NUMBER_MAX}
                autoComplete="off"
                error={errors.numerInstytucji?.message}
                onBlur={field.onBlur}
                // Upper-cased as typed (through the field's own change, so validation sees the same value).
                onChange={(event) => field.onChange(event.target.value.toUpperCase())}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="numer"
          render={({ field }) => (
            <TextField
              label="Numer"
              hint={`Wzór: ${mask}. Cyfry, litery, myślnik, ukośnik i kropka.`}
              required
              ref={field.ref}
              value={field.value}
              maxLength={mask.length}
              autoComplete="off"
              error={errors.numer?.message}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(cleanNumberSuffix(event.target.value, type))}
            />
          )}
        />
        <p className="number-preview">
          Pełny numer {type === 'project' ? 'projektu' : 'naboru'}:{' '}
          <strong className="number-preview__value">{preview}</strong>
        </p>
      </form>
    </Dialog>
  );
}
