import { contactPersonInputSchema, profileLimits } from '@bk/contracts/users/profile';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { TextField } from '../form/TextField.tsx';
import { useFormMutation } from '../form/use-form-mutation.ts';
import { wireSchemaResolver } from '../form/wire-resolver.ts';
import { profileTexts } from '../subject/subject-texts.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import type { ContactPerson, PersonBody, ProfileDataOwner } from './profile-data.ts';
import { deletePerson, savePerson } from './profile-data-api.ts';

const resolver = wireSchemaResolver<PersonBody>(contactPersonInputSchema);
const fields = ['imie', 'nazwisko', 'numerTelefonu', 'email'] as const;

type Done = ProfileDataOwner & { onClose: () => void; onSaved: () => Promise<void> };

/** 'Dodaj osobę do kontaktu' / 'Edytuj osobę do kontaktu' (spec 3 sections 2.1, 2.3 and 5.2). */
export function ContactPersonDialog({
  userId,
  queryKey,
  person,
  onClose,
  onSaved,
}: Done & { person: ContactPerson | null }) {
  const { i18n } = useLingui();
  const form = useForm<PersonBody>({
    resolver,
    shouldFocusError: false,
    defaultValues: {
      imie: person?.imie ?? '',
      nazwisko: person?.nazwisko ?? '',
      numerTelefonu: person?.numerTelefonu ?? '',
      email: person?.email ?? '',
    },
  });
  const save = useFormMutation({
    form,
    fields,
    failurePrefix: i18n._(profileTexts.personSaveFailed),
    mutationFn: (values) => savePerson(userId, person?.id ?? null, values),
    invalidates: [{ queryKey }],
    onSuccess: onSaved,
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      title={
        person
          ? i18n._({ id: 'contacts.edit', message: 'Edytuj osobę do kontaktu' })
          : i18n._({ id: 'contacts.add', message: 'Dodaj osobę do kontaktu' })
      }
      form={save}
      onClose={onClose}
      requiredNote
    >
      <TextField
        label={i18n._({ id: 'contacts.given-name', message: 'Imię' })}
        required
        autoFocus
        maxLength={profileLimits.personName}
        autoComplete="given-name"
        error={errors.imie?.message}
        {...form.register('imie')}
      />
      <TextField
        label={i18n._({ id: 'contacts.family-name', message: 'Nazwisko' })}
        required
        maxLength={profileLimits.personName}
        autoComplete="family-name"
        error={errors.nazwisko?.message}
        {...form.register('nazwisko')}
      />
      <TextField
        label={i18n._({ id: 'contacts.phone-number', message: 'Numer telefonu' })}
        hint={i18n._({ id: 'contacts.phone-hint', message: 'Cyfry, znak +, spacje i myślniki.' })}
        type="tel"
        maxLength={profileLimits.phone}
        autoComplete="tel"
        error={errors.numerTelefonu?.message}
        {...form.register('numerTelefonu')}
      />
      <TextField
        label={i18n._({ id: 'profile.email', message: 'E-mail' })}
        type="email"
        required
        maxLength={profileLimits.email}
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
    </FormDialog>
  );
}

/** Removal with a confirmation. */
export function DeletePersonDialog({
  userId,
  queryKey,
  person,
  onClose,
  onSaved,
}: Done & { person: ContactPerson }) {
  const { i18n } = useLingui();
  const remove = useApiMutation({
    mutationFn: () => deletePerson(userId, person.id),
    invalidates: [{ queryKey }],
    onSuccess: onSaved,
  });
  return (
    <ConfirmDialog
      title={i18n._({ id: 'contacts.delete.title', message: 'Usuwanie osoby do kontaktu' })}
      confirm={i18n._({ id: 'common.delete', message: 'Usuń' })}
      pendingLabel={i18n._({ id: 'common.deleting', message: 'Trwa usuwanie...' })}
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
      error={
        remove.error
          ? `${i18n._({ id: 'contacts.delete.failed', message: 'Nie udało się usunąć osoby do kontaktu.' })} ${errorText(remove.error)}`
          : null
      }
    >
      <p>
        {i18n._({
          id: 'contacts.delete.question',
          message: 'Czy na pewno chcesz usunąć osobę do kontaktu {name}?',
          values: { name: `${person.imie} ${person.nazwisko}` },
        })}
      </p>
    </ConfirmDialog>
  );
}
