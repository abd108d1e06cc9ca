import { CloseDialog } from '../../../components/ui/Dialog.tsx';

type Props = { title: string; message: string; onClose(): void };

/** Why an administrator's publication failed: an alert that needs the user's acknowledgement. */
export function MessageDialog({ title, message, onClose }: Props) {
  return (
    <CloseDialog onClose={onClose} title={title} role="alertdialog">
      <p className="dialog__error">{message}</p>
    </CloseDialog>
  );
}
