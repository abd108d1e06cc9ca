import type { PageHead } from '@bk/contracts/common/server-render';
import { useEffect } from 'react';
import { serverEnv } from './server-env.ts';

export const APP_NAME = 'Baza Konkurencyjności';
/** The description of a page that gives none (the one in index.html). */
export const DEFAULT_DESCRIPTION =
  'Baza Konkurencyjności: ogłoszenia o zamówieniach beneficjentów funduszy europejskich.';

/** What a page says of itself beside its title (for search engines and link previews). */
export type PageMeta = Omit<PageHead, 'title'>;

/**
 * Sets the page title as 'Baza Konkurencyjności - {page}', and the description when given. Rendered
 * on the server, both go into the page's head (ssr/entry-server.tsx, with the canonical address and
 * the Open Graph tags); in the browser, a page opened later sets them on the document.
 */
export function useDocumentTitle(page: string, meta?: PageMeta): void {
  const title = `${APP_NAME} - ${page}`;
  const server = serverEnv();
  if (server) Object.assign(server.head, { title, ...meta });
  const description = meta?.description;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    const tag = document.querySelector('meta[name="description"]');
    tag?.setAttribute('content', description ?? DEFAULT_DESCRIPTION);
  }, [description]);
}
