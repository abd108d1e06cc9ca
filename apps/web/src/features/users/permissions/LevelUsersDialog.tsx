import { listTypes, permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { USERS_PATH } from '../users-params.ts';
import { GrantedFlags } from './GrantedFlags.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { lastPageOf, PagerButtons } from './PagerButtons.tsx';
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
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const [listType, setListType] = useState<ListType>('direct');
  const [page, setPage] = useState(1);
  const users = useLevelUsers(level.id, listType, page);

  let content: ReactNode;
  if (users.isPending) content = <LoadingText />;
  else if (users.isError)
    content = (
      <LoadFailure
        error={users.error}
        forbidden={M.usersForbidden}
        failed="Nie udało się pobrać listy użytkowników."
      />
    );
  else if (users.data.users.length === 0) content = <p className="notice">{M.usersEmpty}</p>;
  else
    content = (
      <>
        <div className="table-wrap">
          <table className="table permissions-users__table" aria-busy={users.isFetching || undefined}>
            <caption className="visually-hidden">{`Użytkownicy ${listTypeLabels[listType].toLowerCase()}`}</caption>
            <thead>
              <tr>
                <th scope="col">Imię i nazwisko</th>
                <th scope="col">E-mail</th>
                <th scope="col">Poziom wdrożenia</th>
                <th scope="col">Uprawnienia</th>
              </tr>
            </thead>
            <tbody>
              {users.data.users.map((user) => (
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
            </tbody>
          </table>
        </div>
        <PagerButtons
          page={page}
          lastPage={lastPageOf(users.data.meta.total)}
          onPage={(next) => {
            setPage(next);
            resultsRef.current?.focus();
          }}
          label="Strony listy użytkowników"
        />
      </>
    );

  return (
    <Dialog
      onDismiss={onClose}
      wide
      title="Użytkownicy uprawnieni na poziomie wdrożenia"
      actions={
        <Button variant="secondary" onClick={onClose}>
          Zamknij
        </Button>
      }
    >
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
        <h3 ref={resultsRef} tabIndex={-1} className="permissions-history__heading">
          Lista użytkowników
          {users.data ? (
            <span className="permissions-history__count"> (liczba: {users.data.meta.total})</span>
          ) : null}
        </h3>
        {content}
      </div>
    </Dialog>
  );
}
