import { Link } from 'react-router';
import { TableRegion } from '../../components/ui/TableRegion.tsx';
import type { UserListItem } from './users-api.ts';
import { USERS_PATH } from './users-params.ts';

/**
 * The found users: Id, E-mail (the link to the user's page), Imię, Nazwisko, Zablokowane, Identyfikator.
 * On a narrow screen the table scrolls sideways (TableRegion).
 */
export function UsersTable({ users, busy }: { users: UserListItem[]; busy: boolean }) {
  return (
    <TableRegion label="Tabela użytkowników">
      <table className="table users-table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">Użytkownicy</caption>
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">E-mail</th>
            <th scope="col">Imię</th>
            <th scope="col">Nazwisko</th>
            <th scope="col">Zablokowane</th>
            <th scope="col">Identyfikator</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>{user.id}</td>
              <th scope="row" className="users-table__email">
                <Link to={`${USERS_PATH}/${user.id}`}>{user.email}</Link>
              </th>
              <td>{user.imie}</td>
              <td>{user.nazwisko}</td>
              <td>{user.kontoZablokowane ? <span className="users-table__blocked">Tak</span> : 'Nie'}</td>
              <td className="users-table__identifier">{user.identyfikator}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
