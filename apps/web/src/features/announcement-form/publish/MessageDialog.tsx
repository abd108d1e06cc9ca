import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';

type Props = {
  title: string;
  message: string;
  /** The error of an administrator's publication (an alert), or a confirmation. */
  kind: 'error' | 'success';
  buttonText: string;
  /** A link next to the message (after a publication: to the published announcement). */
  link?: { to: string; text: string } | undefined;
  onClose(): void;
};

/** A message that needs the user's acknowledgement (publication result, an administrator's errors). */
export function MessageDialog({ title, message, kind, buttonText, link, onClose }: Props) {
  return (
    <Dialog
      onDismiss={onClose}
      title={title}
      role={kind === 'error' ? 'alertdialog' : 'dialog'}
      actions={
        <Button autoFocus onClick={onClose}>
          {buttonText}
        </Button>
      }
    >
      <p className={kind === 'error' ? 'dialog__error' : undefined}>{message}</p>
      {link ? (
        <p>
          <Link to={link.to}>{link.text}</Link>
        </p>
      ) : null}
    </Dialog>
  );
}
