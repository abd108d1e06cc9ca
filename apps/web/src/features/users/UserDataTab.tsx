import { useId } from 'react';
import { ContactPersons } from '../../components/profile-data/ContactPersons.tsx';
import { SubjectBox } from '../../components/profile-data/SubjectBox.tsx';
import { useSession } from '../../lib/session.tsx';
import { useFlashMessage } from '../../lib/use-flash-message.ts';
import { AccountBlocking } from './AccountBlocking.tsx';
import { type AdminUser, useAdminUserKey } from './users-api.ts';

/**
 * The 'Dane użytkownika' tab (spec 3 section 2.3): the profile block (name, e-mail, identifier and the
 * blocking checkbox), then the economic subject and the contact persons, read and edited as in the
 * profile. Editing needs previewListUsers and blockingUsers: a 403 from a save shows the server's
 * message in the dialog and drops blockingUsers (the calls carry it), which takes the buttons away.
 */
export function UserDataTab({ user }: { user: AdminUser }) {
  const headingId = useId();
  const { flags } = useSession();
  const editable = flags.has('usersAndPermissionsPreviewListUsers') && flags.has('blockingUsers');
  const owner = { userId: user.id, queryKey: useAdminUserKey(user.id) };
  const [flash, showFlash] = useFlashMessage();
  // The dialogs' writes wait for the user's data loaded again (they invalidate them) before they close.
  const changed = async (message: string) => showFlash(message);
  return (
    <div className="user-data">
      <p className="flash" role="status">
        {flash}
      </p>
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
      <SubjectBox
        {...owner}
        editable={editable}
        subject={user.danePodmiotu}
        onSaved={() => changed('Zapisano dane podmiotu.')}
      />
      <ContactPersons {...owner} editable={editable} persons={user.osobyDoKontaktu} onChanged={changed} />
    </div>
  );
}
