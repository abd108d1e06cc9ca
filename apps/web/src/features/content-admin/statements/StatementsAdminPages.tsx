import { warsawDate } from '@bk/contracts/common/warsaw-time';
import { contentLimits, contentMessages } from '@bk/contracts/content/content';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FormError } from '../../../components/form/FormError.tsx';
import { focusFirstInvalid } from '../../../components/form/focus-invalid.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { RichContentView } from '../../../components/rich-content/RichContentView.tsx';
import { RichTextEditor, type RichValue } from '../../../components/rich-text/RichTextEditor.tsx';
import { emptyRichValue } from '../../../components/rich-text/rich-value.ts';
import { NotFoundView } from '../../../components/status/NotFoundView.tsx';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { errorText, isApiError } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { AdminPage, AuditData, SaveButton } from '../AdminParts.tsx';
import { is404, saveFailureText } from '../content-admin-errors.ts';
import { idOfSlugPath, type Statement } from '../content-admin-types.ts';
import '../content-admin.css';
import {
  adminStatementPath,
  type StatementBody,
  saveStatement,
  statementsKey,
  useAdminStatement,
  useAdminStatements,
} from './statements-api.ts';

const LIST = { to: '/zarzadzanie-trescia/komunikaty', label: 'Komunikaty' };
const yesNo = (value: boolean) => (value ? 'tak' : 'nie');

/** /zarzadzanie-trescia/komunikaty: every statement with its flags (spec 3 section 2.5). */
export function StatementsAdminPage() {
  useDocumentTitle('zarządzanie treścią - komunikaty');
  const list = useAdminStatements();
  return (
    <AdminPage
      trail={[]}
      title="Komunikaty"
      actions={
        <Link className="button" to="/zarzadzanie-trescia/komunikaty/nowy">
          Dodaj komunikat
        </Link>
      }
    >
      {list.isPending ? <LoadingText /> : null}
      {list.isError ? (
        <p className="notice notice--error" role="alert">
          Nie udało się pobrać komunikatów. {errorText(list.error)}
        </p>
      ) : null}
      {list.data?.length === 0 ? <p>{contentMessages.noStatementsAdmin}</p> : null}
      {list.data && list.data.length > 0 ? (
        <div className="table-wrap">
          <table className="content-admin__table">
            <caption className="visually-hidden">Komunikaty</caption>
            <thead>
              <tr>
                <th scope="col">Nagłówek</th>
                <th scope="col">Data publikacji</th>
                <th scope="col">Aktywny</th>
                <th scope="col">Żółty pasek</th>
                <th scope="col">Ważny do</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((s) => (
                <tr key={s.id}>
                  <th scope="row">
                    <Link to={adminStatementPath(s)}>{s.naglowek}</Link>
                  </th>
                  <td>{formatDate(s.dataOpublikowania)}</td>
                  <td>{yesNo(s.czyAktywny)}</td>
                  <td>{yesNo(s.czyZoltyPasek)}</td>
                  <td>{s.czyBezterminowy ? 'bezterminowo' : formatDate(s.dataWaznosci)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminPage>
  );
}

/** Reads the statement of the address, putting the server's slug in the address when it differs. */
function useStatementOfAddress(suffix = '') {
  const { idSlug } = useParams();
  const id = idOfSlugPath(idSlug);
  const statement = useAdminStatement(id ?? 0);
  const navigate = useNavigate();
  const expected = statement.data ? `${statement.data.id}-${statement.data.slug}` : null;
  useEffect(() => {
    if (expected && expected !== idSlug)
      navigate(`/zarzadzanie-trescia/komunikaty/${expected}${suffix}`, { replace: true });
  }, [expected, idSlug, navigate, suffix]);
  return { id, statement };
}

/** /zarzadzanie-trescia/komunikaty/{id}-{slug}: the statement, its flags and audit data. */
export function StatementDetailsPage() {
  const { id, statement } = useStatementOfAddress();
  useDocumentTitle('zarządzanie treścią - komunikat');
  if (id === null || is404(statement.error)) return <NotFoundView />;
  if (statement.isPending) return <LoadingText />;
  if (statement.isError)
    return (
      <p className="notice notice--error" role="alert">
        Nie udało się pobrać komunikatu. {errorText(statement.error)}
      </p>
    );
  const s = statement.data;
  return (
    <AdminPage
      trail={[LIST]}
      title={s.naglowek}
      actions={
        <Link className="button" to={`${adminStatementPath(s)}/edytuj`}>
          Edytuj
        </Link>
      }
    >
      <dl className="audit-data">
        <div>
          <dt>Aktywny</dt>
          <dd>{yesNo(s.czyAktywny)}</dd>
        </div>
        <div>
          <dt>Żółty pasek</dt>
          <dd>{yesNo(s.czyZoltyPasek)}</dd>
        </div>
        <div>
          <dt>Ważny do</dt>
          <dd>{s.czyBezterminowy ? 'bezterminowo' : formatDate(s.dataWaznosci)}</dd>
        </div>
        <div>
          <dt>Data publikacji</dt>
          <dd>{formatDate(s.dataOpublikowania)}</dd>
        </div>
      </dl>
      <div className="content-admin__preview">
        <RichContentView content={s.tresc} />
      </div>
      <AuditData item={s} />
    </AdminPage>
  );
}

/** /zarzadzanie-trescia/komunikaty/nowy. */
export function StatementNewPage() {
  useDocumentTitle('zarządzanie treścią - nowy komunikat');
  return (
    <AdminPage trail={[LIST]} title="Nowy komunikat">
      <StatementForm existing={null} />
    </AdminPage>
  );
}

/** /zarzadzanie-trescia/komunikaty/{id}-{slug}/edytuj. */
export function StatementEditPage() {
  const { id, statement } = useStatementOfAddress('/edytuj');
  useDocumentTitle('zarządzanie treścią - edycja komunikatu');
  if (id === null || is404(statement.error)) return <NotFoundView />;
  if (statement.isPending) return <LoadingText />;
  if (statement.isError)
    return (
      <p className="notice notice--error" role="alert">
        Nie udało się pobrać komunikatu do edycji. {errorText(statement.error)}
      </p>
    );
  return (
    <AdminPage
      trail={[LIST, { to: adminStatementPath(statement.data), label: statement.data.naglowek }]}
      title="Edycja komunikatu"
    >
      <StatementForm existing={statement.data} />
    </AdminPage>
  );
}

function initial(existing: Statement | null): StatementBody {
  return existing
    ? {
        naglowek: existing.naglowek,
        tresc: existing.tresc,
        czyAktywny: existing.czyAktywny,
        czyZoltyPasek: existing.czyZoltyPasek,
        czyBezterminowy: existing.czyBezterminowy,
        dataWaznosci: existing.dataWaznosci,
      }
    : {
        naglowek: '',
        tresc: emptyRichValue(),
        czyAktywny: true,
        czyZoltyPasek: false,
        czyBezterminowy: true,
        dataWaznosci: null,
      };
}

/**
 * The statement form (spec 3 sections 4, 5.6): unchecking 'active' clears and disables the yellow
 * stripe; checking 'no expiry' clears and disables the expiry date, which otherwise is required and
 * not before today. 'Zapisz komunikat' > 'Trwa zapisywanie...' > 'Zapisano'.
 */
function StatementForm({ existing }: { existing: Statement | null }) {
  const [value, setValue] = useState<StatementBody>(() => initial(existing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [flash, showFlash] = useFlashMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const today = warsawDate(new Date());
  const save = useApiMutation({
    mutationFn: (body: StatementBody) => saveStatement(existing?.id ?? null, body),
    invalidates: [{ queryKey: statementsKey }],
    onSuccess: (saved) => {
      setErrors({});
      if (!existing) navigate(adminStatementPath(saved));
      else {
        showFlash('Zapisano');
        if (saved.slug !== existing.slug) navigate(`${adminStatementPath(saved)}/edytuj`, { replace: true });
      }
    },
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        const placed: Record<string, string> = {};
        for (const [path, list] of Object.entries(error.errors)) {
          const field = path.startsWith('tresc') ? 'tresc' : path;
          if (list[0]) placed[field] ??= list[0];
        }
        setErrors(placed);
        setFormError(null);
        focusFirstInvalid(formRef.current);
        return;
      }
      setFormError(
        saveFailureText(error, {
          forbidden: existing
            ? contentMessages.statementForbiddenEdit
            : contentMessages.statementForbiddenAdd,
          failed: 'Nie udało się zapisać komunikatu.',
          code: (status) => `Podczas zapisu komunikatu wystąpił nieoczekiwany błąd o kodzie ${status}.`,
        }),
      );
    },
  });
  const set = (patch: Partial<StatementBody>) => {
    setValue((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFormError(null);
    save.mutate(value);
  };
  return (
    <form ref={formRef} className="content-admin__form" noValidate onSubmit={submit}>
      <p className="field__hint form-note">Pola oznaczone gwiazdką (*) są wymagane.</p>
      <FormError message={formError} />
      <TextField
        label="Nagłówek"
        required
        maxLength={contentLimits.statementHeading}
        hint={`Liczba znaków: ${value.naglowek.length} z ${contentLimits.statementHeading}.`}
        error={errors.naglowek}
        value={value.naglowek}
        onChange={(e) => set({ naglowek: e.target.value })}
      />
      <RichTextEditor
        label="Treść"
        required
        max={contentLimits.statementContent}
        value={value.tresc}
        onChange={(tresc: RichValue) => set({ tresc })}
        error={errors.tresc}
      />
      <fieldset className="group">
        <legend>Widoczność</legend>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={value.czyAktywny}
            onChange={(e) =>
              set(e.target.checked ? { czyAktywny: true } : { czyAktywny: false, czyZoltyPasek: false })
            }
          />
          Komunikat aktywny
        </label>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={value.czyZoltyPasek}
            disabled={!value.czyAktywny}
            aria-describedby="yellow-hint"
            onChange={(e) => set({ czyZoltyPasek: e.target.checked })}
          />
          Wyświetlaj na żółtym pasku
        </label>
        <p id="yellow-hint" className="field__hint">
          Żółty pasek na każdej stronie pokazuje pierwszy aktywny komunikat z tym oznaczeniem.
        </p>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={value.czyBezterminowy}
            onChange={(e) =>
              set(
                e.target.checked ? { czyBezterminowy: true, dataWaznosci: null } : { czyBezterminowy: false },
              )
            }
          />
          Komunikat bezterminowy
        </label>
      </fieldset>
      <TextField
        label="Data ważności"
        type="date"
        required={!value.czyBezterminowy}
        disabled={value.czyBezterminowy}
        min={today}
        hint="Ostatni dzień, w którym komunikat jest widoczny."
        error={errors.dataWaznosci}
        value={value.dataWaznosci ?? ''}
        onChange={(e) => set({ dataWaznosci: e.target.value || null })}
      />
      <div className="content-admin__buttons">
        <SaveButton
          type="submit"
          label="Zapisz komunikat"
          pendingLabel="Trwa zapisywanie..."
          pending={save.isPending}
          saved={flash !== ''}
        />
        <Link className="button button--secondary" to={existing ? adminStatementPath(existing) : LIST.to}>
          Anuluj
        </Link>
      </div>
    </form>
  );
}
