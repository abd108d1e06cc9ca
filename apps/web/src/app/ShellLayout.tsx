import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AccountBar } from '../features/auth/AccountBar.tsx';
import { PageYellowBanner } from '../features/content/YellowBanner.tsx';
import { Footer } from '../features/shell/Footer.tsx';
import { LanguageOffer } from '../features/shell/LanguageSwitch.tsx';
import { DESKTOP_QUERY, MENU_ID } from '../features/shell/menu-constants.ts';
import { SkipLinks } from '../features/shell/SkipLinks.tsx';
import { TopBar } from '../features/shell/TopBar.tsx';
import { useNarrowScreen } from '../features/shell/use-narrow-screen.ts';
import { OptionalPart } from '../lib/optional-part.tsx';
import { preloadable } from '../lib/preloadable.tsx';
import { useSession } from '../lib/session.tsx';

const SessionDialogs = lazy(() => import('../features/auth/SessionDialogs.tsx'));
// Signed-in users' menu: its code is not in a visitor's first load (issue 48).
const SideMenu = lazy(() => import('../features/shell/SideMenu.tsx').then((m) => ({ default: m.SideMenu })));
// The yellow statement and the cookie notice load after the page itself (their code and their data);
// a page drawn on the server has their code before it is hydrated (preloadShellParts).
const SiteBanner = preloadable(() => import('../features/content/SiteBanners.tsx'));

/** The code of the shell's parts every page draws, for a page hydrated from the server's drawing. */
export function preloadShellParts(): Promise<void> {
  return SiteBanner.preload();
}

/** The page frame: skip links, top bar, side menu (signed-in users), main content, footer. */
export function ShellLayout() {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  // On a phone the signed-in user's links live in the folded menu: the top bar stays one row.
  const accountInMenu = useNarrowScreen() && signedIn;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  // A new page: close the folded menu and move focus to the content, so it is read from the start.
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    setMenuOpen(false);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  const skipToMenu = useCallback(() => {
    if (!window.matchMedia(DESKTOP_QUERY).matches) setMenuOpen(true);
    requestAnimationFrame(() => document.getElementById(MENU_ID)?.focus());
  }, []);

  return (
    <div className="shell">
      <SkipLinks showMenuLink={signedIn} onSkipToMenu={skipToMenu} />
      <TopBar
        menu={
          signedIn ? { open: menuOpen, onToggle: () => setMenuOpen((open) => !open), ref: toggleRef } : null
        }
        account={accountInMenu ? null : <AccountBar />}
      />
      <div className="shell__body">
        {signedIn && (
          <Suspense fallback={null}>
            <SideMenu
              open={menuOpen}
              onClose={closeMenu}
              account={accountInMenu ? <AccountBar inMenu /> : null}
            />
          </Suspense>
        )}
        <main id="main" ref={mainRef} tabIndex={-1} className="shell__main">
          <LanguageOffer />
          <PageYellowBanner />
          <OptionalPart>
            <SiteBanner place="top" />
          </OptionalPart>
          <Outlet />
        </main>
      </div>
      <Footer />
      <OptionalPart>
        <SiteBanner place="bottom" />
      </OptionalPart>
      {(signedIn || session.notice) && (
        <Suspense fallback={null}>
          <SessionDialogs />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
