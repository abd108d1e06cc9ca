import { offerMessages as M } from '@bk/contracts/offers/offers';
import { ConfirmDialog, MessageDialog } from '../../components/ui/ConfirmDialog.tsx';
import type { useOfferForm } from './use-offer-form.ts';

type Form = ReturnType<typeof useOfferForm>;

/** The form's dialogs with the exact questions of spec 2 section 2.3. */
export function OfferFormDialogs({ form, onCancel }: { form: Form; onCancel(): void }) {
  const close = () => form.setDialog(null);
  const question = { cancel: 'Nie', onCancel: close, confirm: 'Tak' };
  switch (form.dialog) {
    case 'cancel':
      return (
        <ConfirmDialog
          {...question}
          title="Anulowanie oferty"
          pendingLabel="Tak"
          pending={false}
          onConfirm={() => {
            close();
            onCancel();
          }}
        >
          <p>{M.confirmCancel}</p>
        </ConfirmDialog>
      );
    case 'delete':
      return (
        <ConfirmDialog
          {...question}
          title="Usuwanie oferty"
          pendingLabel="Trwa usuwanie..."
          pending={form.busy === 'delete'}
          onConfirm={form.confirmDelete}
          error={form.dialogError}
        >
          <p>{M.confirmDelete}</p>
        </ConfirmDialog>
      );
    case 'submit':
      return (
        <ConfirmDialog
          {...question}
          title="Składanie oferty"
          pendingLabel="Trwa składanie oferty..."
          pending={form.busy === 'submit'}
          onConfirm={form.confirmSubmit}
        >
          <p>{M.confirmSubmit}</p>
        </ConfirmDialog>
      );
    case 'unnamed':
      return (
        <MessageDialog title={M.attachmentWarningTitle} close="OK" onClose={form.closeUnnamed}>
          <p className="offer-warning">{M.attachmentWarning1}</p>
          <p className="offer-warning">{M.attachmentWarning2}</p>
        </MessageDialog>
      );
    default:
      return null;
  }
}
