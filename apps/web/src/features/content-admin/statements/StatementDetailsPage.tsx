import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RichContentView } from '../../../components/rich-content/RichContentView.tsx';
import { NotFoundView } from '../../../components/status/NotFoundView.tsx';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { idOfSlugPath } from '../../../lib/site-content.ts';
import { AdminPage, AuditData } from '../AdminParts.tsx';
import { is404 } from '../content-admin-errors.ts';
import '../content-admin.css';
import {
  adminStatementPath,
  STATEMENTS_LIST,
  STATEMENTS_PATH,
  useAdminStatement,
  validUntil,
  yesNo,
} from './statements-api.ts';

/**
 * Reads the statement of the address, putting the server's slug in the address when it differs (to
 * the page at `suffix`). Until it is there, `gate` is what the page shows: the not-found view, the
 * loading text or `failed` with the reason.
 */
export function useStatementOfAddress(suffix: string, failed: string) {
  const { idSlug } = useParams();
  const id = idOfSlugPath(idSlug);
  const query = useAdminStatement(id ?? 0);
  const navigate = useNavigate();
  const expected = query.data ? `${query.data.id}-${query.data.slug}` : null;
  useEffect(() => {
    if (expected && expected !== idSlug)
      navigate(`${STATEMENTS_PATH}/${expected}${suffix}`, { replace: true });
  }, [expected, idSlug, navigate, suffix]);
  let gate: ReactNode = null;
  if (id === null || is404(query.error)) gate = <NotFoundView />;
  else if (query.isPending) gate = <LoadingText />;
  else if (query.isError)
    gate = (
      <p className="notice notice--error" role="alert">
        {failed} {errorText(query.error)}
      </p>
    );
  return { gate, statement: gate === null ? query.data : undefined };
}

/** /zarzadzanie-trescia/komunikaty/{id}-{slug}: the statement, its flags and audit data. */
export function StatementDetailsPage() {
  const { gate, statement: s } = useStatementOfAddress('', 'Nie udało się pobrać komunikatu.');
  useDocumentTitle('zarządzanie treścią - komunikat');
  if (!s) return gate;
  return (
    <AdminPage
      trail={[STATEMENTS_LIST]}
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
          <dd>{validUntil(s)}</dd>
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
