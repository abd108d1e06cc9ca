import { type ReactNode, useId } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

type Props = {
  title: string;
  /** The message; it also describes the dialog to assistive technology. */
  children: ReactNode;
  /** The buttons; put `autoFocus` on the one that should take focus. */
  actions: ReactNode;
  /** 'alertdialog' for messages that need the user's answer (warnings, errors). */
  role?: 'dialog' | 'alertdialog';
  isOpen?: boolean;
  /** A wider dialog that scrolls within the window, for forms with many fields. */
  wide?: boolean;
};

/**
 * A modal dialog (react-aria-components: focus kept inside, the page behind made inert). It closes
 * only through its buttons, as every dialog of the portal asks for an explicit answer.
 * Load it lazily: react-aria-components stays out of the first chunk.
 */
export function Dialog({ title, children, actions, role = 'dialog', isOpen = true, wide = false }: Props) {
  const descriptionId = useId();
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled className="dialog-overlay">
      <Modal className={wide ? 'dialog-modal dialog-modal--wide' : 'dialog-modal'}>
        <AriaDialog role={role} aria-describedby={descriptionId} className="dialog">
          <Heading slot="title" level={2} className="dialog__title">
            {title}
          </Heading>
          <div id={descriptionId} className="dialog__body">
            {children}
          </div>
          <div className="dialog__actions">{actions}</div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
