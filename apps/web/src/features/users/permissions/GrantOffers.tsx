import { permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { errorText, isApiError } from '../../../lib/api-error.ts';

// What replaces the grant form inside its dialog when a save meets a set that exists (adding: load it
// and edit it) or one that is gone (editing: grant the chosen flags as a new set); the chosen flags
// stay in the form for the way back.

export type GrantOfferKind = 'exists' | 'missing';

const offers = {
  exists: {
    dialog: {
      title: 'Uprawnienia już istnieją',
      confirm: 'Wczytaj i edytuj',
      pendingLabel: 'Trwa wczytywanie...',
    },
    text: [M.setExistsText],
  },
  missing: {
    dialog: {
      title: 'Nie znaleziono uprawnień',
      confirm: 'Nadaj jako nowe',
      pendingLabel: 'Trwa zapisywanie...',
    },
    text: [M.notFound, 'Czy chcesz nadać użytkownikowi wybrane uprawnienia jako nowe?'],
  },
} as const;

/** The loading's failure, in the permissions' words. */
export function loadFailureText(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error) && error.status === 404) return M.notFound;
  if (isApiError(error) && error.status === 403) return M.saveForbidden;
  return errorText(error);
}

/** The offer: 'Anuluj' (focused) or its answer, busy while the answer runs; `error`: why it failed. */
export function GrantOffer(p: {
  kind: GrantOfferKind;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const offer = offers[p.kind];
  return (
    <ConfirmDialog
      {...offer.dialog}
      pending={p.pending}
      onConfirm={p.onConfirm}
      onCancel={p.onCancel}
      error={p.error}
    >
      {offer.text.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </ConfirmDialog>
  );
}
