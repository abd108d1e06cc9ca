import type { SearchQuery } from '@bk/contracts/search/search';
import { atomFeed, icsCalendar, tagUri } from '../../lib/feed-formats.ts';
import { publicChanges, visibleAnnouncement } from '../announcements/index.ts';
import { type SearchDeps, searchAnnouncements } from '../search/index.ts';
import { searchFeedTitle } from './feed-title.ts';
import { openDataSettings } from './open-data.service.ts';

const plain = (segments: { text: string }[]) => segments.map((s) => s.text).join('');
const polishDate = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', {
    timeZone: 'Europe/Warsaw',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));

/**
 * GET /api/feeds/search.atom: the first page of a search (the same parameters as the search page's
 * address and GET /api/search/announcements) as an Atom feed, as anyone sees it.
 */
export async function searchFeed(deps: SearchDeps, query: SearchQuery, queryString: string): Promise<string> {
  const { publicUrl } = openDataSettings();
  const result = await searchAnnouncements(deps, null, { ...query, page: 1 });
  const changes = await publicChanges(
    deps.db,
    result.advertisements.map((a) => a.id),
  );
  const entries = result.advertisements.map((a) => {
    const published = a.publication_date ? new Date(a.publication_date) : null;
    const details = [
      a.advertiser_name ? `Ogłoszeniodawca: ${a.advertiser_name}` : null,
      a.place ? `Miejsce realizacji: ${a.place}` : null,
      a.submission_deadline ? `Termin składania ofert: ${polishDate(a.submission_deadline)}` : null,
      `Status: ${a.status.label}`,
    ].filter(Boolean);
    const excerpt = plain(a.excerpt);
    return {
      id: tagUri(publicUrl, `ogloszenie:${a.id}`),
      title: `${a.number ? `${a.number}: ` : ''}${plain(a.title)}`,
      link: `${publicUrl}/ogloszenia/${a.id}`,
      updated: changes.get(a.id) ?? published ?? deps.now(),
      published,
      author: a.advertiser_name,
      summary: [excerpt, ...details].filter(Boolean).join('\n'),
    };
  });
  const latest = entries.reduce<Date | null>(
    (max, e) => (max === null || e.updated > max ? e.updated : max),
    null,
  );
  const search = queryString ? `?${queryString}` : '';
  return atomFeed({
    id: `${publicUrl}/api/feeds/search.atom${search}`,
    title: searchFeedTitle(query),
    subtitle: 'Wyniki wyszukiwania ogłoszeń w Bazie Konkurencyjności',
    link: `${publicUrl}/ogloszenia/szukaj${search}`,
    self: `${publicUrl}/api/feeds/search.atom${search}`,
    // An empty feed was made now.
    updated: latest ?? deps.now(),
    entries,
  });
}

/**
 * GET /api/announcements/{id}/deadline.ics: the offer deadline of an announcement the caller may see,
 * as a calendar event with a reminder a day before; null when it has no deadline.
 */
export async function deadlineCalendar(
  deps: { db: SearchDeps['db'] },
  viewerId: number | null,
  id: number,
): Promise<string | null> {
  const { row } = await visibleAnnouncement(deps.db, viewerId, id);
  if (!row.submission_deadline || !row.number) return null;
  const { publicUrl } = openDataSettings();
  const title = row.title || `ogłoszenie nr ${row.number}`;
  return icsCalendar(`Baza Konkurencyjności: ${row.number}`, [
    {
      uid: `termin-${row.id}@${new URL(publicUrl).host}`,
      at: row.submission_deadline,
      stamp: row.modified_at ?? row.first_published_at ?? row.submission_deadline,
      summary: `Termin składania ofert: ${title}`,
      description: `Ogłoszenie nr ${row.number}: ${title}\n${publicUrl}/ogloszenia/${row.id}`,
      url: `${publicUrl}/ogloszenia/${row.id}`,
    },
  ]);
}
