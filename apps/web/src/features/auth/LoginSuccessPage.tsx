import { LOGIN_CONTEXT_COOKIE, LOGIN_SUCCESS_REDIRECT_MS } from '@bk/contracts/common/limits';
import { splitLocale } from '@bk/contracts/common/locale';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteCookie } from '../../lib/cookies.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.tsx';
import { readLoginReturnPath } from './login-context.ts';

/** /logowanie: the login service sends the user here; after 5 s they return where they started. */
export function LoginSuccessPage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'login-success.title', message: 'logowanie' }));
  const navigate = useNavigate();
  const { refresh } = useSession();
  // Read once; the cookie is removed right after.
  const [returnPath] = useState(readLoginReturnPath);

  useEffect(() => {
    deleteCookie(LOGIN_CONTEXT_COOKIE);
    void refresh({ silent: true });
  }, [refresh]);

  useEffect(() => {
    // The router's base is the page's language (an English page's return path starts with /en).
    const path = splitLocale(returnPath).path;
    const timer = setTimeout(() => navigate(path, { replace: true }), LOGIN_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, returnPath]);

  return (
    <section className="status-page">
      <h1>{i18n._({ id: 'login-success.heading', message: 'Logowanie zakończone powodzeniem' })}</h1>
      <p>
        {i18n._({
          id: 'login-success.text',
          message: 'Za chwilę nastąpi powrót do strony, na której rozpoczęto logowanie.',
        })}
      </p>
    </section>
  );
}
