import { type AddressKind, identificationTypes, profileLimits } from '@bk/contracts/users/profile';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ChangeEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { IdentificationNumberField } from './IdentificationNumberField.tsx';
import { SubjectAddressFields } from './SubjectAddressFields.tsx';
import { kindDefaults, type SubjectFormValues } from './subject-form.ts';
import { identificationTypeTexts } from './subject-texts.ts';

const kinds: { value: AddressKind; label: MessageDescriptor }[] = [
  { value: 'poland', label: /*i18n*/ { id: 'subject.kind.poland', message: 'W Polsce' } },
  { value: 'abroad', label: /*i18n*/ { id: 'subject.kind.abroad', message: 'Za granicą' } },
];

/**
 * The economic subject's fields (spec 3 sections 3, 4 and 5.1; spec 2 section 4.5): name, address kind,
 * identification type and number, address. The profile's subject dialog and the settlement's entered
 * offers use them.
 */
export function SubjectFields({
  form,
  autoFocus = false,
}: {
  form: UseFormReturn<SubjectFormValues>;
  autoFocus?: boolean;
}) {
  const { i18n } = useLingui();
  const { register, control, setValue, clearErrors, watch, formState } = form;
  const { errors } = formState;
  const type = watch('typNumeruIdentyfikacyjnego');
  // NIP and PESEL are Polish numbers: abroad only the foreign number may be chosen (the server's rule).
  const typeChoices =
    watch('rodzajAdresu') === 'abroad'
      ? identificationTypes.filter((value) => value === 'numer_zagraniczny')
      : identificationTypes;

  // Spec 3 section 4: a new address kind resets the number, its type, the country and the locality.
  const changeKind = (kind: AddressKind) => {
    setValue('typNumeruIdentyfikacyjnego', kindDefaults[kind].type);
    setValue('numerIdentyfikacyjny', '');
    setValue('adres.kraj', kindDefaults[kind].country);
    setValue('adres.teryt', null);
    setValue('adres.miejscowosc', '');
    clearErrors(['numerIdentyfikacyjny', 'adres.kraj', 'adres.miejscowosc', 'adres.kodPocztowy']);
  };

  return (
    <>
      <TextField
        label={i18n._({ id: 'subject.name', message: 'Nazwa' })}
        required
        autoFocus={autoFocus}
        maxLength={profileLimits.subjectName}
        autoComplete="organization"
        error={errors.nazwa?.message}
        {...register('nazwa')}
      />
      <fieldset className="group">
        <legend>{i18n._({ id: 'subject.kind', message: 'Rodzaj adresu' })}</legend>
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
              {i18n._(kind.label)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-row form-row--end">
        <SelectField
          label={i18n._({ id: 'subject.number-type', message: 'Typ numeru' })}
          required
          options={typeChoices.map((value) => ({ value, label: i18n._(identificationTypeTexts[value]) }))}
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
    </>
  );
}
