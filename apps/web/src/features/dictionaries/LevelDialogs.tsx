import {
  type CodeRule,
  LEVEL_NAME_MAX,
  levelCodeMaxLength,
  levelCodePatterns,
  levelCodeSchema,
  levelMessages,
  levelNameSchema,
} from '@bk/contracts/dictionaries/levels';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../components/form/server-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { createLevel, deleteLevel, renameLevel } from './levels-api.ts';
import { type LevelPageConfig, levelLabel } from './levels-config.ts';

type Done = { onClose: () => void; onSaved: () => void };

function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  ) : null;
}

/** 'Dodaj ...': code and name (spec 3 sections 2.4 and 5.4). */
export function AddLevelDialog({
  config,
  rule,
  parentId,
  onClose,
  onSaved,
}: Done & { config: LevelPageConfig; rule: CodeRule; parentId: number }) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = z.object({ kod: levelCodeSchema(rule), nazwa: levelNameSchema });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { kod: '', nazwa: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await createLevel(config.kind, { ...values, parentId });
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['kod', 'nazwa']));
    }
  });
  return (
    <Dialog
      title={config.addLabel ?? ''}
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
      <form id={formId} onSubmit={submit} noValidate>
        <FormError message={formError} />
        <TextField
          label="Kod"
          hint={`Wzór: ${levelCodePatterns[rule].pattern}`}
          required
          autoFocus
          maxLength={levelCodeMaxLength[rule]}
          error={errors.kod?.message}
          {...form.register('kod')}
        />
        <TextField
          label="Nazwa"
          required
          maxLength={LEVEL_NAME_MAX}
          error={errors.nazwa?.message}
          {...form.register('nazwa')}
        />
      </form>
    </Dialog>
  );
}

/** 'Zmień nazwę': the name only. */
export function RenameLevelDialog({
  config,
  item,
  onClose,
  onSaved,
}: Done & { config: LevelPageConfig; item: { id: number; kod: string | null; nazwa: string } }) {
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = z.object({ nazwa: levelNameSchema });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { nazwa: item.nazwa },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await renameLevel(config.kind, item.id, values.nazwa);
      onSaved();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['nazwa']));
    }
  });
  return (
    <Dialog
      title="Zmień nazwę"
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
      <form id={formId} onSubmit={submit} noValidate>
        <FormError message={formError} />
        <p>Kod: {item.kod ?? 'brak'}</p>
        <TextField
          label="Nazwa"
          required
          autoFocus
          maxLength={LEVEL_NAME_MAX}
          error={errors.nazwa?.message}
          {...form.register('nazwa')}
        />
      </form>
    </Dialog>
  );
}

/** Delete with a confirmation; a delete blocked by related objects turns into 'Niemożliwe usunięcie'. */
export function DeleteLevelDialog({
  config,
  item,
  onClose,
  onSaved,
}: Done & { config: LevelPageConfig; item: { id: number; kod: string | null; nazwa: string } }) {
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteLevel(config.kind, item.id);
      onSaved();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) setBlocked(failure.errors.related ?? []);
      else setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };
  if (blocked) {
    return (
      <Dialog
        role="alertdialog"
        title={levelMessages.deleteBlockedTitle}
        actions={
          <Button autoFocus onClick={onClose}>
            Zamknij
          </Button>
        }
      >
        <p>Nie można usunąć elementu {levelLabel(item)}, ponieważ korzystają z niego inne obiekty.</p>
        <ul>
          {blocked.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Dialog>
    );
  }
  return (
    <Dialog
      role="alertdialog"
      title="Usuwanie elementu słownika"
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
      <p>
        Czy na pewno chcesz usunąć {config.accusative} {levelLabel(item)}?
      </p>
    </Dialog>
  );
}
