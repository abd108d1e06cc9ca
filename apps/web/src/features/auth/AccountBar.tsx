import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { LoginButton } from '../../components/ui/LoginButton.tsx';
import { useSession } from '../../lib/session.tsx';
import { fullName } from '../../lib/session-user.ts';

/**
 * The account area: login for visitors; profile, name and logout for signed-in users. In the top bar,
 * or (`inMenu`, narrow screens) at the top of the folded side menu.
 */
export function AccountBar({ inMenu = false }: { inMenu?: boolean }) {
  const session = useSession();
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
        <p className="side-menu__name">{fullName(session.user)}</p>
        <Link to="/uzytkownicy/moj-profil" className="side-menu__link">
          Mój profil
        </Link>
        <Button variant="secondary" onClick={logout} aria-disabled={pending || undefined}>
          Wyloguj się
        </Button>
      </div>
    );
  return (
    <>
      <Link to="/uzytkownicy/moj-profil" className="topbar__link">
        Mój profil
      </Link>
      <span className="topbar__name">{fullName(session.user)}</span>
      <Button variant="inverse" onClick={logout} aria-disabled={pending || undefined}>
        Wyloguj się
      </Button>
    </>
  );
}
