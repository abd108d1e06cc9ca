import { projectMessages } from '@bk/contracts/projects/projects';
import { useState } from 'react';
import { ConfirmDialog, MessageDialog } from '../../components/ui/ConfirmDialog.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { deleteProject, type ProjectItem, projectsKey } from './projects-api.ts';

type Props = { item: ProjectItem; onClose: () => void; onDeleted: () => Promise<void> };

/** Removal with a confirmation (spec 3 sections 4 and 8): refused while published announcements are attached. */
export function DeleteProjectDialog({ item, onClose, onDeleted }: Props) {
  const [blocked, setBlocked] = useState<string | null>(null);
  const noun = item.typ === 'project' ? 'projekt' : 'nabór';
  const remove = useApiMutation({
    mutationFn: () => deleteProject(item),
    invalidates: [{ queryKey: projectsKey }],
    onSuccess: onDeleted,
    onError: (failure) => {
      if (isApiError(failure) && failure.status === 409)
        setBlocked(failure.message || projectMessages.removalBlocked);
    },
  });

  if (blocked) {
    return (
      <MessageDialog title="Niemożliwe usunięcie" onClose={onClose}>
        <p>{blocked}</p>
      </MessageDialog>
    );
  }
  const failure = remove.error;
  return (
    <ConfirmDialog
      title={item.typ === 'project' ? 'Usuwanie projektu' : 'Usuwanie naboru'}
      confirm="Usuń"
      pendingLabel="Trwa usuwanie..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
      error={
        failure
          ? `${projectMessages.removalFailed} ${failure instanceof Error ? failure.message : ''}`.trim()
          : null
      }
    >
      <p>
        Czy na pewno chcesz usunąć {noun} {item.calyNumer}?
      </p>
      {item.maRoboczeOgloszenia ? (
        <p>Robocze ogłoszenia przypisane do niego zostaną od niego odłączone.</p>
      ) : null}
    </ConfirmDialog>
  );
}
