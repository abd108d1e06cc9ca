import { toPolish } from '@bk/contracts/common/name-mapping';
import { wirePageData } from '../../lib/page-data.ts';
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
  if (read) return data;
  read = true;
  const wire = wirePageData();
  if (!wire) return undefined;
  try {
    data = toPolish<PageData>({ yellow_statement: wire.yellow_statement, cookies: wire.cookies });
  } catch {
    data = undefined;
  }
  return data;
}
