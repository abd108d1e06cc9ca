import { fileDownloadUri } from '@bk/contracts/files/upload';
import type { SearchQuery } from '@bk/contracts/search/search';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { favoriteIdsAmong, isAuthorOf, statusObject } from '../announcements/index.ts';
import { documentTexts } from '../documents/index.ts';
import { attachmentHits } from './attachment-hits.repository.ts';
import { excerpt, highlight } from './highlight.ts';
import {
  countMatchingUpTo,
  newestDeadline,
  plannedTableRows,
  setLocalSettings,
} from './search.repository.ts';
import { orderOf } from './search-conditions.repository.ts';
import { countMatches } from './search-counts.ts';
import { estimateSearch, trustedGuess } from './search-estimates.ts';
import { type Periods, pageRows, type Row, rankedPage, searchTuning, searchWays } from './search-pages.ts';
import { newestPeriods, type PeriodKind } from './search-periods.ts';
import { matchingCondition, planSearch, tiersOf } from './search-plan.ts';
import { type SearchStats, searchStats } from './search-stats.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The newest publication ('p': now) and deadline ('d') a window may need to start from. */
type Newest = { p: Date; d: Date | null };

const sizes = new WeakMap<Kysely<DB>, { rows: number; at: number }>();
const SIZE_TRUST_MS = 10_000;

/**
 * How many rows the search table holds, as the planner knows it (no count of a million rows); asked
 * again after 10 s at most, since it moves slowly and every query needs it.
 */
async function tableSize(db: Kysely<DB>): Promise<number> {
  const known = sizes.get(db);
  const now = Date.now();
  if (known && now - known.at < SIZE_TRUST_MS) return known.rows;
  const rows = Math.max(await plannedTableRows(db), 1000);
  sizes.set(db, { rows, at: now });
  return rows;
}

function periodsOf(stats: SearchStats, sort: SearchQuery['sort'], newest: Newest): Periods {
  const kind: PeriodKind = sort === 'submissionDeadline' ? 'd' : 'p';
  return (share) => {
    const last = newest[kind];
    return last ? newestPeriods(kind, stats[kind], share, new Date(last)) : null;
  };
}

/**
 * The rows of the page asked for, its terms and how many match, read through `conn` (its statements
 * planned under SEARCH_SETTINGS); `root` keeps the statistics.
 */
async function findPage(conn: Db, root: Kysely<DB>, q: SearchQuery, size: number, newest: Newest) {
  const order = orderOf(q.sort);
  const offset = (q.page - 1) * q.limit;
  const plan = await planSearch(conn, q);
  const stats = await searchStats(root, conn);
  const tiers = tiersOf(plan, q.sort, stats, size);
  const matching = matchingCondition(plan);
  const estimates = estimateSearch(plan, stats, size, q.sort);
  const indexedRows = estimates.indexed;
  const periods = periodsOf(stats, q.sort, newest);
  const found: Row[] = [];
  let skip = offset;
  // When the first tier's newest periods hold no match and the matches may be few, all tiers are
  // read in one pass, which also counts them; it stops after `rankedAtMost` (the tiers then go on).
  let ranked: number | null = null;
  const allTiers =
    tiers.length > 1 && indexedRows <= Math.max(searchTuning.rankedAtMost, size * searchTuning.rankedShare)
      ? async () => {
          const page = await rankedPage(
            conn,
            tiers,
            matching,
            order,
            offset,
            q.limit,
            searchTuning.rankedAtMost,
          );
          if (page) {
            searchWays.ranked++;
            ranked = page.matches;
          }
          return page;
        }
      : undefined;
  for (const [i, tier] of tiers.entries()) {
    const need = q.limit - found.length;
    if (need === 0) break;
    const page = await pageRows(
      conn,
      tier,
      estimates.tiers[i] ?? estimates.matching,
      order,
      skip,
      need,
      indexedRows,
      size,
      periods,
      i === 0 ? allTiers : undefined,
    );
    if (ranked !== null)
      return { rows: page.rows, total: ranked, approximate: false, atLeast: ranked, terms: plan.terms };
    found.push(...page.rows);
    if (page.rows.length > 0) skip = 0;
    else if (skip > 0)
      skip = Math.max(0, skip - (page.matches ?? (await countMatchingUpTo(conn, tier.run, skip))));
  }
  // A page that is not full ends the result set: the total is then known exactly. So does a page
  // past the end: the tiers' matches were counted while skipping them.
  if (found.length < q.limit && (found.length > 0 || offset === 0 || skip > 0)) {
    const total = found.length > 0 || offset === 0 ? offset + found.length : offset - skip;
    return { rows: found, total, approximate: false, atLeast: total, terms: plan.terms };
  }
  const counted = await countMatches(conn, {
    where: matching,
    owner: root,
    key: countKey(q),
    seen: offset + found.length,
    guess: estimates.matching,
    trusted: trustedGuess(plan, stats),
    size,
  });
  return { rows: found, terms: plan.terms, ...counted };
}

/** What a count depends on: the query without its page, size and order. */
function countKey(q: SearchQuery): string {
  const { page: _page, limit: _limit, sort: _sort, ...conditions } = q;
  return JSON.stringify(conditions);
}

/**
 * What a search sets for its own statements: no JIT compilation (the plans that turn index or table
 * walks off carry huge costs, which would compile every statement for longer than it runs) and no
 * prefetch advice for bitmap reads (a second system call per block read, doubling a deep page's cost).
 * Bitmaps get the memory to stay exact (a lossy one re-checks every row of its pages). Plans go
 * through the GIN bitmaps only: never a walk of the table, nor of a date index hoping for matches
 * that are not there (a walk of the newest rows is still planned so: see pageRows). Prepared statements
 * are planned for each execution with its own values (a generic plan ignores the terms and dates).
 */
export const SEARCH_SETTINGS = {
  jit: 'off',
  effective_io_concurrency: '0',
  work_mem: '32MB',
  enable_seqscan: 'off',
  enable_indexscan: 'off',
  plan_cache_mode: 'force_custom_plan',
};

/** Where a search runs: PostgreSQL connections set for it, or (PGlite) a transaction that sets them. */
export type SearchDeps = { db: Kysely<DB>; searchDb: Kysely<DB> | null; now: () => Date };

/**
 * Runs `read` with SEARCH_SETTINGS in force: on PostgreSQL through the connections set for the search
 * (each statement on its own, no transaction to open and end); on PGlite, whose one connection serves
 * everything, in a transaction that sets them first.
 */
function withSearchSettings<T>(deps: SearchDeps, read: (conn: Db) => Promise<T>): Promise<T> {
  if (deps.searchDb) return read(deps.searchDb);
  return deps.db.transaction().execute(async (trx) => {
    await setLocalSettings(trx, SEARCH_SETTINGS);
    return read(trx);
  });
}

/** How much of an attachment's text its excerpt is looked for in (a word past it shows no mark). */
const EXCERPT_TEXT_CHARS = 300_000;

/**
 * The attachment each result was found in, when its form alone does not hold every word (issue 49):
 * its name, its address and an excerpt of its text around the first word found.
 */
async function attachmentsFoundIn(
  db: Kysely<DB>,
  rows: readonly Row[],
  terms: readonly string[],
  termSet: ReadonlySet<string>,
) {
  const found = new Map<
    number,
    { file_id: number; name: string; uri: string; excerpt: ReturnType<typeof excerpt> }
  >();
  const words = terms.filter((t) => /^[a-z0-9]+$/.test(t));
  if (words.length === 0 || rows.length === 0) return found;
  const hits = await attachmentHits(
    db,
    rows.map((r) => r.announcement_id),
    words.join(' & '),
    words.join(' | '),
  );
  const texts = await documentTexts(
    db,
    hits.map((h) => h.file_id),
    EXCERPT_TEXT_CHARS,
  );
  for (const hit of hits)
    found.set(hit.announcement_id, {
      file_id: hit.file_id,
      name: hit.name,
      uri: fileDownloadUri(hit.file_id),
      excerpt: excerpt(texts.get(hit.file_id) ?? '', termSet),
    });
  return found;
}

/** GET /api/search/announcements. */
export async function searchAnnouncements(deps: SearchDeps, viewerId: number | null, q: SearchQuery) {
  const { db } = deps;
  const size = await tableSize(db);
  // A published announcement's publication date is never later than now: the publication windows
  // end at the clock. The newest deadline is read when the search sorts by it (under the usual
  // settings: with index scans off, the planner would read every row for it).
  const d = q.sort === 'submissionDeadline' ? await newestDeadline(db) : null;
  const { rows, total, approximate, atLeast, terms } = await withSearchSettings(deps, (conn) =>
    findPage(conn, db, q, size, { p: deps.now(), d }),
  );

  const favorites =
    viewerId === null
      ? new Set<number>()
      : await favoriteIdsAmong(
          db,
          viewerId,
          rows.map((r) => r.announcement_id),
        );
  const termSet = new Set(terms);
  const foundIn = q.attachments ? await attachmentsFoundIn(db, rows, terms, termSet) : new Map();
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    advertisements: rows.map((row) => ({
      id: row.announcement_id,
      number: row.number,
      status: statusObject(row.status),
      title: highlight(row.title, termSet),
      title_en: row.title_en ? highlight(row.title_en, termSet) : null,
      excerpt: excerpt(row.excerpt_source, termSet),
      is_mine: isAuthorOf(row, viewerId),
      favorite: favorites.has(row.announcement_id),
      publication_date: iso(row.publication_date),
      submission_deadline: iso(row.submission_deadline),
      advertiser_name: row.advertiser_name,
      place: row.place,
      found_in: foundIn.get(row.announcement_id) ?? null,
    })),
    meta: { total, approximate, page: q.page, last_page: Math.max(1, Math.ceil(atLeast / q.limit)) },
  };
}
