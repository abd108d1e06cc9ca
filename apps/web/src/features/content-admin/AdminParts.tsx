import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { FormError } from '../../components/form/FormError.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { formatDateTime } from '../../lib/format.ts';

/** 'Strona główna › Zarządzanie treścią › ... › current'. */
export function AdminBreadcrumbs({
  trail,
  current,
}: {
  trail: { to: string; label: string }[];
  current: string;
}) {
  return (
    <Breadcrumbs
      trail={[{ to: '/zarzadzanie-trescia', label: 'Zarządzanie treścią' }, ...trail]}
      current={current}
    />
  );
}

/**
 * A save button with the states of spec 3 section 4: its label, then the pending label while saving,
 * then 'Zapisano' for 5 seconds (`saved` comes from useFlashMessage).
 */
export function SaveButton({
  label = 'Zapisz zmiany',
  pendingLabel = 'Trwa zapisywanie zmian...',
  pending,
  saved,
  onClick,
  type = 'button',
  form,
}: {
  label?: string;
  pendingLabel?: string;
  pending: boolean;
  saved: boolean;
  onClick?: () => void;
  type?: 'button' | 'submit';
  form?: string;
}) {
  return (
    <>
      <Button
        type={type}
        form={form}
        onClick={pending ? undefined : onClick}
        aria-disabled={pending || undefined}
      >
        {pending ? pendingLabel : saved ? 'Zapisano' : label}
      </Button>
      <span role="status" className="visually-hidden">
        {saved ? 'Zapisano.' : ''}
      </span>
    </>
  );
}

type Person = { imie: string; nazwisko: string } | null;

/** Who added and changed it, and when (audit data). */
export function AuditData({
  item,
}: {
  item: {
    dataUtworzenia: string | null;
    dataModyfikacji: string | null;
    ktoUtworzyl: Person;
    ktoModyfikowal: Person;
  };
}) {
  const who = (p: Person) => (p ? `${p.imie} ${p.nazwisko}` : 'system');
  return (
    <dl className="audit-data">
      <div>
        <dt>Utworzono</dt>
        <dd>
          {formatDateTime(item.dataUtworzenia) || '-'} ({who(item.ktoUtworzyl)})
        </dd>
      </div>
      {item.dataModyfikacji ? (
        <div>
          <dt>Ostatnia zmiana</dt>
          <dd>
            {formatDateTime(item.dataModyfikacji)} ({who(item.ktoModyfikowal)})
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/** A content administration page: breadcrumbs, the heading and what follows. */
export function AdminPage({
  trail,
  title,
  actions,
  children,
}: {
  trail: { to: string; label: string }[];
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="content-admin">
      <AdminBreadcrumbs trail={trail} current={title} />
      <div className="content-admin__head">
        <h1>{title}</h1>
        {actions ? <div className="content-admin__actions">{actions}</div> : null}
      </div>
      {children}
    </article>
  );
}

/**
 * A content administration form (the page forms' frame, as FormDialog is the dialogs'): the
 * required-fields note (unless told otherwise) and `notice`, the message that is not about one field,
 * the fields, then the save button with its states, any `buttons` and the way back.
 */
export function AdminForm({
  form,
  notice,
  requiredNote = true,
  saveLabel,
  savingLabel,
  saved,
  buttons,
  back,
  className,
  label,
  children,
}: {
  /** The form's state from useFormMutation. */
  form: {
    submit: FormEventHandler<HTMLFormElement>;
    formRef: RefObject<HTMLFormElement | null>;
    formError: string | null;
    pending: boolean;
  };
  notice?: ReactNode;
  requiredNote?: boolean;
  saveLabel?: string;
  savingLabel?: string;
  saved: boolean;
  buttons?: ReactNode;
  back: { to: string; label?: string };
  className?: string;
  /** The form's name for assistive technology. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      className={className ? `content-admin__form ${className}` : 'content-admin__form'}
      aria-label={label}
      onSubmit={form.submit}
      noValidate
    >
      {requiredNote ? (
        <p className="field__hint form-note">Pola oznaczone gwiazdką (*) są wymagane.</p>
      ) : null}
      {notice}
      <FormError message={form.formError} />
      {children}
      <div className="content-admin__buttons">
        <SaveButton
          type="submit"
          label={saveLabel}
          pendingLabel={savingLabel}
          pending={form.pending}
          saved={saved}
        />
        {buttons}
        <Link className="button button--secondary" to={back.to}>
          {back.label ?? 'Anuluj'}
        </Link>
      </div>
    </form>
  );
}
