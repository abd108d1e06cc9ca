import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { LoginButton } from '../../components/ui/LoginButton.tsx';
import { useSession } from '../../lib/session.tsx';
import { fullName } from '../../lib/session-user.ts';

const MY_PROFILE = /*i18n*/ { id: 'account.my-profile', message: 'Mój profil' };
const LOG_OUT = /*i18n*/ { id: 'account.log-out', message: 'Wyloguj się' };

/**
 * The account area: login for visitors; profile, name and logout for signed-in users. In the top bar,
 * or (`inMenu`, narrow screens) at the top of the folded side menu.
 */
export function AccountBar({ inMenu = false }: { inMenu?: boolean }) {
  const session = useSession();
  const { i18n } = useLingui();
  const location = useLocation();
  const [pending, setPending] = useState(false);

  if (session.status === 'loading') return null;
  if (session.status === 'anonymous' || !session.user) {
    return <LoginButton variant="inverse" returnPath={location.pathname + location.search} />;
  }

  const logout = async () => {
    if (pending) return;
    setPending(true);
    try {
      await session.logout();
    } finally {
      setPending(false);
    }
  };

  if (inMenu)
    return (
      <div className="side-menu__account">
        <p className="side-menu__name" translate="no">
          {fullName(session.user)}
        </p>
        <Link to="/uzytkownicy/moj-profil" className="side-menu__link">
          {i18n._(MY_PROFILE)}
        </Link>
        <Button variant="secondary" onClick={logout} aria-disabled={pending || undefined}>
          {i18n._(LOG_OUT)}
        </Button>
      </div>
    );
  return (
    <>
      <Link to="/uzytkownicy/moj-profil" className="topbar__link">
        {i18n._(MY_PROFILE)}
      </Link>
      <span className="topbar__name" translate="no">
        {fullName(session.user)}
      </span>
      <Button variant="inverse" onClick={logout} aria-disabled={pending || undefined}>
        {i18n._(LOG_OUT)}
      </Button>
    </>
  );
}
