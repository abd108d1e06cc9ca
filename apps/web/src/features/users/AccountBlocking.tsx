import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../components/form/FormError.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { useFlashMessage } from '../../lib/use-flash-message.ts';
import { blockingFailure, blockingWarnings } from './user-data.ts';
import { type AdminUser, saveBlocking, type UserBlock, useAdminUserKey, useUsersKey } from './users-api.ts';

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
  const [checked, setChecked] = useState(user.kontoZablokowane);
  const [error, setError] = useState<string | null>(null);
  const [saved, showSaved] = useFlashMessage();
  const warningId = useId();
  const sinceId = useId();
  const hintId = useId();

  const save = useApiMutation<UserBlock, boolean>({
    mutationFn: (blocked) => saveBlocking(user.id, blocked),
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
      setChecked(answer.kontoZablokowane);
      showSaved('Zapisano');
    },
  });

  const changed = checked !== user.kontoZablokowane;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !changed) return;
    setError(null);
    try {
      await save.mutateAsync(checked);
    } catch (failure) {
      setError(blockingFailure(failure));
      if (isApiError(failure) && failure.status === 403) {
        // The call already dropped the flag (api's `permission`); the box goes back to the stored value.
        removeFlag('blockingUsers');
        setChecked(user.kontoZablokowane);
      }
    }
  };

  const since = user.kontoZablokowane ? formatDateTime(user.dataZablokowaniaKonta) : '';
  const showHint = !canBlock && !error;
  const describedBy = [changed ? warningId : '', since ? sinceId : '', showHint ? hintId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <form className="user-blocking" onSubmit={submit} noValidate aria-label="Blokada konta">
      <label className="checkbox user-blocking__checkbox">
        <input
          type="checkbox"
          checked={checked}
          disabled={!canBlock}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setChecked(event.target.checked);
            setError(null);
          }}
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
      {changed || save.isPending || saved ? (
        <div className="user-blocking__actions">
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {save.isPending ? 'Trwa zapisywanie zmian...' : saved && !changed ? 'Zapisano' : 'Zapisz zmiany'}
          </Button>
          <span role="status" className="visually-hidden">
            {saved && !changed ? 'Zapisano.' : ''}
          </span>
        </div>
      ) : null}
    </form>
  );
}
