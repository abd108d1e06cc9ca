import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AdminPage } from '../AdminParts.tsx';
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
  const { gate, statement } = useStatementOfAddress('/edytuj', 'Nie udało się pobrać komunikatu do edycji.');
  useDocumentTitle('zarządzanie treścią - edycja komunikatu');
  if (!statement) return gate;
  return (
    <AdminPage
      trail={[STATEMENTS_LIST, { to: adminStatementPath(statement), label: statement.naglowek }]}
      title="Edycja komunikatu"
    >
      <StatementForm existing={statement} />
    </AdminPage>
  );
}
