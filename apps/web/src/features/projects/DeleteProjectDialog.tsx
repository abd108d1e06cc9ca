import { projectMessages } from '@bk/contracts/projects/projects';
import { useState } from 'react';
import { FormError } from '../../components/form/FormError.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { deleteProject, type ProjectItem } from './projects-api.ts';

type Props = { item: ProjectItem; onClose: () => void; onDeleted: () => Promise<void> };

/** Removal with a confirmation (spec 3 sections 4 and 8): refused while published announcements are attached. */
export function DeleteProjectDialog({ item, onClose, onDeleted }: Props) {
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const noun = item.typ === 'project' ? 'projekt' : 'nabór';

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteProject(item);
      await onDeleted();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409)
        setBlocked(failure.message || projectMessages.removalBlocked);
      else
        setError(
          `${projectMessages.removalFailed} ${failure instanceof Error ? failure.message : ''}`.trim(),
        );
      setBusy(false);
    }
  };

  if (blocked) {
    return (
      <Dialog
        role="alertdialog"
        title="Niemożliwe usunięcie"
        actions={
          <Button autoFocus onClick={onClose}>
            Zamknij
          </Button>
        }
      >
        <p>{blocked}</p>
      </Dialog>
    );
  }
  return (
    <Dialog
      role="alertdialog"
      title={item.typ === 'project' ? 'Usuwanie projektu' : 'Usuwanie naboru'}
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
        Czy na pewno chcesz usunąć {noun} {item.calyNumer}?
      </p>
      {item.maRoboczeOgloszenia ? (
        <p>Robocze ogłoszenia przypisane do niego zostaną od niego odłączone.</p>
      ) : null}
    </Dialog>
  );
}
