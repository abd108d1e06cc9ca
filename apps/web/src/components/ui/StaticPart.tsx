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

type Props = HTMLAttributes<HTMLElement> & {
  /** The element the part is drawn in (its attributes are hydrated; what is inside is not). */
  as?: 'div' | 'ul' | 'nav' | 'section' | 'header' | 'h2' | 'p';
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
  const key = JSON.stringify(drawnFrom);
  // What the server drew inside, taken once as the page comes alive: React gives a part the same id on
  // the server and in its hydration, and another one when it draws the part itself (no element found).
  const [kept] = useState(() => ({
    key,
    html:
      live || typeof document === 'undefined'
        ? null
        : (document.querySelector(`[data-static-part="${CSS.escape(id)}"]`)?.innerHTML ?? null),
  }));
  const isStatic = kept.html !== null && !live && key === kept.key;
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  // This page's language prefix ('' or '/en').
  const prefix = useHref('/').replace(/\/$/, '');
  useEffect(() => {
    const element = ref.current;
    if (!isStatic || !element) return;
    // A click on a link the server drew: the app's navigation, as react-router's Link does it (the main
    // button, no modifier, no other target, a path of the app under the page's language prefix); files
    // (/api/...), other sites and mail addresses are left to the browser.
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[href]');
      if (event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (event.altKey || !(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      const path = url.pathname;
      if ((link.target && link.target !== '_self') || url.origin !== location.origin) return;
      if (path.startsWith('/api/') || (prefix && path !== prefix && !path.startsWith(`${prefix}/`))) return;
      event.preventDefault();
      navigate(`${path.slice(prefix.length) || '/'}${url.search}${url.hash}`);
    };
    element.addEventListener('click', follow);
    return () => element.removeEventListener('click', follow);
  }, [isStatic, navigate, prefix]);
  const props = { ...attributes, ref, 'data-static-part': id };
  return isStatic
    ? createElement(as, {
        ...props,
        dangerouslySetInnerHTML: { __html: kept.html },
        suppressHydrationWarning: true,
      })
    : createElement(as, props, children);
}
