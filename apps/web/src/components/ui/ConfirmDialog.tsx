import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { FormError } from '../form/FormError.tsx';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

type Props = {
  title: string;
  /** The question. */
  children: ReactNode;
  /** The confirming button's label ('Usuń', 'Tak'). */
  confirm: string;
  /** Its label while the action runs ('Trwa usuwanie...'). */
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** The refusing button (it takes focus): 'Anuluj' unless given. */
  cancel?: string;
  onCancel: () => void;
  /** Why the action failed, shown above the question. */
  error?: string | null;
};

/** A question that needs the user's answer before an action runs (an alertdialog, 'Anuluj' focused). */
export function ConfirmDialog({
  title,
  children,
  confirm,
  pendingLabel,
  pending,
  onConfirm,
  cancel,
  onCancel,
  error = null,
}: Props) {
  const { i18n } = useLingui();
  return (
    <Dialog
      role="alertdialog"
      onDismiss={onCancel}
      title={title}
      actions={
        <>
          <Button variant="secondary" autoFocus onClick={onCancel}>
            {cancel ?? i18n._({ id: 'common.cancel', message: 'Anuluj' })}
          </Button>
          <Button onClick={pending ? undefined : onConfirm} aria-disabled={pending || undefined}>
            {pending ? pendingLabel : confirm}
          </Button>
        </>
      }
    >
      <FormError message={error} />
      {children}
    </Dialog>
  );
}

/** A message with one 'Zamknij' / 'OK' button (an alertdialog unless told). */
export function MessageDialog({
  title,
  children,
  close,
  onClose,
  role = 'alertdialog',
}: {
  title: string;
  children: ReactNode;
  close?: string;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
}) {
  const { i18n } = useLingui();
  return (
    <Dialog
      role={role}
      onDismiss={onClose}
      title={title}
      actions={
        <Button autoFocus onClick={onClose}>
          {close ?? i18n._({ id: 'common.close', message: 'Zamknij' })}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
