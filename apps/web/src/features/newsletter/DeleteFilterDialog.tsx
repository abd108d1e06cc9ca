import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { errorText, isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { deleteFilter, useNewsletterKeys } from './newsletter-api.ts';
import type { NewsletterFilter } from './newsletter-types.ts';

type Props = { filter: NewsletterFilter; name: string; onClose: () => void; onDeleted: () => void };

/**
 * 'Usuń' of a saved filter: asks first. A filter already gone (404, deleted in another tab) ends as a
 * deletion does: the list is loaded again without it.
 */
export function DeleteFilterDialog({ filter, name, onClose, onDeleted }: Props) {
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
      setError(errorText(failure));
    },
  });
  return (
    <ConfirmDialog
      title="Usuwanie filtra"
      confirm="Usuń"
      pendingLabel="Trwa usuwanie..."
      pending={remove.isPending}
      error={error}
      onConfirm={() => {
        setError(null);
        remove.mutate();
      }}
      onCancel={onClose}
    >
      <p>Czy na pewno chcesz usunąć {name.toLowerCase()}? Newsletter przestanie uwzględniać jego kryteria.</p>
    </ConfirmDialog>
  );
}
