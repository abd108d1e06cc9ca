import { Trans } from '@lingui/react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { APP_NAME_PARTS } from '../../lib/document-title.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MENU_ID } from './menu-constants.ts';

type Props = {
  /** The menu toggle (narrow screens, signed-in users); null when there is no menu. */
  menu: { open: boolean; onToggle(): void; ref: Ref<HTMLButtonElement> } | null;
  /** Login button or the signed-in user's links (composed by the app). */
  account: ReactNode;
};

export function TopBar({ menu, account }: Props) {
  return (
    <header className="topbar">
      <div className="topbar__start">
        {menu && (
          <button
            ref={menu.ref}
            type="button"
            className="topbar__toggle"
            aria-expanded={menu.open}
            aria-controls={MENU_ID}
            onClick={menu.onToggle}
          >
            <svg className="topbar__toggle-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" />
            </svg>
            <Trans id="shell.menu" message="Menu" />
          </button>
        )}
        <Link to="/" className="topbar__title">
          {APP_NAME_PARTS[0]} <span className="topbar__title-part">{APP_NAME_PARTS[1]}</span>
        </Link>
      </div>
      <div className="topbar__account">
        <LanguageSwitch />
        {account}
      </div>
    </header>
  );
}
