import { offerMessages as M } from '@bk/contracts/offers/offers';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import type { useOfferForm } from './use-offer-form.ts';

type Form = ReturnType<typeof useOfferForm>;

/** The form's dialogs with the exact questions of spec 2 section 2.3. */
export function OfferFormDialogs({ form, onCancel }: { form: Form; onCancel(): void }) {
  const close = () => form.setDialog(null);
  const busy = form.busy !== null;
  switch (form.dialog) {
    case 'cancel':
      return (
        <Dialog
          role="alertdialog"
          title="Anulowanie oferty"
          actions={
            <>
              <Button variant="secondary" autoFocus onClick={close}>
                Nie
              </Button>
              <Button
                onClick={() => {
                  close();
                  onCancel();
                }}
              >
                Tak
              </Button>
            </>
          }
        >
          <p>{M.confirmCancel}</p>
        </Dialog>
      );
    case 'delete':
      return (
        <Dialog
          role="alertdialog"
          title="Usuwanie oferty"
          actions={
            <>
              <Button variant="secondary" autoFocus onClick={close}>
                Nie
              </Button>
              <Button aria-disabled={busy || undefined} onClick={form.confirmDelete}>
                {form.busy === 'delete' ? 'Trwa usuwanie...' : 'Tak'}
              </Button>
            </>
          }
        >
          {form.dialogError ? (
            <p className="notice notice--error" role="alert">
              {form.dialogError}
            </p>
          ) : null}
          <p>{M.confirmDelete}</p>
        </Dialog>
      );
    case 'submit':
      return (
        <Dialog
          role="alertdialog"
          title="Składanie oferty"
          actions={
            <>
              <Button variant="secondary" autoFocus onClick={close}>
                Nie
              </Button>
              <Button aria-disabled={busy || undefined} onClick={form.confirmSubmit}>
                {form.busy === 'submit' ? 'Trwa składanie oferty...' : 'Tak'}
              </Button>
            </>
          }
        >
          <p>{M.confirmSubmit}</p>
        </Dialog>
      );
    case 'unnamed':
      return (
        <Dialog
          role="alertdialog"
          title={M.attachmentWarningTitle}
          actions={
            <Button autoFocus onClick={form.closeUnnamed}>
              OK
            </Button>
          }
        >
          <p className="offer-warning">{M.attachmentWarning1}</p>
          <p className="offer-warning">{M.attachmentWarning2}</p>
        </Dialog>
      );
    default:
      return null;
  }
}
