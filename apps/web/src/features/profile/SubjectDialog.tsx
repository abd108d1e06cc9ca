import {
  type AddressKind,
  identificationTypeLabels,
  identificationTypes,
  profileLimits,
  profileMessages,
} from '@bk/contracts/users/profile';
import type { ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useFormMutation } from '../../components/form/use-form-mutation.ts';
import { IdentificationNumberField } from './IdentificationNumberField.tsx';
import { profileKey, type Subject, saveSubject } from './profile-api.ts';
import { SubjectAddressFields } from './SubjectAddressFields.tsx';
import {
  kindDefaults,
  type SubjectFormValues,
  subjectAliases,
  subjectBody,
  subjectDefaults,
  subjectFields,
  subjectResolver,
} from './subject-form.ts';

const kinds: { value: AddressKind; label: string }[] = [
  { value: 'poland', label: 'W Polsce' },
  { value: 'abroad', label: 'Za granicą' },
];

type Props = { subject: Subject | null; onClose: () => void; onSaved: () => Promise<void> };

/** 'Dodaj dane podmiotu' / 'Edytuj dane podmiotu' (spec 3 sections 2.1, 3, 4 and 5.1). */
export function SubjectDialog({ subject, onClose, onSaved }: Props) {
  const form = useForm<SubjectFormValues>({
    resolver: subjectResolver,
    shouldFocusError: false,
    defaultValues: subjectDefaults(subject),
  });
  const { register, control, setValue, clearErrors, watch, formState } = form;
  const { errors } = formState;
  const type = watch('typNumeruIdentyfikacyjnego');

  // Spec 3 section 4: a new address kind resets the number, its type, the country and the locality.
  const changeKind = (kind: AddressKind) => {
    setValue('typNumeruIdentyfikacyjnego', kindDefaults[kind].type);
    setValue('numerIdentyfikacyjny', '');
    setValue('adres.kraj', kindDefaults[kind].country);
    setValue('adres.teryt', null);
    setValue('adres.miejscowosc', '');
    clearErrors(['numerIdentyfikacyjny', 'adres.kraj', 'adres.miejscowosc', 'adres.kodPocztowy']);
  };

  const save = useFormMutation({
    form,
    fields: subjectFields,
    aliases: subjectAliases,
    failurePrefix: profileMessages.subjectSaveFailed,
    mutationFn: (values) => saveSubject(subject?.id ?? null, subjectBody(values)),
    invalidates: [{ queryKey: profileKey }],
    onSuccess: onSaved,
  });

  return (
    <FormDialog
      wide
      title={subject ? 'Edytuj dane podmiotu' : 'Dodaj dane podmiotu'}
      form={save}
      onClose={onClose}
      requiredNote
    >
      <TextField
        label="Nazwa"
        required
        autoFocus
        maxLength={profileLimits.subjectName}
        autoComplete="organization"
        error={errors.nazwa?.message}
        {...register('nazwa')}
      />
      <fieldset className="group">
        <legend>Rodzaj adresu</legend>
        <div className="radio-row">
          {kinds.map((kind) => (
            <label key={kind.value} className="radio">
              <input
                type="radio"
                value={kind.value}
                {...register('rodzajAdresu', {
                  onChange: (event: ChangeEvent<HTMLInputElement>) =>
                    changeKind(event.target.value === 'abroad' ? 'abroad' : 'poland'),
                })}
              />
              {kind.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-row form-row--end">
        <SelectField
          label="Typ numeru"
          required
          options={identificationTypes.map((value) => ({ value, label: identificationTypeLabels[value] }))}
          error={errors.typNumeruIdentyfikacyjnego?.message}
          {...register('typNumeruIdentyfikacyjnego', {
            // Spec 3 section 4: another number type clears the number.
            onChange: () => {
              setValue('numerIdentyfikacyjny', '');
              clearErrors('numerIdentyfikacyjny');
            },
          })}
          value={type}
        />
        <Controller
          control={control}
          name="numerIdentyfikacyjny"
          render={({ field }) => (
            <IdentificationNumberField
              type={type}
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.numerIdentyfikacyjny?.message}
            />
          )}
        />
      </div>
      <SubjectAddressFields form={form} />
    </FormDialog>
  );
}
