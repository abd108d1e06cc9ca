import { Link } from 'react-router';
import { LoginButton } from '../../components/ui/LoginButton.tsx';
import { useSession } from '../../lib/session.tsx';

const actions = [
  {
    path: '/newsletter',
    label: 'Newsletter',
    text: 'Otrzymuj powiadomienia o nowych ogłoszeniach, które Cię interesują.',
  },
  {
    path: '/ogloszenia/nowe',
    label: 'Dodaj ogłoszenie',
    text: 'Opublikuj zapytanie ofertowe dla swojego projektu.',
  },
] as const;

/**
 * Newsletter and add-announcement: links for signed-in users; for visitors buttons marked 'Wymaga
 * logowania' that start the login and come back to the chosen page (spec 1 section 2).
 */
export function HomeActions() {
  const signedIn = useSession().status === 'authenticated';
  return (
    <ul className="home-actions">
      {actions.map((action) => (
        <li key={action.path} className="home-actions__item">
          {signedIn ? (
            <Link className="button button--primary" to={action.path}>
              {action.label}
            </Link>
          ) : (
            <LoginButton returnPath={action.path}>
              {action.label} <span className="home-actions__login">Wymaga logowania</span>
            </LoginButton>
          )}
          <p>{action.text}</p>
        </li>
      ))}
    </ul>
  );
}
