import { POLAND_ALPHA2 } from '@bk/contracts/dictionaries/form';
import { profileLimits } from '@bk/contracts/users/profile';
import { useLingui } from '@lingui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../components/form/SelectField.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { LocalityPicker } from '../../components/pickers/LocalityPicker.tsx';
import { useCountries } from './subject-api.ts';
import type { SubjectFormValues } from './subject-form.ts';

/** The address of the subject: a TERYT locality in Poland, a country and free text abroad (spec 3 section 5.1). */
export function SubjectAddressFields({ form }: { form: UseFormReturn<SubjectFormValues> }) {
  const { i18n } = useLingui();
  const { register, control, watch, formState } = form;
  const postcode = i18n._({ id: 'subject.postcode', message: 'Kod pocztowy' });
  const errors = formState.errors.adres;
  const poland = watch('rodzajAdresu') === 'poland';
  const teryt = watch('adres.teryt');
  const countries = useCountries();

  return (
    <>
      {poland ? (
        <>
          <Controller
            control={control}
            name="adres.teryt"
            render={({ field }) => (
              <LocalityPicker
                value={field.value}
                onChange={(locality) => {
                  field.onChange(locality);
                  if (locality && formState.isSubmitted) void form.trigger('adres.miejscowosc');
                }}
                error={errors?.miejscowosc?.message}
                isRequired
              />
            )}
          />
          {teryt ? (
            <dl
              className="subject-region"
              aria-label={i18n._({ id: 'subject.region', message: 'Położenie wybranej miejscowości' })}
            >
              <div>
                <dt>{i18n._({ id: 'subject.voivodeship', message: 'Województwo' })}</dt>
                <dd>{teryt.wojewodztwo}</dd>
              </div>
              <div>
                <dt>{i18n._({ id: 'subject.county', message: 'Powiat' })}</dt>
                <dd>{teryt.powiat}</dd>
              </div>
              <div>
                <dt>{i18n._({ id: 'subject.commune', message: 'Gmina' })}</dt>
                <dd>{teryt.gmina}</dd>
              </div>
            </dl>
          ) : null}
          <TextField
            label={postcode}
            hint={i18n._({ id: 'subject.postcode-hint', message: 'Wzór: 00-000' })}
            required
            maxLength={profileLimits.postcodePoland}
            autoComplete="postal-code"
            error={errors?.kodPocztowy?.message}
            {...register('adres.kodPocztowy')}
          />
        </>
      ) : (
        <>
          <SelectField
            label={i18n._({ id: 'subject.country', message: 'Kraj' })}
            required
            placeholder={
              countries.isPending
                ? i18n._({ id: 'subject.countries-loading', message: 'Trwa ładowanie listy krajów...' })
                : i18n._({ id: 'common.choose', message: 'Wybierz...' })
            }
            disabled={countries.isPending}
            options={(countries.data ?? [])
              .filter((country) => country.kod !== POLAND_ALPHA2)
              .map((country) => ({ value: country.kod, label: country.nazwa }))}
            error={
              errors?.kraj?.message ??
              (countries.isError
                ? `${i18n._({ id: 'subject.countries-failed', message: 'Nie udało się pobrać listy krajów.' })} ${countries.error.message}`
                : undefined)
            }
            {...register('adres.kraj')}
            // Controlled, so a saved country shows once the list has loaded.
            value={watch('adres.kraj')}
          />
          <div className="form-row form-row--end">
            <TextField
              label={i18n._({ id: 'subject.locality', message: 'Miejscowość' })}
              required
              maxLength={profileLimits.localityAbroad}
              autoComplete="address-level2"
              error={errors?.miejscowosc?.message}
              {...register('adres.miejscowosc')}
            />
            <TextField
              label={postcode}
              required
              maxLength={profileLimits.postcodeAbroad}
              autoComplete="postal-code"
              error={errors?.kodPocztowy?.message}
              {...register('adres.kodPocztowy')}
            />
          </div>
        </>
      )}
      <div className="form-row form-row--end">
        <TextField
          label={i18n._({ id: 'subject.street', message: 'Ulica' })}
          maxLength={profileLimits.street}
          autoComplete="address-line1"
          error={errors?.ulica?.message}
          {...register('adres.ulica')}
        />
        <TextField
          label={i18n._({ id: 'subject.house-number', message: 'Numer domu' })}
          required
          maxLength={profileLimits.houseNumber}
          error={errors?.numerDomu?.message}
          {...register('adres.numerDomu')}
        />
      </div>
    </>
  );
}
