import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { MENU_ID } from './menu-constants.ts';

type Props = {
  /** Signed-in users also get a link to the menu. */
  showMenuLink: boolean;
  /** Opens the menu when it is folded, then focuses it. */
  onSkipToMenu(): void;
};

function focusTarget(id: string) {
  const target = document.getElementById(id);
  target?.focus();
  target?.scrollIntoView({ block: 'start' });
}

function SkipLink({
  target,
  onActivate,
  children,
}: {
  target: string;
  onActivate(): void;
  children: ReactNode;
}) {
  return (
    <a
      className="skip-link"
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        onActivate();
      }}
    >
      {children}
    </a>
  );
}

/** Links at the very top of the page, visible when focused. */
export function SkipLinks({ showMenuLink, onSkipToMenu }: Props) {
  return (
    <div className="skip-links">
      <SkipLink target="main" onActivate={() => focusTarget('main')}>
        <Trans id="shell.skip.main" message="Przejdź do treści głównej" />
      </SkipLink>
      {showMenuLink && (
        <SkipLink target={MENU_ID} onActivate={onSkipToMenu}>
          <Trans id="shell.skip.menu" message="Przejdź do menu" />
        </SkipLink>
      )}
      <SkipLink target="footer" onActivate={() => focusTarget('footer')}>
        <Trans id="shell.skip.footer" message="Przejdź do stopki" />
      </SkipLink>
    </div>
  );
}
