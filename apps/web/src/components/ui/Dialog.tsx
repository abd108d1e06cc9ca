import { useLingui } from '@lingui/react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button.tsx';

type Props = {
  title: string;
  /** The message; it also describes the dialog to assistive technology. */
  children: ReactNode;
  /** The buttons; put `autoFocus` on the one that should take focus. */
  actions: ReactNode;
  /**
   * What Escape does: the dialog's cancelling answer ('Anuluj', 'Zamknij', or the one answer of a
   * message). Every dialog says it (the WAI-ARIA dialog pattern closes on Escape).
   */
  onDismiss: () => void;
  /** 'alertdialog' for messages that need the user's answer (warnings, errors). */
  role?: 'dialog' | 'alertdialog';
  isOpen?: boolean;
  /** A wider dialog that scrolls within the window, for forms with many fields. */
  wide?: boolean;
};

const stopSubmit = (event: FormEvent) => event.stopPropagation();

/**
 * A modal dialog (react-aria-components: focus kept inside, the page behind made inert). Escape gives
 * the dialog's cancelling answer (`onDismiss`); once something was typed or chosen in it, Escape first
 * asks whether to drop what was entered. A press outside does nothing. A form inside submits only
 * itself: its submit event never reaches a form of the page that opened the dialog (React's events
 * pass through portals). Load it lazily: react-aria-components stays out of the first chunk.
 */
export function Dialog({
  title,
  children,
  actions,
  onDismiss,
  role = 'dialog',
  isOpen = true,
  wide = false,
}: Props) {
  const descriptionId = useId();
  const [edited, setEdited] = useState(false);
  const [asking, setAsking] = useState(false);
  const markEdited = () => setEdited(true);
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (open) return;
        if (edited) setAsking(true);
        else onDismiss();
      }}
      className="dialog-overlay"
    >
      <Modal className={wide ? 'dialog-modal dialog-modal--wide' : 'dialog-modal'}>
        <AriaDialog role={role} aria-describedby={descriptionId} className="dialog">
          <Heading slot="title" level={2} className="dialog__title">
            {title}
          </Heading>
          <div
            id={descriptionId}
            className="dialog__body"
            onSubmit={stopSubmit}
            onInput={markEdited}
            onChange={markEdited}
          >
            {children}
          </div>
          <div className="dialog__actions" onSubmit={stopSubmit}>
            {actions}
          </div>
          {asking ? (
            <DiscardQuestion
              onBack={() => setAsking(false)}
              onDiscard={() => {
                setAsking(false);
                onDismiss();
              }}
            />
          ) : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * 'Niezapisane dane': asked when Escape would drop what was entered in a dialog. 'Wróć' takes the focus
 * once the dialog's focus scope is in place (React's autoFocus would run before it, and the dialog
 * under it would take the focus back).
 */
function DiscardQuestion({ onBack, onDiscard }: { onBack(): void; onDiscard(): void }) {
  const { i18n } = useLingui();
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => back.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <Dialog
      role="alertdialog"
      title={i18n._({ id: 'dialog.discard.title', message: 'Niezapisane dane' })}
      onDismiss={onBack}
      actions={
        <>
          <Button ref={back} variant="secondary" onClick={onBack}>
            {i18n._({ id: 'dialog.discard.back', message: 'Wróć' })}
          </Button>
          <Button onClick={onDiscard}>
            {i18n._({ id: 'dialog.discard.confirm', message: 'Zamknij bez zapisywania' })}
          </Button>
        </>
      }
    >
      <p>
        {i18n._({
          id: 'dialog.discard.question',
          message: 'Czy na pewno chcesz zamknąć okno? Wprowadzone dane nie zostaną zapisane.',
        })}
      </p>
    </Dialog>
  );
}

type CloseDialogProps = Omit<Props, 'actions' | 'onDismiss'> & {
  /** 'Zamknij' and Escape. */
  onClose: () => void;
  /** A secondary 'Zamknij' that does not take focus (a dialog whose content takes it); else the main one does. */
  secondaryClose?: boolean;
};

/** A dialog whose one answer is 'Zamknij': a message, or a view with nothing to confirm. */
export function CloseDialog({ onClose, secondaryClose = false, ...dialog }: CloseDialogProps) {
  const { i18n } = useLingui();
  const close = i18n._({ id: 'common.close', message: 'Zamknij' });
  return (
    <Dialog
      {...dialog}
      onDismiss={onClose}
      actions={
        secondaryClose ? (
          <Button variant="secondary" onClick={onClose}>
            {close}
          </Button>
        ) : (
          <Button autoFocus onClick={onClose}>
            {close}
          </Button>
        )
      }
    />
  );
}
