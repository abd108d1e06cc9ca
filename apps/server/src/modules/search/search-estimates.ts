import { searchStatuses } from '@bk/contracts/search/search';
import type { SearchPlan } from './search-plan.ts';
import { floorOf, shareOf } from './search-shares.ts';
import type { SearchStats } from './search-stats.ts';

// How many rows a search's conditions match, worked out from the planner's statistics the way the
// planner would (shares of terms multiplied as if independent), without asking it: a question to the
// planner is a statement of its own, planned at some cost, and a search needs three or four.

/** The share of rows within a date range, from the equal-count buckets of the histogram. */
function rangeShare(
  bounds: number[],
  from = Number.NEGATIVE_INFINITY,
  to = Number.POSITIVE_INFINITY,
): number {
  if (bounds.length < 2) return 1 / 3;
  let inside = 0;
  for (let i = 0; i + 1 < bounds.length; i++) {
    const low = bounds[i] as number;
    const high = bounds[i + 1] as number;
    const width = high - low;
    const covered = Math.min(high, to) - Math.max(low, from);
    if (covered > 0) inside += width > 0 ? covered / width : 1;
  }
  return Math.max(inside / (bounds.length - 1), 0.0001);
}

export type Estimates = {
  /** Rows the GIN index gives for some word and the filter terms (Infinity: no such condition). */
  indexed: number;
  /** Rows matching everything. */
  matching: number;
  /** Rows of each tier (tiersOf), in order. */
  tiers: number[];
};

export function estimateSearch(
  plan: SearchPlan,
  stats: SearchStats,
  size: number,
  sort: 'default' | 'publicationDate' | 'submissionDeadline',
): Estimates {
  const docFloor = floorOf(stats.doc);
  const titleFloor = floorOf(stats.title);
  const doc = plan.terms.map((t) => shareOf(t, stats.doc, docFloor));
  const title = plan.terms.map((t) => shareOf(t, stats.title, titleFloor));
  const groups = plan.filterGroups.reduce((product, g) => product * shareOf(g, stats.doc, docFloor), 1);
  // With the attachments (decision 0050) a word is looked for in the form or the attachments' text.
  const anyShares = plan.attachments ? (stats.any ?? stats.doc) : stats.doc;
  const anyFloor = floorOf(anyShares);
  const any = plan.terms.map((t) => shareOf(t, anyShares, anyFloor));
  const some = 1 - any.reduce((product, share) => product * (1 - share), 1);
  const allDoc = doc.reduce((product, share) => product * share, 1);
  const allAny = any.reduce((product, share) => product * share, 1);
  const allTitle = title.reduce((product, share) => product * share, 1);
  const { statuses, ranges, patterns } = plan.columnFilters;
  const statusShare =
    stats.status.size === 0 ? 1 : statuses.reduce((sum, status) => sum + (stats.status.get(status) ?? 0), 0);
  const columns =
    statusShare *
    ranges.reduce((product, r) => product * rangeShare(stats[r.kind], r.from, r.to), 1) *
    0.005 ** patterns;
  const indexedShare = plan.terms.length > 0 ? some * groups : groups;
  const indexed =
    plan.terms.length === 0 && plan.filterGroups.length === 0
      ? Number.POSITIVE_INFINITY
      : size * indexedShare;
  const matching = size * indexedShare * columns;
  if (plan.terms.length === 0 || sort !== 'default') return { indexed, matching, tiers: [matching] };
  const tiers = [allTitle, allDoc * (1 - allTitle)];
  // The attachments' tier (decision 0050): every word in the form and the attachments, not in the form.
  if (plan.attachments) tiers.push(Math.max(allAny - allDoc, 0));
  if (plan.terms.length > 1) tiers.push(Math.max(some - allAny, 0));
  return { indexed, matching, tiers: tiers.map((share) => size * share * groups * columns) };
}

/** A word's share from the statistics is sure enough from this share up (hundreds in their sample). */
const TRUSTED_SHARE = 0.05;

/**
 * Whether the statistics' guess of the matches can be shown as it is: every public status, with dates
 * (their histograms) and at most one word common enough to be well sampled. Several words, a filter term or
 * a text pattern are guessed as if independent, which they seldom are: those are counted.
 */
export function trustedGuess(plan: SearchPlan, stats: Pick<SearchStats, 'doc'>): boolean {
  const { statuses, patterns } = plan.columnFilters;
  // The statistics know the form's words only: with the attachments the words are counted (decision 0050).
  if (plan.attachments && plan.terms.length > 0) return false;
  // A status chosen is a small share (a few in the statistics' sample): counted too.
  if (plan.filterGroups.length > 0 || patterns > 0 || statuses.length < searchStatuses.length) return false;
  const [word, ...more] = plan.terms;
  if (word === undefined) return true;
  return more.length === 0 && (stats.doc.get(word) ?? 0) >= TRUSTED_SHARE;
}
