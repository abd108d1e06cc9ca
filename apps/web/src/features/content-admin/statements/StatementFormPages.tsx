import { NotFoundView } from '../../../components/status/NotFoundView.tsx';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AdminPage } from '../AdminParts.tsx';
import { is404 } from '../content-admin-errors.ts';
import '../content-admin.css';
import { useStatementOfAddress } from './StatementDetailsPage.tsx';
import { StatementForm } from './StatementForm.tsx';
import { adminStatementPath, STATEMENTS_LIST } from './statements-api.ts';

/** /zarzadzanie-trescia/komunikaty/nowy. */
export function StatementNewPage() {
  useDocumentTitle('zarządzanie treścią - nowy komunikat');
  return (
    <AdminPage trail={[STATEMENTS_LIST]} title="Nowy komunikat">
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
      trail={[STATEMENTS_LIST, { to: adminStatementPath(statement.data), label: statement.data.naglowek }]}
      title="Edycja komunikatu"
    >
      <StatementForm existing={statement.data} />
    </AdminPage>
  );
}
