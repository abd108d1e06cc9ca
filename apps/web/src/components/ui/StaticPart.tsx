import {
  createElement,
  type HTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useHref, useNavigate } from 'react-router';

type Tag = 'div' | 'ul' | 'nav' | 'section' | 'header';

type Props = HTMLAttributes<HTMLElement> & {
  /** The element the part is drawn in (its attributes are hydrated; what is inside is not). */
  as?: Tag;
  /** What the part is drawn from: when it changes, the part is drawn again from its children. */
  drawnFrom: unknown;
  /** Drawn and hydrated as usual (a part with controls for this user, e.g. favourite toggles). */
  live?: boolean;
  children: ReactNode;
};

/**
 * A part of a page that has nothing to hydrate: text, facts, links (issue 48, decision 0034). On a
 * page the server drew, React takes the part's outer element and keeps what is inside as the server
 * drew it: no component inside runs and none of its elements is hydrated, so a phone spends nothing on
 * it. Its links keep working as the app's own (a click on one is a navigation of the app, as a Link's
 * would be). When what it is drawn from changes (another search, a page drawn in the browser), it is
 * drawn from its children as any other part.
 */
export function StaticPart({ as = 'div', drawnFrom, live = false, children, ...attributes }: Props) {
  const id = useId();
  const key = JSON.stringify(drawnFrom) ?? '';
  // What the server drew inside, taken once as the page comes alive; null when drawn in the browser.
  const [kept] = useState(() => (live ? null : serverDrawn(id)));
  const [keptKey] = useState(key);
  const isStatic = kept !== null && !live && key === keptKey;
  const ref = useRef<HTMLElement>(null);
  const followLink = useAppLinks();
  useEffect(() => {
    const element = ref.current;
    if (!isStatic || !element) return;
    element.addEventListener('click', followLink);
    return () => element.removeEventListener('click', followLink);
  }, [isStatic, followLink]);
  const props = { ...attributes, ref, 'data-static-part': id };
  return isStatic
    ? createElement(as, {
        ...props,
        dangerouslySetInnerHTML: { __html: kept },
        suppressHydrationWarning: true,
      })
    : createElement(as, props, children);
}

/**
 * The inside of the part as the server drew it, when this part is the one being hydrated: React gives a
 * part the same id on the server and in its hydration, and another id when it draws a part itself.
 */
function serverDrawn(id: string): string | null {
  if (typeof document === 'undefined') return null;
  const element = document.querySelector(`[data-static-part="${CSS.escape(id)}"]`);
  return element ? element.innerHTML : null;
}

/**
 * A click on a link the server drew inside a static part: the app's navigation, as react-router's Link
 * does it (the main button, no modifier, no other target, a path of the app under this page's language
 * prefix); files (/api/...), other sites and mail addresses are left to the browser.
 */
function useAppLinks(): (event: MouseEvent) => void {
  const navigate = useNavigate();
  const prefix = useHref('/').replace(/\/$/, '');
  const follow = useRef((_event: MouseEvent) => {});
  follow.current = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    if (prefix && url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return;
    event.preventDefault();
    navigate(`${url.pathname.slice(prefix.length) || '/'}${url.search}${url.hash}`);
  };
  const [listener] = useState(() => (event: MouseEvent) => follow.current(event));
  return listener;
}
