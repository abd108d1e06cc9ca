import { Trans, useLingui } from '@lingui/react';
import { type FormEventHandler, type ReactNode, type RefObject, useId } from 'react';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { FormError } from './FormError.tsx';

type Props = {
  title: string;
  /** The form's state from useFormMutation. */
  form: {
    submit: FormEventHandler<HTMLFormElement>;
    formRef: RefObject<HTMLFormElement | null>;
    formError: string | null;
    pending: boolean;
  };
  onClose: () => void;
  /** 'Pola oznaczone gwiazdką (*) są wymagane.' above the fields. */
  requiredNote?: boolean;
  wide?: boolean;
  /** The submit button: 'Zapisz' and 'Trwa zapisywanie...' unless told. */
  submitLabel?: string;
  pendingLabel?: string;
  children: ReactNode;
};

/**
 * A dialog with one form: 'Anuluj' and 'Zapisz' ('Trwa zapisywanie...' while it saves), the
 * message that is not about one field above the fields. The portal's add and edit dialogs use it.
 */
export function FormDialog({
  title,
  form,
  onClose,
  requiredNote = false,
  wide = false,
  submitLabel,
  pendingLabel,
  children,
}: Props) {
  const { i18n } = useLingui();
  const formId = useId();
  return (
    <Dialog
      onDismiss={onClose}
      wide={wide}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {i18n._({ id: 'common.cancel', message: 'Anuluj' })}
          </Button>
          <Button type="submit" form={formId} aria-disabled={form.pending || undefined}>
            {form.pending
              ? (pendingLabel ?? i18n._({ id: 'common.saving', message: 'Trwa zapisywanie...' }))
              : (submitLabel ?? i18n._({ id: 'common.save', message: 'Zapisz' }))}
          </Button>
        </>
      }
    >
      <form id={formId} ref={form.formRef} onSubmit={form.submit} noValidate>
        {requiredNote ? (
          <p className="field__hint form-note">
            <Trans id="form.required-note" message="Pola oznaczone gwiazdką (*) są wymagane." />
          </p>
        ) : null}
        <FormError message={form.formError} />
        {children}
      </form>
    </Dialog>
  );
}
