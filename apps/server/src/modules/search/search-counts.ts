import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { changeGeneration } from '../../lib/changes.ts';
import { countMatching, countMatchingUpTo } from './search.repository.ts';
import { and, type Condition, inSampleBuckets } from './search-conditions.repository.ts';

// How many announcements match a search (docs/decisions/0011, 'Counts'): exact when that is cheap,
// else worked out from a fair sample: the matches among the rows of a few of 256 buckets (the
// announcement id hashed into 256, a facet term of every row, migration 0018), read by the same GIN scan
// as the words and filters. The planner's statistics are trusted only where they are sure: statuses
// and dates, and one word common enough to be well sampled; several words or a word and a filter are
// seldom as independent as their shares, which is where the statistics went wrong by 40 % to 65 times.

type Db = Kysely<DB> | Transaction<DB>;

/** What a search has worked out before counting. */
export type CountInput = {
  where: Condition;
  /** The database (its root handle) and a key of the condition, for the cache of sampled counts. */
  owner: object;
  key: string;
  /** Rows the page and the ones before it hold: the total is never fewer. */
  seen: number;
  /** The statistics' guess of the matches. */
  guess: number;
  /** True when the guess comes from statistics that are sure (see trustedGuess in search-plan). */
  trusted: boolean;
  /** Rows the search table holds (the planner's figure). */
  size: number;
};

export type Count = {
  total: number;
  approximate: boolean;
  /** The fewest matches there can be, as far as the count knows: the pager offers no page past it. */
  atLeast: number;
};

export const SAMPLE_BUCKETS = 256;

/** The thresholds of counting (a test lowers them to count a small table the large-table way). */
export const countTuning = {
  /** Up to this many rows in the table every count is exact (young statistics). */
  smallTable: 20_000,
  /** A guess up to this is first counted exactly, up to this many rows. */
  exactCountLimit: 2000,
  /** When the first bucket says the matches are at most this many, they are all counted. */
  exactUpTo: 5000,
  /** Matches a sample aims at: one standard deviation of the count is then about 2.6 %. */
  sampleHits: 1500,
  /** A sampled count is remembered this long (it moves slowly and is shown with 'około'). */
  cacheMs: 60_000,
  /**
   * An exact count made after the first bucket showed few matches is remembered this long (a count
   * of a broad filter and rare words costs the index scan of the broad one); that they are few, a minute.
   */
  exactCacheMs: 10_000,
};
const CACHE_SIZE = 2000;

/** Bucket numbers in bit-reversed order: any first few are spread evenly over the ids. */
const bucketOrder = Array.from({ length: SAMPLE_BUCKETS }, (_, i) => {
  let reversed = 0;
  for (let bit = 0; bit < 8; bit++) if (i & (1 << bit)) reversed |= 1 << (7 - bit);
  return reversed;
});

/** `generation`: the announced changes when counted (lib/changes.ts); an exact count of an older one is counted again. */
type Sampled = { total: number; approximate: boolean; atLeast: number; at: number; generation: number };
/** Sampled counts by the search's root handle (one database), then by the condition's key. */
const sampledCounts = new WeakMap<object, Map<string, Sampled>>();

function cacheOf(owner: object): Map<string, Sampled> {
  let cache = sampledCounts.get(owner);
  if (!cache) {
    cache = new Map();
    sampledCounts.set(owner, cache);
  }
  return cache;
}

const exact = (n: number, seen: number): Count => {
  const total = Math.max(n, seen);
  return { total, approximate: false, atLeast: total };
};

export async function countMatches(db: Db, input: CountInput): Promise<Count> {
  const { where, seen, guess, size } = input;
  const tuning = countTuning;
  if (size <= tuning.smallTable) return exact(await countMatching(db, where), seen);
  if (guess <= tuning.exactCountLimit) {
    const n = await countMatchingUpTo(db, where, tuning.exactCountLimit + 1);
    if (n <= tuning.exactCountLimit) return exact(n, seen);
  }
  if (input.trusted) {
    const total = Math.max(Math.round(guess), seen);
    return { total, approximate: true, atLeast: Math.max(seen, Math.round(guess * 0.9)) };
  }
  const cache = cacheOf(input.owner);
  const kept = cache.get(input.key);
  // An exact count is dropped by any announced change; a sampled one is an estimate and keeps its minute.
  const known = kept && (kept.approximate || kept.generation === changeGeneration()) ? kept : undefined;
  const age = known ? Date.now() - known.at : Number.POSITIVE_INFINITY;
  if (known && age < (known.approximate ? tuning.cacheMs : tuning.exactCacheMs)) {
    return {
      total: Math.max(known.total, seen),
      approximate: known.approximate,
      atLeast: Math.max(known.atLeast, seen),
    };
  }
  const generation = changeGeneration();
  const remember = (count: Omit<Sampled, 'at' | 'generation'>): Count => {
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(input.key, { ...count, at: Date.now(), generation });
    return { ...count, total: Math.max(count.total, seen), atLeast: Math.max(count.atLeast, seen) };
  };
  const countAll = async () => {
    const n = await countMatching(db, where);
    return remember({ total: n, approximate: false, atLeast: n });
  };
  // Known to be few a while ago: counted again at once, without a first bucket.
  if (known && !known.approximate && age < tuning.cacheMs) return countAll();
  // The first bucket: 1/256 of the rows, whatever the query.
  const first = await countMatching(db, and([where, inSampleBuckets(bucketOrder.slice(0, 1))]));
  // Few matches (the first bucket holds a few, or none): counting them all is cheap.
  if ((first + 3 * Math.sqrt(first) + 1) * SAMPLE_BUCKETS <= tuning.exactUpTo) return countAll();
  let buckets = 1;
  let hits = first;
  if (hits < tuning.sampleHits) {
    const wanted = Math.min(SAMPLE_BUCKETS, Math.ceil((tuning.sampleHits / Math.max(hits, 1)) * buckets));
    if (wanted >= SAMPLE_BUCKETS) return countAll();
    hits += await countMatching(db, and([where, inSampleBuckets(bucketOrder.slice(1, wanted))]));
    buckets = wanted;
  }
  // Three standard deviations below (a binomial count of `hits`): the pager never offers more.
  return remember({
    total: Math.round((hits * SAMPLE_BUCKETS) / buckets),
    approximate: true,
    atLeast: Math.round(((hits - 3 * Math.sqrt(hits)) * SAMPLE_BUCKETS) / buckets),
  });
}
