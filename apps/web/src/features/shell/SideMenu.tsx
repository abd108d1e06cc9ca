import { Trans, useLingui } from '@lingui/react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import { useSession } from '../../lib/session.tsx';
import { currentMarker, DESKTOP_QUERY, MENU_ID, menuItems } from './menu-items.ts';
import { useMenuBadges } from './use-menu-badges.ts';

type Props = {
  /** Below 1340 px the menu is an off-canvas panel shown only when open; wider, it is always shown. */
  open: boolean;
  /** Closes the folded menu; `returnFocus` puts focus back on the toggle (after Escape). */
  onClose(returnFocus: boolean): void;
  /** The account's links, on narrow screens where the top bar has no room for them. */
  account?: ReactNode;
};

/** While the folded menu is open, Escape or a press outside it (and outside its toggle) closes it. */
function useDismiss(open: boolean, onClose: Props['onClose'], menu: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const folded = () => !window.matchMedia(DESKTOP_QUERY).matches;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && folded()) onClose(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      const toggle = document.querySelector(`[aria-controls="${MENU_ID}"]`);
      if (!target || menu.current?.contains(target) || toggle?.contains(target) || !folded()) return;
      onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, onClose, menu]);
}

/** The side menu of signed-in users: items by permission flag, badge counts of new marks. */
export function SideMenu({ open, onClose, account }: Props) {
  const { flags } = useSession();
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const badges = useMenuBadges().data;
  const items = menuItems.filter((item) => !item.flag || flags.has(item.flag));
  const menu = useRef<HTMLElement>(null);
  useDismiss(open, onClose, menu);

  return (
    <nav
      id={MENU_ID}
      ref={menu}
      className="side-menu"
      data-open={open}
      aria-label={i18n._({ id: 'menu.label', message: 'Menu główne' })}
      tabIndex={-1}
    >
      {account}
      <ul className="side-menu__list">
        {items.map((item) => {
          const count = item.badge && badges ? badges[item.badge] : 0;
          const current = currentMarker(item, pathname);
          return (
            <li key={item.to}>
              <Link to={item.to} className="side-menu__link" aria-current={current}>
                <span className="side-menu__label">{i18n._(item.label)}</span>
                {count > 0 && (
                  <span className="badge">
                    <span aria-hidden="true">{count}</span>
                    <VisuallyHidden>
                      {' '}
                      <Trans id="menu.badge" message="(nowe: {count})" values={{ count }} />
                    </VisuallyHidden>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
