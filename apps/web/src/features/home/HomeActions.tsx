import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { LoginButton } from '../../components/ui/LoginButton.tsx';
import { useSession } from '../../lib/session.tsx';

const actions = [
  {
    path: '/newsletter',
    label: /*i18n*/ { id: 'home.actions.newsletter', message: 'Newsletter' },
    text: /*i18n*/ {
      id: 'home.actions.newsletter.text',
      message: 'Otrzymuj powiadomienia o nowych ogłoszeniach, które Cię interesują.',
    },
  },
  {
    path: '/ogloszenia/nowe',
    label: /*i18n*/ { id: 'home.actions.add', message: 'Dodaj ogłoszenie' },
    text: /*i18n*/ {
      id: 'home.actions.add.text',
      message: 'Opublikuj zapytanie ofertowe dla swojego projektu.',
    },
  },
] as const;

/**
 * Newsletter and add-announcement: links for signed-in users; for visitors buttons marked 'Wymaga
 * logowania' that start the login and come back to the chosen page (spec 1 section 2).
 */
export function HomeActions() {
  const signedIn = useSession().status === 'authenticated';
  const { i18n } = useLingui();
  return (
    <ul className="home-actions">
      {actions.map((action) => (
        <li key={action.path} className="home-actions__item">
          {signedIn ? (
            <Link className="button button--primary" to={action.path}>
              {i18n._(action.label)}
            </Link>
          ) : (
            <LoginButton returnPath={action.path}>
              {i18n._(action.label)}{' '}
              <span className="home-actions__login">
                <Trans id="home.actions.login-needed" message="Wymaga logowania" />
              </span>
            </LoginButton>
          )}
          <p>{i18n._(action.text)}</p>
        </li>
      ))}
    </ul>
  );
}
