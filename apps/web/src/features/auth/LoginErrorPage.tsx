import { Link, Navigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.tsx';
import { AccountBlockedText } from './AccountBlockedText.tsx';

/** /blad-logowania: for visitors only; a signed-in user is sent home. */
export function LoginErrorPage() {
  useDocumentTitle('błąd logowania');
  const { status } = useSession();
  const [params] = useSearchParams();
  if (status === 'authenticated') return <Navigate to="/" replace />;
  if (params.get('powod') === 'konto-zablokowane')
    return (
      <section className="status-page">
        <h1>Konto zablokowane</h1>
        <AccountBlockedText />
        <p>
          <Link to="/">Przejdź do strony głównej</Link>
        </p>
      </section>
    );
  return (
    <section className="status-page">
      <h1>Wystąpił błąd logowania</h1>
      <p>Podczas logowania wystąpił błąd. Spróbuj zalogować się ponownie.</p>
      <p>
        <Link to="/">Przejdź do strony głównej</Link>
      </p>
    </section>
  );
}
