import { warsawDate } from '@bk/contracts/common/warsaw-time';
import { findCookies, publicStatements } from './content.repository.ts';
import { richOf } from './content-present.ts';
import type { ContentDeps } from './help.service.ts';
import { contentPageAnswers } from './page-answers.ts';

/**
 * What every page shows before its own data: the yellow statement and the cookie notice (spec 1
 * section 2). The web app's page carries them (plugins/web-app.ts), so both banners are drawn with the
 * first paint: nothing moves under the reader when they arrive, and no call is made for them. A
 * content page also carries its first answers (`early`, page-answers.ts).
 */
export async function sitePageData(deps: ContentDeps, pathname: string) {
  const [yellow, cookies, early] = await Promise.all([
    publicStatements(deps.db, warsawDate(deps.clock.now()), true),
    findCookies(deps.db),
    contentPageAnswers(deps, pathname),
  ]);
  const first = yellow[0];
  return {
    yellow_statement: first ? { id: first.id, slug: first.slug, header: first.heading } : null,
    cookies: cookies
      ? { publication_date: cookies.publication_date.toISOString(), content: richOf(cookies.content) }
      : null,
    early,
  };
}
