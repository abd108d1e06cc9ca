import { listTypes, permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { CloseDialog } from '../../../components/ui/Dialog.tsx';
import { USERS_PATH } from '../users-params.ts';
import { GrantedFlags } from './GrantedFlags.tsx';
import { DialogResults } from './PagedTable.tsx';
import { holderLevelLabel, holderName, listTypeLabels } from './permission-labels.ts';
import { type ListType, useLevelUsers } from './permissions-api.ts';
import './permissions.css';

type Props = {
  /** The level whose users are listed, and its label (its path, 'Perspektywa > FENG - ...'). */
  level: { id: number; label: string };
  onClose: () => void;
};

/**
 * The users of a level (spec 3 sections 2.3, 4, 8, 9): 'Rodzaj listy' chooses those holding a package
 * exactly at the level (direct) or above it, at an ancestor or on every level (inherited); 20 a page,
 * the pager only above 20. Each name links to the user's page of the user administration.
 */
export function LevelUsersDialog({ level, onClose }: Props) {
  const radioName = useId();
  const [listType, setListType] = useState<ListType>('direct');
  const [page, setPage] = useState(1);
  const users = useLevelUsers(level.id, listType, page);

  return (
    <CloseDialog onClose={onClose} secondaryClose wide title="Użytkownicy uprawnieni na poziomie wdrożenia">
      <div className="permissions-users">
        <p className="permissions-users__level">
          <span className="permissions-grant__label">Poziom wdrożenia:</span> {level.label}
        </p>
        <fieldset className="group">
          <legend>Rodzaj listy</legend>
          <div className="radio-row">
            {listTypes.map((type) => (
              <label key={type} className="radio">
                <input
                  type="radio"
                  name={radioName}
                  value={type}
                  checked={listType === type}
                  onChange={() => {
                    setListType(type);
                    setPage(1);
                  }}
                />
                {listTypeLabels[type]}
              </label>
            ))}
          </div>
        </fieldset>
        <DialogResults
          title="Lista użytkowników"
          total={users.data?.meta.total}
          query={users}
          messages={{
            forbidden: M.usersForbidden,
            failed: 'Nie udało się pobrać listy użytkowników.',
            empty: M.usersEmpty,
          }}
          rowCount={users.data?.users.length ?? 0}
          className="permissions-users__table"
          caption={`Użytkownicy ${listTypeLabels[listType].toLowerCase()}`}
          columns={['Imię i nazwisko', 'E-mail', 'Poziom wdrożenia', 'Uprawnienia']}
          page={page}
          onPage={setPage}
          pagerLabel="Strony listy użytkowników"
        >
          {users.data?.users.map((user) => (
            <tr key={user.id}>
              <th scope="row" className="permissions-users__name">
                {/* Another page of the administration: the dialog closes as it goes. */}
                <Link to={`${USERS_PATH}/${user.id}`} onClick={onClose}>
                  {holderName(user)}
                </Link>
              </th>
              <td className="permissions-history__email">{user.email}</td>
              <td>{holderLevelLabel(user.level)}</td>
              <td>
                <GrantedFlags groups={user.groups} />
              </td>
            </tr>
          ))}
        </DialogResults>
      </div>
    </CloseDialog>
  );
}
