import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ContactPersons } from '../../components/profile-data/ContactPersons.tsx';
import { SubjectBox } from '../../components/profile-data/SubjectBox.tsx';
import { profileTexts } from '../../components/subject/subject-texts.ts';
import { PageLoading } from '../../components/ui/LoadingText.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useFlashMessage } from '../../lib/use-flash-message.ts';
import { LanguageBox } from './LanguageBox.tsx';
import { profileKey, useProfile } from './profile-api.ts';

/** The user's profile (spec 3 section 2.1): name, e-mail, account settings, subject, contact persons. */
export function ProfilePage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'profile.document-title', message: 'mój profil' }));
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
        {i18n._(profileTexts.loadFailed)} {profile.error.message}
      </p>
    );
  else {
    const user = profile.data;
    content = (
      <>
        <section className="profile-box" aria-labelledby="account-heading">
          <h2 id="account-heading">{i18n._({ id: 'profile.account', message: 'Konto' })}</h2>
          <dl className="details">
            <div>
              <dt>{i18n._({ id: 'profile.name', message: 'Imię i nazwisko' })}</dt>
              <dd translate="no">{[user.imie, user.nazwisko].join(' ')}</dd>
            </div>
            <div>
              <dt>{i18n._({ id: 'profile.email', message: 'E-mail' })}</dt>
              <dd translate="no">{user.email}</dd>
            </div>
          </dl>
          <p>
            {/* The account panel of the identity service: a full page load, not a route of the portal. */}
            <a href="/konto/">{i18n._({ id: 'profile.account-settings', message: 'Ustawienia konta' })}</a>
            <span className="field__hint">
              {' '}
              {i18n._({
                id: 'profile.account-settings-hint',
                message: '(hasło i dane logowania zmienisz w serwisie kont)',
              })}
            </span>
          </p>
        </section>
        <SubjectBox
          userId={null}
          queryKey={profileKey}
          editable
          subject={user.danePodmiotu}
          onSaved={() => changed(i18n._({ id: 'profile.subject-saved', message: 'Zapisano dane podmiotu.' }))}
        />
        <LanguageBox language={user.language} onSaved={changed} />
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
      <h1>{i18n._({ id: 'profile.heading', message: 'Mój profil' })}</h1>
      <p className="flash" role="status">
        {flash}
      </p>
      {content}
    </section>
  );
}
