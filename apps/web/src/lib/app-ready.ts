/**
 * Dispatched on the document as a page drawn on the server comes alive: HYDRATING when React starts
 * listening (main.tsx), READY when the app is live (App.tsx). boot.ts keeps a click on a button made
 * before the first and gives it again at the second.
 */
export const APP_HYDRATING_EVENT = 'bk:app-hydrating';
export const APP_READY_EVENT = 'bk:app-ready';

/**
 * Set on <html> by boot.ts when a link is followed or a form sent before the app is live: the next
 * page is loading, and the app must not rewrite this page's address meanwhile.
 */
export const LEAVING_ATTRIBUTE = 'data-leaving';

export function pageIsLeaving(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(LEAVING_ATTRIBUTE);
}

let hydrating = false;
if (typeof document !== 'undefined') {
  document.addEventListener(APP_HYDRATING_EVENT, () => {
    hydrating = true;
  });
  document.addEventListener(APP_READY_EVENT, () => {
    hydrating = false;
  });
}

/**
 * Whether the page the server drew is coming alive (from HYDRATING until READY, which App.tsx sends
 * after every other component's first effects): what the server put in the page is there already.
 */
export function pageIsHydrating(): boolean {
  return hydrating;
}
