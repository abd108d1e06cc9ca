// The page's first script (index.html). The stylesheet is imported here, so the page links it in
// its head. A page drawn on the server (ssr/) is readable before any script runs: the app's code is
// asked for after its first paint, so that the page's own bytes come first on a slow connection, and
// it is started in pieces, each its own task (React's DOM renderer, then the app), so that no single
// long task holds a phone's main thread (docs/decisions/0034-server-rendering.md). A page the browser
// draws asks for the app at once.
import './styles.css';
import { APP_HYDRATING_EVENT, APP_READY_EVENT } from './lib/app-ready.ts';

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
  document.addEventListener('click', keep, true);
  // From then on React takes the clicks itself.
  document.addEventListener(APP_HYDRATING_EVENT, () => document.removeEventListener('click', keep, true), {
    once: true,
  });
  document.addEventListener(APP_READY_EVENT, () => (early?.isConnected ? early.click() : undefined), {
    once: true,
  });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
  await import('react-dom/client');
  await nextTask();
}
await import('./main.tsx');
