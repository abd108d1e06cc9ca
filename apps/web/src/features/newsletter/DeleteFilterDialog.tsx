import { Trans, useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { errorText, isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { deleteFilter, useNewsletterKeys } from './newsletter-api.ts';
import { sayNewsletterMessage } from './newsletter-messages.ts';
import type { NewsletterFilter } from './newsletter-types.ts';

type Props = { filter: NewsletterFilter; name: string; onClose: () => void; onDeleted: () => void };

/**
 * 'Usuń' of a saved filter: asks first. A filter already gone (404, deleted in another tab) ends as a
 * deletion does: the list is loaded again without it.
 */
export function DeleteFilterDialog({ filter, name, onClose, onDeleted }: Props) {
  const { i18n } = useLingui();
  const keys = useNewsletterKeys();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const remove = useApiMutation({
    mutationFn: () => deleteFilter(filter.id),
    invalidates: [{ queryKey: keys.filters }],
    refreshes: [{ queryKey: keys.results }],
    onSuccess: onDeleted,
    onError: (failure) => {
      if (isApiError(failure) && failure.status === 404) {
        void queryClient.invalidateQueries({ queryKey: keys.filters }).then(onDeleted);
        return;
      }
      setError(sayNewsletterMessage(i18n, errorText(failure)));
    },
  });
  return (
    <ConfirmDialog
      title={i18n._({ id: 'newsletter.delete.title', message: 'Usuwanie filtra' })}
      confirm={i18n._({ id: 'newsletter.delete.confirm', message: 'Usuń' })}
      pendingLabel={i18n._({ id: 'newsletter.delete.pending', message: 'Trwa usuwanie...' })}
      pending={remove.isPending}
      error={error}
      onConfirm={() => {
        setError(null);
        remove.mutate();
      }}
      onCancel={onClose}
    >
      <p>
        <Trans
          id="newsletter.delete.question"
          message="Czy na pewno chcesz usunąć {name}? Newsletter przestanie uwzględniać jego kryteria."
          values={{ name: name.toLowerCase() }}
        />
      </p>
    </ConfirmDialog>
  );
}
