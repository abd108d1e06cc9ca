import { permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { errorText, isApiError } from '../../../lib/api-error.ts';

// What replaces the grant form inside its dialog when a save meets a set that exists (adding) or one
// that is gone (editing); the chosen flags stay in the form for the way back.

/** The loading's failure, in the permissions' words. */
function loadFailureText(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error) && error.status === 404) return M.notFound;
  if (isApiError(error) && error.status === 403) return M.saveForbidden;
  return errorText(error);
}

/** 'Uprawnienia już istnieją': back to the form, or load the set and edit it. */
export function ExistsOffer({
  loadError,
  loading,
  onBack,
  onLoad,
}: {
  loadError: unknown;
  loading: boolean;
  onBack: () => void;
  onLoad: () => void;
}) {
  const message = loadFailureText(loadError);
  return (
    <Dialog
      role="alertdialog"
      onDismiss={onBack}
      title="Uprawnienia już istnieją"
      actions={
        <>
          <Button variant="secondary" autoFocus onClick={onBack}>
            Anuluj
          </Button>
          <Button
            aria-disabled={loading || undefined}
            onClick={() => {
              if (!loading) onLoad();
            }}
          >
            {loading ? 'Trwa wczytywanie...' : 'Wczytaj i edytuj'}
          </Button>
        </>
      }
    >
      {message ? (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      ) : null}
      <p>{M.setExistsText}</p>
    </Dialog>
  );
}

/** 'Nie znaleziono uprawnień': close, or grant the chosen flags as a new set. */
export function MissingOffer({
  saving,
  onCancel,
  onCreate,
}: {
  saving: boolean;
  onCancel: () => void;
  onCreate: () => void;
}) {
  return (
    <Dialog
      role="alertdialog"
      onDismiss={onCancel}
      title="Nie znaleziono uprawnień"
      actions={
        <>
          <Button variant="secondary" autoFocus onClick={onCancel}>
            Anuluj
          </Button>
          <Button
            aria-disabled={saving || undefined}
            onClick={() => {
              if (!saving) onCreate();
            }}
          >
            {saving ? 'Trwa zapisywanie...' : 'Nadaj jako nowe'}
          </Button>
        </>
      }
    >
      <p>{M.notFound}</p>
      <p>Czy chcesz nadać użytkownikowi wybrane uprawnienia jako nowe?</p>
    </Dialog>
  );
}
