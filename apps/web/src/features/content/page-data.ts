import { toPolish } from '@bk/contracts/common/name-mapping';
import { wirePageData } from '../../lib/page-data.ts';
import { isServer } from '../../lib/server-env.ts';
import type { Cookies, Statement } from '../../lib/site-content.ts';

/**
 * The banners' data the server puts in the page (#bk-page-data, see the server's plugins/web-app.ts):
 * read once, with client names (lib/page-data.ts). Undefined when the page carries none (the development server): the
 * banners then ask the API.
 */
export type PageData = {
  yellowStatement: Pick<Statement, 'id' | 'slug' | 'naglowek'> | null;
  cookies: Pick<Cookies, 'dataOpublikowania' | 'tresc'> | null;
};

let read = false;
let data: PageData | undefined;

export function pageData(): PageData | undefined {
  // On the server each request carries its own (lib/server-env.ts): nothing is kept.
  if (read && !isServer) return data;
  read = true;
  data = fromWire(wirePageData());
  return data;
}

function fromWire(wire: Record<string, unknown> | undefined): PageData | undefined {
  if (!wire) return undefined;
  try {
    return toPolish<PageData>({ yellow_statement: wire.yellow_statement, cookies: wire.cookies });
  } catch {
    return undefined;
  }
}
