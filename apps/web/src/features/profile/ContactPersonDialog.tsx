import { contactPersonInputSchema, profileLimits, profileMessages } from '@bk/contracts/users/profile';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../components/form/FormError.tsx';
import { focusFirstInvalid } from '../../components/form/focus-invalid.ts';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { wireSchemaResolver } from '../../components/form/wire-resolver.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { type ContactPerson, deletePerson, type PersonBody, savePerson } from './profile-api.ts';

const resolver = wireSchemaResolver<PersonBody>(contactPersonInputSchema);
const fields = ['imie', 'nazwisko', 'numerTelefonu', 'email'] as const;

type Done = { onClose: () => void; onSaved: () => Promise<void> };

/** 'Dodaj osobę do kontaktu' / 'Edytuj osobę do kontaktu' (spec 3 sections 2.1 and 5.2). */
export function ContactPersonDialog({ person, onClose, onSaved }: Done & { person: ContactPerson | null }) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
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
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await savePerson(person?.id ?? null, values);
        await onSaved();
      } catch (error) {
        const reason = applyServerErrors(error, form.setError, fields);
        if (reason !== null) setFormError(`${profileMessages.personSaveFailed} ${reason}`);
        else focusFirstInvalid(formRef.current);
      }
    },
    () => focusFirstInvalid(formRef.current),
  );
  return (
    <Dialog
      title={person ? 'Edytuj osobę do kontaktu' : 'Dodaj osobę do kontaktu'}
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
        <TextField
          label="Imię"
          required
          autoFocus
          maxLength={profileLimits.personName}
          autoComplete="given-name"
          error={errors.imie?.message}
          {...form.register('imie')}
        />
        <TextField
          label="Nazwisko"
          required
          maxLength={profileLimits.personName}
          autoComplete="family-name"
          error={errors.nazwisko?.message}
          {...form.register('nazwisko')}
        />
        <TextField
          label="Numer telefonu"
          hint="Cyfry, znak +, spacje i myślniki."
          type="tel"
          maxLength={profileLimits.phone}
          autoComplete="tel"
          error={errors.numerTelefonu?.message}
          {...form.register('numerTelefonu')}
        />
        <TextField
          label="E-mail"
          type="email"
          required
          maxLength={profileLimits.email}
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </form>
    </Dialog>
  );
}

/** Removal with a confirmation. */
export function DeletePersonDialog({ person, onClose, onSaved }: Done & { person: ContactPerson }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = `${person.imie} ${person.nazwisko}`;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deletePerson(person.id);
      await onSaved();
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      setError(`Nie udało się usunąć osoby do kontaktu. ${reason}`);
      setBusy(false);
    }
  };
  return (
    <Dialog
      role="alertdialog"
      title="Usuwanie osoby do kontaktu"
      actions={
        <>
          <Button variant="secondary" autoFocus onClick={onClose}>
            Anuluj
          </Button>
          <Button onClick={busy ? undefined : confirm} aria-disabled={busy || undefined}>
            {busy ? 'Trwa usuwanie...' : 'Usuń'}
          </Button>
        </>
      }
    >
      <FormError message={error} />
      <p>Czy na pewno chcesz usunąć osobę do kontaktu {name}?</p>
    </Dialog>
  );
}
