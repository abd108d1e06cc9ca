import { LOGIN_CONTEXT_COOKIE, LOGIN_SUCCESS_REDIRECT_MS } from '@bk/contracts/common/limits';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteCookie } from '../../lib/cookies.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.tsx';
import { readLoginReturnPath } from './login-context.ts';

/** /logowanie: the login service sends the user here; after 5 s they return where they started. */
export function LoginSuccessPage() {
  useDocumentTitle('logowanie');
  const navigate = useNavigate();
  const { refresh } = useSession();
  // Read once; the cookie is removed right after.
  const [returnPath] = useState(readLoginReturnPath);

  useEffect(() => {
    deleteCookie(LOGIN_CONTEXT_COOKIE);
    void refresh({ silent: true });
  }, [refresh]);

  useEffect(() => {
    const timer = setTimeout(() => navigate(returnPath, { replace: true }), LOGIN_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, returnPath]);

  return (
    <section className="status-page">
      <h1>Logowanie zakończone powodzeniem</h1>
      <p>Za chwilę nastąpi powrót do strony, na której rozpoczęto logowanie.</p>
    </section>
  );
}
