import { useLingui } from '@lingui/react';
import { ConfirmDialog, MessageDialog } from '../../components/ui/ConfirmDialog.tsx';
import { offerTexts as M } from './offer-texts.ts';
import type { useOfferForm } from './use-offer-form.ts';

type Form = ReturnType<typeof useOfferForm>;

/** The form's dialogs with the exact questions of spec 2 section 2.3. */
export function OfferFormDialogs({ form, onCancel }: { form: Form; onCancel(): void }) {
  const { i18n } = useLingui();
  const close = () => form.setDialog(null);
  const yes = i18n._({ id: 'common.yes', message: 'Tak' });
  const question = { cancel: i18n._({ id: 'common.no', message: 'Nie' }), onCancel: close, confirm: yes };
  switch (form.dialog) {
    case 'cancel':
      return (
        <ConfirmDialog
          {...question}
          title={i18n._({ id: 'offers.dialog.cancel', message: 'Anulowanie oferty' })}
          pendingLabel={yes}
          pending={false}
          onConfirm={() => {
            close();
            onCancel();
          }}
        >
          <p>{i18n._(M.confirmCancel)}</p>
        </ConfirmDialog>
      );
    case 'delete':
      return (
        <ConfirmDialog
          {...question}
          title={i18n._({ id: 'offers.dialog.delete', message: 'Usuwanie oferty' })}
          pendingLabel={i18n._({ id: 'common.deleting', message: 'Trwa usuwanie...' })}
          pending={form.busy === 'delete'}
          onConfirm={form.confirmDelete}
          error={form.dialogError}
        >
          <p>{i18n._(M.confirmDelete)}</p>
        </ConfirmDialog>
      );
    case 'submit':
      return (
        <ConfirmDialog
          {...question}
          title={i18n._({ id: 'offers.dialog.submit', message: 'Składanie oferty' })}
          pendingLabel={i18n._({ id: 'offers.dialog.submitting', message: 'Trwa składanie oferty...' })}
          pending={form.busy === 'submit'}
          onConfirm={form.confirmSubmit}
        >
          <p>{i18n._(M.confirmSubmit)}</p>
        </ConfirmDialog>
      );
    case 'unnamed':
      return (
        <MessageDialog title={i18n._(M.attachmentWarningTitle)} close="OK" onClose={form.closeUnnamed}>
          <p className="offer-warning">{i18n._(M.attachmentWarning1)}</p>
          <p className="offer-warning">{i18n._(M.attachmentWarning2)}</p>
        </MessageDialog>
      );
    default:
      return null;
  }
}
