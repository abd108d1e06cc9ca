import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';

type Props = { title: string; message: string; onClose(): void };

/** Why an administrator's publication failed: an alert that needs the user's acknowledgement. */
export function MessageDialog({ title, message, onClose }: Props) {
  return (
    <Dialog
      onDismiss={onClose}
      title={title}
      role="alertdialog"
      actions={
        <Button autoFocus onClick={onClose}>
          Zamknij
        </Button>
      }
    >
      <p className="dialog__error">{message}</p>
    </Dialog>
  );
}
