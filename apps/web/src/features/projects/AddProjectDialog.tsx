import {
  cleanNumberSuffix,
  INSTITUTION_NUMBER_MAX,
  numberMasks,
  PROJECT_NAME_MAX,
  type ProjectType,
} from '@bk/contracts/projects/projects';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useFormMutation } from '../../components/form/use-form-mutation.ts';
import {
  type LevelChoice,
  type LevelField,
  LevelPicker,
  levelFields,
  useChosenLevels,
} from '../../components/pickers/LevelPicker.tsx';
import { needsInstitutionNumber, previewFullNumber } from './full-number.ts';
import {
  type ProjectFormContext,
  type ProjectFormValues,
  projectBody,
  projectDefaults,
  projectFields,
  projectResolver,
} from './project-form.ts';
import { createProject, projectsKey } from './projects-api.ts';

const titles: Record<ProjectType, string> = { project: 'Dodaj projekt', enrollment: 'Dodaj nabór' };

type Props = { type: ProjectType; onClose: () => void; onSaved: (fullNumber: string) => Promise<void> };

/** 'Dodaj projekt' / 'Dodaj nabór' (spec 3 sections 2.8, 3, 4 and 5.7). */
export function AddProjectDialog({ type, onClose, onSaved }: Props) {
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
  const { errors } = formState;
  const withInstitutionNumber = needsInstitutionNumber(type, chosen.activityTypes);

  // Spec 3 section 4: a higher level clears every level below it and their errors.
  const changeLevels = (next: LevelChoice, cleared: LevelField[]) => {
    const changed = levelFields.filter((field) => next[field] !== levels[field]);
    setLevels(next);
    for (const field of levelFields) setValue(field, next[field]);
    if (next.perspektywa !== levels.perspektywa) setValue('numerInstytucji', '');
    clearErrors([...changed, ...cleared]);
  };

  const save = useFormMutation({
    form,
    fields: projectFields,
    mutationFn: (values) => createProject(type, projectBody(values, context)),
    invalidates: [{ queryKey: projectsKey }],
    onSuccess: (saved) => onSaved(saved.calyNumer),
  });

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
    <FormDialog wide title={titles[type]} form={save} onClose={onClose} requiredNote>
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
    </FormDialog>
  );
}
