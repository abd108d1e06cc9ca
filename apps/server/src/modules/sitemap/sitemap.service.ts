import { LOCALE_TAGS, LOCALES, type Locale, localizedPath } from '@bk/contracts/common/locale';
import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { highestAnnouncementId, publicAnnouncementsBetween } from '../announcements/index.ts';
import { publicContentPages } from '../content/index.ts';

/** Addresses per announcements' sitemap (the protocol allows 50,000): a block of ids each. */
export const ANNOUNCEMENTS_PER_SITEMAP = 50_000;

export type SitemapDeps = { db: Kysely<DB>; clock: Clock; origin: string };

/** The public pages that are not an announcement or a content entry (the signed-in screens are not). */
const FIXED_PAGES = [
  '/',
  '/ogloszenia/szukaj',
  '/pomoc',
  '/komunikaty',
  '/regulamin',
  '/deklaracja-dostepnosci',
  '/otwarte-dane',
  '/statystyki',
  '/status',
];

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

type Entry = { path: string; modified?: Date | null };

/**
 * The page in every language, as alternates of each other (issue 51): Polish at the path, English
 * under /en.
 */
function alternateLinks(origin: string, path: string): string {
  return LOCALES.map(
    (locale) =>
      `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale].lang}" href="${escapeXml(origin + localizedPath(path, locale))}"/>`,
  ).join('');
}

/**
 * A sitemap of pages: each page listed in the given languages (the announcements' sitemaps list the
 * Polish address only, 50,000 a file, its English one an alternate), each with its alternates.
 */
function urlSet(origin: string, entries: Entry[], languages: readonly Locale[] = ['pl']): string {
  const urls = entries.flatMap(({ path, modified }) => {
    const lastmod =
      modified && !Number.isNaN(modified.getTime()) ? `<lastmod>${modified.toISOString()}</lastmod>` : '';
    const alternates = alternateLinks(origin, path);
    return languages.map(
      (locale) =>
        `<url><loc>${escapeXml(origin + localizedPath(path, locale))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** /sitemap.xml: the index of the pages' sitemap and of one sitemap per block of announcement ids. */
export async function sitemapIndex(deps: SitemapDeps): Promise<string> {
  const blocks = Math.ceil((await highestAnnouncementId(deps.db)) / ANNOUNCEMENTS_PER_SITEMAP);
  const maps = ['/sitemap-strony.xml'];
  for (let block = 1; block <= blocks; block++) maps.push(`/sitemap-ogloszenia-${block}.xml`);
  const items = maps.map((path) => `<sitemap><loc>${escapeXml(deps.origin + path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** /sitemap-strony.xml: the fixed public pages, the general help articles and today's statements. */
export async function pagesSitemap(deps: SitemapDeps): Promise<string> {
  const content = await publicContentPages(deps);
  return urlSet(deps.origin, [...FIXED_PAGES.map((path) => ({ path })), ...content], LOCALES);
}

/** /sitemap-ogloszenia-{block}.xml: the public announcements of the block's ids; null past the last block. */
export async function announcementsSitemap(deps: SitemapDeps, block: number): Promise<string | null> {
  const blocks = Math.ceil((await highestAnnouncementId(deps.db)) / ANNOUNCEMENTS_PER_SITEMAP);
  if (block < 1 || block > blocks) return null;
  const from = (block - 1) * ANNOUNCEMENTS_PER_SITEMAP + 1;
  const rows = await publicAnnouncementsBetween(deps.db, from, block * ANNOUNCEMENTS_PER_SITEMAP);
  return urlSet(
    deps.origin,
    rows.map((row) => ({
      path: `/ogloszenia/${row.id}`,
      modified: row.modified ? new Date(row.modified) : null,
    })),
  );
}

/**
 * /robots.txt: search engines may read the public pages; the API, the account pages and every
 * signed-in screen stay out. The sitemap is named.
 */
export function robotsTxt(origin: string): string {
  const hidden = [
    '/api/',
    '/konto/',
    '/logowanie',
    '/blad-logowania',
    '/subskrypcje',
    '/newsletter',
    '/projekty',
    '/oferty',
    '/uzytkownicy',
    '/administracja/',
    '/zarzadzanie-trescia',
    '/ogloszenia$',
    '/ogloszenia/nowe',
    '/ogloszenia/*/edytuj',
    '/ogloszenia/*/robocza',
  ];
  // The English pages (/en/...) of the same screens stay out too; /api/ and /konto/ have none.
  const english = hidden.filter((path) => !path.startsWith('/api/') && !path.startsWith('/konto/'));
  return [
    'User-agent: *',
    'Allow: /',
    ...hidden.map((path) => `Disallow: ${path}`),
    ...english.map((path) => `Disallow: ${localizedPath(path, 'en')}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
