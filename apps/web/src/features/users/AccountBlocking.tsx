import { userBlockInputSchema } from '@bk/contracts/users/admin-users';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../components/form/FormError.tsx';
import { useFormMutation } from '../../components/form/use-form-mutation.ts';
import { wireSchemaResolver } from '../../components/form/wire-resolver.ts';
import { Button } from '../../components/ui/Button.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import type { Polish } from '../../lib/polish.ts';
import { useSession } from '../../lib/session.tsx';
import { useFlashMessage } from '../../lib/use-flash-message.ts';
import { blockingFailure, blockingWarnings } from './user-data.ts';
import { type AdminUser, saveBlocking, type UserBlock, useAdminUserKey, useUsersKey } from './users-api.ts';

/** PUT /api/users/{id}: `{ kontoZablokowane }` (sent as `{ blocked }`). */
type BlockValues = Polish<z.output<typeof userBlockInputSchema>>;
const resolver = wireSchemaResolver<BlockValues>(userBlockInputSchema);

/**
 * 'Konto zablokowane' (spec 3 section 4): editable only with blockingUsers. A changed value shows
 * what it will do and 'Zapisz zmiany' > 'Trwa zapisywanie zmian...' > 'Zapisano' (5 s), which sends
 * PUT /api/users/{id}. A 403 says so and drops blockingUsers; a 409 (one's own account) shows the
 * server's message.
 */
export function AccountBlocking({ user }: { user: AdminUser }) {
  const { flags, removeFlag } = useSession();
  const canBlock = flags.has('blockingUsers');
  const queryClient = useQueryClient();
  const userKey = useAdminUserKey(user.id);
  const usersKey = useUsersKey();
  const [saved, showSaved] = useFlashMessage();
  const warningId = useId();
  const sinceId = useId();
  const hintId = useId();
  const form = useForm<BlockValues>({
    resolver,
    shouldFocusError: false,
    defaultValues: { kontoZablokowane: user.kontoZablokowane },
  });
  const checked = form.watch('kontoZablokowane');

  const save = useFormMutation<BlockValues, BlockValues, UserBlock>({
    form,
    fields: [],
    mutationFn: (values) => saveBlocking(user.id, values.kontoZablokowane),
    // The list's status column changes: loaded again in the background.
    refreshes: [{ queryKey: [...usersKey, 'list'] }],
    onSuccess: (answer) => {
      queryClient.setQueryData<AdminUser>(userKey, (old) =>
        old
          ? {
              ...old,
              kontoZablokowane: answer.kontoZablokowane,
              dataZablokowaniaKonta: answer.dataZablokowaniaKonta,
            }
          : old,
      );
      form.setValue('kontoZablokowane', answer.kontoZablokowane);
      showSaved('Zapisano');
    },
    onError: (failure) => {
      if (isApiError(failure) && failure.status === 403) {
        // The call already dropped the flag (api's `permission`); the box goes back to the stored value.
        removeFlag('blockingUsers');
        form.setValue('kontoZablokowane', user.kontoZablokowane);
      }
    },
    failureText: blockingFailure,
  });

  const changed = checked !== user.kontoZablokowane;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!changed) {
      event.preventDefault();
      return;
    }
    return save.submit(event);
  };
  const error = save.formError;

  const since = user.kontoZablokowane ? formatDateTime(user.dataZablokowaniaKonta) : '';
  const showHint = !canBlock && !error;
  const describedBy = [changed ? warningId : '', since ? sinceId : '', showHint ? hintId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <form
      ref={save.formRef}
      className="user-blocking"
      onSubmit={submit}
      noValidate
      aria-label="Blokada konta"
    >
      <label className="checkbox user-blocking__checkbox">
        <input
          type="checkbox"
          disabled={!canBlock}
          aria-describedby={describedBy || undefined}
          {...form.register('kontoZablokowane', { onChange: () => save.setFormError(null) })}
        />
        Konto zablokowane
      </label>
      {since ? (
        <p id={sinceId} className="user-blocking__since">
          Zablokowane od {since}
        </p>
      ) : null}
      {showHint ? (
        <p id={hintId} className="field__hint">
          Zmiana blokady wymaga uprawnienia do blokowania użytkowników.
        </p>
      ) : null}
      <div role="status">
        {changed ? (
          <p id={warningId} className="notice user-blocking__warning">
            {checked ? blockingWarnings.block : blockingWarnings.unblock}
          </p>
        ) : null}
      </div>
      <FormError message={error} />
      {changed || save.pending || saved ? (
        <div className="user-blocking__actions">
          <Button type="submit" aria-disabled={save.pending || undefined}>
            {save.pending ? 'Trwa zapisywanie zmian...' : saved && !changed ? 'Zapisano' : 'Zapisz zmiany'}
          </Button>
          <span role="status" className="visually-hidden">
            {saved && !changed ? 'Zapisano.' : ''}
          </span>
        </div>
      ) : null}
    </form>
  );
}
