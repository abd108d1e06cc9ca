import { useId } from 'react';
import { AccountBlocking } from './AccountBlocking.tsx';
import { UserContactPersonsBox, UserSubjectBox } from './UserSubjectDetails.tsx';
import type { AdminUser } from './users-api.ts';

/**
 * The 'Dane użytkownika' tab (spec 3 section 2.3): the profile block (name, e-mail, identifier and the
 * blocking checkbox), then the economic subject and the contact persons, read-only.
 */
export function UserDataTab({ user }: { user: AdminUser }) {
  const headingId = useId();
  return (
    <div className="user-data">
      <section className="profile-box" aria-labelledby={headingId}>
        <h2 id={headingId}>Profil użytkownika</h2>
        <dl className="details">
          <div>
            <dt>Imię i nazwisko</dt>
            <dd>{`${user.imie} ${user.nazwisko}`.trim()}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Identyfikator</dt>
            <dd>{user.identyfikator}</dd>
          </div>
        </dl>
        <AccountBlocking key={user.id} user={user} />
      </section>
      <UserSubjectBox subject={user.danePodmiotu} />
      <UserContactPersonsBox persons={user.osobyDoKontaktu} />
    </div>
  );
}
