import type { PageHead } from '@bk/contracts/common/server-render';
import { useEffect } from 'react';
import { pageIsHydrating } from './app-ready.ts';
import { serverEnv } from './server-env.ts';

export const APP_NAME = 'Baza Konkurencyjności';
/**
 * The name as drawn in the top bar, in two parts: the second ('Konkurencyjności') moves to a line of its
 * own whole, and only where even that line is too narrow breaks after 'Konkurencyj-' (a soft hyphen,
 * invisible unless the line breaks there), as a phone's top bar needs (styles/shell.css).
 */
export const APP_NAME_PARTS = ['Baza', 'Konkurencyj\u00ADności'] as const;
/** The description of a page that gives none (the one in index.html). */
export const DEFAULT_DESCRIPTION =
  'Baza Konkurencyjności: ogłoszenia o zamówieniach beneficjentów funduszy europejskich.';

/** What a page says of itself beside its title (for search engines and link previews). */
export type PageMeta = Omit<PageHead, 'title'>;

/**
 * Sets the page title as 'Baza Konkurencyjności - {page}', and the description when given. Rendered
 * on the server, both go into the page's head (ssr/entry-server.tsx, with the canonical address and
 * the Open Graph tags); in the browser, a page opened later sets them on the document. `meta` may be a
 * function (kept the same while what it reads is), called only when needed: not while the page the
 * server drew, whose head has it already, comes alive (a description can cost a phone tens of
 * milliseconds: a date formatted first loads the browser's time-zone data).
 */
export function useDocumentTitle(page: string, meta?: PageMeta | (() => PageMeta)): void {
  const title = `${APP_NAME} - ${page}`;
  const server = serverEnv();
  if (server) Object.assign(server.head, { title, ...(typeof meta === 'function' ? meta() : meta) });
  const description = typeof meta === 'function' ? meta : meta?.description;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (pageIsHydrating()) return;
    const text = typeof description === 'function' ? description().description : description;
    const tag = document.querySelector('meta[name="description"]');
    tag?.setAttribute('content', text ?? DEFAULT_DESCRIPTION);
  }, [description]);
}
