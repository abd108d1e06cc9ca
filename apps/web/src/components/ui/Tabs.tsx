import './tabs.css';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef } from 'react';

export type TabItem<K extends string> = { id: K; label: ReactNode };

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
 * The WAI-ARIA tabs pattern as the announcement page writes it (DetailsTabs), controlled by the page:
 * one tab in the tab order, the arrow keys (wrapping), Home and End move to a tab and select it; only
 * the selected panel is rendered, and it is a tab stop only while nothing inside it is.
 * Shared by the newsletter page (its tabs and its results' NOWE / ZAKTUALIZOWANE) and the user
 * administration; the tabs are native buttons, drawn by tabs.css over the global `.tabs__*` look
 * (styles/announcement-details.css). `tabs--buttons` marks the button tabs.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: Props<K>) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.id === selected);
    if (at < 0 || tabs.length === 0) return;
    const target = {
      ArrowRight: tabs[(at + 1) % tabs.length],
      ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
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
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              onClick={() => {
                if (!isSelected) onSelect(tab.id);
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
