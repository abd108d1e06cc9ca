import { addDays, warsawDate, warsawInstant } from '@bk/contracts/common/warsaw-time';
import type { NewsletterItem } from '@bk/contracts/newsletter/newsletter';
import { searchStatuses } from '@bk/contracts/search/search';
import { favoriteIdsAmong } from '../announcements/index.ts';
import { criteriaCategories, criteriaCpvCodes, criteriaProgrammes } from '../dictionaries/index.ts';
import { cpvTerm, dayResults, filterTerm, latestMatching } from '../search/index.ts';
import type { NewsletterDeps } from './filters.service.ts';
import { type FilterRow, userFilter, userFilters } from './newsletter.repository.ts';

/**
 * The enabled filters as one tsquery of the search index's terms: a filter is the AND of its criteria
 * (each the OR of its values), the filters are ORed. Null when no filter can match anything.
 */
export async function filtersQuery(deps: NewsletterDeps, filters: FilterRow[]): Promise<string | null> {
  const enabled = filters.filter((f) => f.enabled);
  const [programmes, categories, cpv] = await Promise.all([
    criteriaProgrammes(deps.db, [...new Set(enabled.flatMap((f) => f.programme_ids))]),
    criteriaCategories(deps.db, [
      ...new Set(
        enabled.flatMap((f) => [f.category_id, f.subcategory_id]).filter((id): id is number => id !== null),
      ),
    ]),
    criteriaCpvCodes(deps.db, [...new Set(enabled.flatMap((f) => f.cpv_item_ids))]),
  ]);
  const code = <T extends { id: number }>(rows: T[], id: number, pick: (row: T) => string | null) => {
    const row = rows.find((r) => r.id === id);
    return row ? pick(row) : null;
  };
  const queries = enabled.flatMap((f) => {
    const groups: string[][] = [];
    if (f.advertiser_identification_number)
      groups.push([filterTerm('idn', f.advertiser_identification_number)]);
    if (f.programme_ids.length > 0) {
      groups.push(
        f.programme_ids
          .map((id) => code(programmes, id, (p) => p.code))
          .filter((c): c is string => !!c)
          .map((c) => filterTerm('prog', c)),
      );
    }
    if (f.category_id !== null) {
      const c = code(categories, f.category_id, (row) => row.code);
      groups.push(c ? [filterTerm('kat', c)] : []);
    }
    if (f.subcategory_id !== null) {
      const c = code(categories, f.subcategory_id, (row) => row.code);
      groups.push(c ? [filterTerm('pkt', c)] : []);
    }
    if (f.cpv_item_ids.length > 0) {
      groups.push(
        f.cpv_item_ids
          .map((id) => code(cpv, id, (row) => row.code))
          .filter((c): c is string => !!c)
          .map(cpvTerm),
      );
    }
    if (f.place_codes.length > 0) {
      groups.push(f.place_codes.map((p) => filterTerm(p.length === 2 ? 'woj' : 'msc', p)));
    }
    // A criterion whose values name nothing any more matches nothing: so does its filter.
    if (groups.length === 0 || groups.some((g) => g.length === 0)) return [];
    return [groups.map((g) => `(${[...new Set(g)].join(' | ')})`).join(' & ')];
  });
  return queries.length > 0 ? queries.map((q) => `(${q})`).join(' | ') : null;
}

/** The Warsaw calendar day `daysBack` before today (server clock), as its start and end instants. */
export function dayWindow(now: Date, daysBack: number) {
  const date = addDays(warsawDate(now), -daysBack);
  return { date, start: warsawInstant(date), end: warsawInstant(addDays(date, 1)) };
}

/**
 * GET /api/announcements?mode=newsletter: the day's announcements matching any enabled filter of the
 * user: NOWE (first published that day) or ZAKTUALIZOWANE (a new version or a status change that
 * day), 5 a page, with both counts. Only what the search shows: searchable statuses, its index rows.
 */
export async function newsletterResults(
  deps: NewsletterDeps,
  userId: number,
  q: { day: number; newsletter_status: 'new' | 'updated'; page: number; limit: number },
) {
  const window = dayWindow(deps.clock.now(), q.day);
  const query = await filtersQuery(deps, await userFilters(deps.db, userId));
  const empty = { total: 0, page: q.page, last_page: 1, counts: { new: 0, updated: 0 }, date: window.date };
  if (!query) return { advertisements: [], meta: empty };
  const { rows, counts } = await dayResults(
    deps.db,
    window,
    query,
    searchStatuses,
    q.newsletter_status,
    q.limit,
    (q.page - 1) * q.limit,
  );
  const favorites = await favoriteIdsAmong(
    deps.db,
    userId,
    rows.map((r) => r.id),
  );
  const total = counts[q.newsletter_status];
  const advertisements: NewsletterItem[] = rows.map((r) => ({
    advertisement: { id: r.id, number: r.number },
    title: r.title,
    description: r.excerpt_source.length > 300 ? `${r.excerpt_source.slice(0, 297)}...` : r.excerpt_source,
    is_mine: r.owner_id === userId,
    favorite: favorites.has(r.id),
    publication_date: r.publication_date ? new Date(r.publication_date).toISOString() : null,
    submission_deadline: r.submission_deadline ? new Date(r.submission_deadline).toISOString() : null,
    advertiser_address_details: { name: r.advertiser_name },
    fulfillment_place: r.place,
  }));
  return {
    advertisements,
    meta: { ...empty, total, counts, last_page: Math.max(1, Math.ceil(total / q.limit)) },
  };
}

/** Announcements of each tab the daily newsletter e-mail lists at most (the rest: a link to the page). */
const DIGEST_ENTRIES = 20;

export type DigestRow = Awaited<ReturnType<typeof dayResults>>['rows'][number];

/**
 * The daily newsletter of one user: the NOWE and ZAKTUALIZOWANE announcements of the Warsaw day `date`
 * ('yyyy-MM-dd', the page's days) matching any of the user's enabled filters, with both counts; null
 * when nothing matches (no e-mail then).
 */
export async function dailyDigest(deps: NewsletterDeps, userId: number, date: string) {
  const window = { date, start: warsawInstant(date), end: warsawInstant(addDays(date, 1)) };
  const query = await filtersQuery(deps, await userFilters(deps.db, userId));
  if (!query) return null;
  const fresh = await dayResults(deps.db, window, query, searchStatuses, 'new', DIGEST_ENTRIES, 0);
  if (fresh.counts.new + fresh.counts.updated === 0) return null;
  const updated =
    fresh.counts.updated > 0
      ? (await dayResults(deps.db, window, query, searchStatuses, 'updated', DIGEST_ENTRIES, 0)).rows
      : [];
  return { date: window.date, counts: fresh.counts, new: fresh.rows, updated };
}

/**
 * The newest public announcements one of the user's filters matches (its private Atom feed, decision
 * 0036), or null when the filter is not the user's.
 */
export async function latestForFilter(deps: NewsletterDeps, userId: number, filterId: number, limit = 50) {
  const filter = await userFilter(deps.db, userId, filterId);
  if (!filter) return null;
  const query = await filtersQuery(deps, [{ ...filter, enabled: true }]);
  return query ? latestMatching(deps.db, query, searchStatuses, limit) : [];
}
