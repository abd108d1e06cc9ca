import { contentMessages } from '@bk/contracts/content/content';
import { Link } from 'react-router';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { AdminPage } from '../AdminParts.tsx';
import '../content-admin.css';
import {
  adminStatementPath,
  STATEMENTS_PATH,
  useAdminStatements,
  validUntil,
  yesNo,
} from './statements-api.ts';

/** /zarzadzanie-trescia/komunikaty: every statement with its flags (spec 3 section 2.5). */
export function StatementsAdminPage() {
  useDocumentTitle('zarządzanie treścią - komunikaty');
  const list = useAdminStatements();
  return (
    <AdminPage
      trail={[]}
      title="Komunikaty"
      actions={
        <Link className="button" to={`${STATEMENTS_PATH}/nowy`}>
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
                  <td>{validUntil(s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminPage>
  );
}
