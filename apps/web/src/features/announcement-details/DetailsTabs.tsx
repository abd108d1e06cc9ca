import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's tabs, chosen by the address parameter `sekcja` (spec 1 section 2): the choice is pushed
 * to the address; an unknown or missing value shows the first tab. Later tabs (Oferty, Pytania) are
 * added to `tabs` by the pages that build them.
 */
export type DetailsTab = { id: string; label: ReactNode; disabled?: boolean; content: ReactNode };

export const SECTION_PARAM = 'sekcja';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The WAI-ARIA tabs pattern, written out (it replaced react-aria-components' Tabs, whose code the
 * page's first paint does not need): one tab in the tab order, the arrow keys (wrapping), Home and End
 * move between the enabled tabs and select the one they reach; only the selected panel is rendered.
 */
export function DetailsTabs({ tabs }: { tabs: DetailsTab[] }) {
  const [params, setParams] = useSearchParams();
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const requested = params.get(SECTION_PARAM);
  const selected = tabs.find((t) => t.id === requested && !t.disabled)?.id ?? tabs[0]?.id;
  const choose = (key: string) => {
    if (key === selected) return;
    const next = new URLSearchParams(params);
    next.set(SECTION_PARAM, key);
    setParams(next);
  };
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

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
    choose(target.id);
    list.current?.querySelector<HTMLElement>(`[id="${tabId(target.id)}"]`)?.focus();
  };

  const current = tabs.find((t) => t.id === selected);
  // The panel itself is a tab stop only while nothing inside it is (as react-aria's TabPanel does).
  const panel = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    // Changes only what differs: writing the attribute is itself a mutation the observer sees.
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
    <div className="tabs" data-orientation="horizontal">
      <div
        ref={list}
        role="tablist"
        aria-label="Sekcje ogłoszenia"
        aria-orientation="horizontal"
        className="tabs__list"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the tab list handles the keys (arrows, Home, End)
            <div
              key={tab.id}
              id={tabId(tab.id)}
              role="tab"
              className="tabs__tab"
              aria-selected={isSelected}
              aria-disabled={tab.disabled || undefined}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : tab.disabled ? undefined : -1}
              data-selected={isSelected || undefined}
              data-disabled={tab.disabled || undefined}
              onClick={tab.disabled ? undefined : () => choose(tab.id)}
            >
              {tab.label}
            </div>
          );
        })}
      </div>
      {current ? (
        <div
          key={current.id}
          id={panelId(current.id)}
          role="tabpanel"
          aria-labelledby={tabId(current.id)}
          ref={panel}
          className="tabs__panel"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
