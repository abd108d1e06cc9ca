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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { useFormMutation } from '../../components/form/use-form-mutation.ts';
import { ConfirmDialog, MessageDialog } from '../../components/ui/ConfirmDialog.tsx';
import { errorText, isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { adminLevelListsKey, createLevel, deleteLevel, renameLevel } from './levels-api.ts';
import { type LevelPageConfig, levelLabel } from './levels-config.ts';

type Done = { onClose: () => void; onSaved: () => void };
type Item = { id: number; kod: string | null; nazwa: string };

/** 'Dodaj ...': code and name (spec 3 sections 2.4 and 5.4). */
export function AddLevelDialog({
  config,
  rule,
  parentId,
  onClose,
  onSaved,
}: Done & { config: LevelPageConfig; rule: CodeRule; parentId: number }) {
  const schema = z.object({ kod: levelCodeSchema(rule), nazwa: levelNameSchema });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { kod: '', nazwa: '' },
  });
  const save = useFormMutation({
    form,
    fields: ['kod', 'nazwa'],
    mutationFn: (values) => createLevel(config.kind, { ...values, parentId }),
    refreshes: [{ queryKey: adminLevelListsKey(config.kind) }],
    onSuccess: onSaved,
  });
  const { errors } = form.formState;
  return (
    <FormDialog title={config.addLabel ?? ''} form={save} onClose={onClose}>
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
    </FormDialog>
  );
}

/** 'Zmień nazwę': the name only. */
export function RenameLevelDialog({
  config,
  item,
  onClose,
  onSaved,
}: Done & { config: LevelPageConfig; item: Item }) {
  const schema = z.object({ nazwa: levelNameSchema });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { nazwa: item.nazwa },
  });
  const save = useFormMutation({
    form,
    fields: ['nazwa'],
    mutationFn: (values) => renameLevel(config.kind, item.id, values.nazwa),
    refreshes: [{ queryKey: adminLevelListsKey(config.kind) }],
    onSuccess: onSaved,
  });
  const { errors } = form.formState;
  return (
    <FormDialog title="Zmień nazwę" form={save} onClose={onClose}>
      <p>Kod: {item.kod ?? 'brak'}</p>
      <TextField
        label="Nazwa"
        required
        autoFocus
        maxLength={LEVEL_NAME_MAX}
        error={errors.nazwa?.message}
        {...form.register('nazwa')}
      />
    </FormDialog>
  );
}

/** Delete with a confirmation; a delete blocked by related objects turns into 'Niemożliwe usunięcie'. */
export function DeleteLevelDialog({
  config,
  item,
  onClose,
  onSaved,
}: Done & { config: LevelPageConfig; item: Item }) {
  const [blocked, setBlocked] = useState<string[] | null>(null);
  const remove = useApiMutation({
    mutationFn: () => deleteLevel(config.kind, item.id),
    refreshes: [{ queryKey: adminLevelListsKey(config.kind) }],
    onSuccess: onSaved,
    onError: (failure) => {
      if (isApiError(failure) && failure.status === 409) setBlocked(failure.errors.related ?? []);
    },
  });
  if (blocked) {
    return (
      <MessageDialog title={levelMessages.deleteBlockedTitle} onClose={onClose}>
        <p>Nie można usunąć elementu {levelLabel(item)}, ponieważ korzystają z niego inne obiekty.</p>
        <ul>
          {blocked.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </MessageDialog>
    );
  }
  return (
    <ConfirmDialog
      title="Usuwanie elementu słownika"
      confirm="Usuń"
      pendingLabel="Trwa usuwanie..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
      error={remove.error ? errorText(remove.error) : null}
    >
      <p>
        Czy na pewno chcesz usunąć {config.accusative} {levelLabel(item)}?
      </p>
    </ConfirmDialog>
  );
}
