// The page's first script (index.html). The stylesheet is imported here, so the page links it in
// its head. A page drawn on the server (ssr/) is readable before any script runs: the app's code is
// asked for after its first paint, so that the page's own bytes come first on a slow connection, and
// it is started in pieces, each its own task (React's DOM renderer, then the app), so that no single
// long task holds a phone's main thread (docs/decisions/0034-server-rendering.md). A page the browser
// draws asks for the app at once.
import './styles.css';
import { APP_HYDRATING_EVENT, APP_READY_EVENT, LEAVING_ATTRIBUTE } from './lib/app-ready.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

if (document.getElementById('root')?.firstElementChild) {
  // Links and forms work before the app is live; a click on one of its buttons is kept and given
  // again once it is (the last one), instead of being lost.
  let early: HTMLElement | null = null;
  const keep = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button[type="button"], [role="tab"]');
    if (button instanceof HTMLElement) early = button;
  };
  // A link followed or a form sent before the app is live loads the next page: the app, coming alive
  // meanwhile, must not rewrite the address (that would stop the loading; use-address-state.ts).
  const leave = (event: Event) => {
    if (event.defaultPrevented) return;
    if (event.type === 'click') {
      const click = event as MouseEvent;
      const link = click.target instanceof Element ? click.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || click.button !== 0) return;
      if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey || link.target === '_blank')
        return;
      if (link.origin !== location.origin || link.hash) return;
    }
    document.documentElement.setAttribute(LEAVING_ATTRIBUTE, '');
  };
  document.addEventListener('click', keep, true);
  document.addEventListener('click', leave);
  document.addEventListener('submit', leave);
  addEventListener('pageshow', () => document.documentElement.removeAttribute(LEAVING_ATTRIBUTE));
  // From then on React takes the clicks itself.
  document.addEventListener(APP_HYDRATING_EVENT, () => document.removeEventListener('click', keep, true), {
    once: true,
  });
  // A link or form React does not take yet (its part not hydrated) still leaves until the app is live:
  // those React takes are default-prevented first (React listens below the document).
  document.addEventListener(
    APP_READY_EVENT,
    () => {
      document.removeEventListener('click', leave);
      document.removeEventListener('submit', leave);
      if (early?.isConnected) early.click();
    },
    { once: true },
  );
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
  await import('react-dom/client');
  await nextTask();
}
await import('./main.tsx');
