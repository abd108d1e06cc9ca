import { profileMessages } from '@bk/contracts/users/profile';
import type { ReactNode } from 'react';
import { ContactPersons } from '../../components/profile-data/ContactPersons.tsx';
import { SubjectBox } from '../../components/profile-data/SubjectBox.tsx';
import { PageLoading } from '../../components/ui/LoadingText.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useFlashMessage } from '../../lib/use-flash-message.ts';
import { profileKey, useProfile } from './profile-api.ts';

/** The user's profile (spec 3 section 2.1): name, e-mail, account settings, subject, contact persons. */
export function ProfilePage() {
  useDocumentTitle('mój profil');
  const profile = useProfile();
  const [flash, showFlash] = useFlashMessage();
  // The dialogs' writes wait for the fresh profile (they invalidate it) before they close, so focus
  // never lands on a row that goes.
  const changed = async (message: string) => showFlash(message);

  let content: ReactNode;
  if (profile.isPending) content = <PageLoading />;
  else if (profile.isError)
    content = (
      <p className="notice notice--error" role="alert">
        {profileMessages.loadFailed} {profile.error.message}
      </p>
    );
  else {
    const user = profile.data;
    content = (
      <>
        <section className="profile-box" aria-labelledby="account-heading">
          <h2 id="account-heading">Konto</h2>
          <dl className="details">
            <div>
              <dt>Imię i nazwisko</dt>
              <dd>{`${user.imie} ${user.nazwisko}`}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{user.email}</dd>
            </div>
          </dl>
          <p>
            {/* The account panel of the identity service: a full page load, not a route of the portal. */}
            <a href="/konto/">Ustawienia konta</a>
            <span className="field__hint"> (hasło i dane logowania zmienisz w serwisie kont)</span>
          </p>
        </section>
        <SubjectBox
          userId={null}
          queryKey={profileKey}
          editable
          subject={user.danePodmiotu}
          onSaved={() => changed('Zapisano dane podmiotu.')}
        />
        <ContactPersons
          userId={null}
          queryKey={profileKey}
          editable
          persons={user.osobyDoKontaktu}
          onChanged={changed}
        />
      </>
    );
  }

  return (
    <section className="profile">
      <h1>Mój profil</h1>
      <p className="flash" role="status">
        {flash}
      </p>
      {content}
    </section>
  );
}
