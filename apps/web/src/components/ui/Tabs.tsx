import './tabs.css';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef } from 'react';

/** A tab; a disabled one stays in the list, out of the tab order, the arrow keys and the clicks. */
export type TabItem<K extends string> = { id: K; label: ReactNode; disabled?: boolean };

type Props<K extends string> = {
  /** The tab list's name for assistive technology. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  /** Chooses a tab (the page puts the choice in the address). */
  onSelect: (id: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
};

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The portal's one WAI-ARIA tabs pattern, controlled by the page: one tab in the tab order, the arrow
 * keys (wrapping), Home and End move between the enabled tabs and select the one they reach; only the
 * selected panel is rendered, and it is a tab stop only while nothing inside it is (as react-aria's
 * TabPanel does; written out so that a page's first paint needs none of react-aria).
 * Used by the announcement page (DetailsTabs: its sections, Oferty and Pytania disabled until they
 * apply), the newsletter page (its tabs and its results' NOWE / ZAKTUALIZOWANE) and the user
 * administration; the tabs are native buttons, drawn by tabs.css over the global `.tabs__*` look
 * (styles/announcement-details.css). `tabs--buttons` marks the button tabs.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: Props<K>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((t) => !t.disabled);
    const at = enabled.findIndex((t) => t.id === selected);
    if (at < 0 || enabled.length === 0) return;
    const target = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    if (target.id !== selected) onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`[id="${tabId(target.id)}"]`)?.focus();
  };

  const panel = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const update = () => {
      const tabbableInside = node.querySelector(TABBABLE) !== null;
      if (tabbableInside && node.hasAttribute('tabindex')) node.removeAttribute('tabindex');
      else if (!tabbableInside && node.getAttribute('tabindex') !== '0') node.setAttribute('tabindex', '0');
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(node, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex', 'href', 'disabled'],
    });
    return () => observer.disconnect();
  }, []);

  return (
    <div className="tabs tabs--buttons" data-orientation="horizontal">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              aria-disabled={tab.disabled || undefined}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              data-disabled={tab.disabled || undefined}
              onClick={() => {
                if (!isSelected && !tab.disabled) onSelect(tab.id);
              }}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} ref={panel} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
