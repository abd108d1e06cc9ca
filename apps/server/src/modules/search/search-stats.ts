import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { searchTableStatistics } from './search.repository.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The planner's statistics of the search table that the search itself uses, asked again after a
 * minute at most (remembered for `root`, asked through `db`: on PGlite a search's transaction holds
 * the only connection). They only guide how a page is looked for; a wrong one costs time, never a result.
 */
export type SearchStats = {
  /** Equal-count bucket bounds of the publication ('p') and deadline ('d') dates (ms, ascending). */
  p: number[];
  d: number[];
  /** The share of rows holding a term, for the most common terms of each vector. */
  title: Map<string, number>;
  doc: Map<string, number>;
  /** The share of rows holding a term in the form or the attachments (full_tsv; decision 0050). */
  any?: Map<string, number>;
  /** The share of rows in each status. */
  status: Map<string, number>;
  at: number;
};

const known = new WeakMap<Kysely<DB>, SearchStats>();
const TRUST_MS = 60_000;

export async function searchStats(root: Kysely<DB>, db: Db): Promise<SearchStats> {
  const remembered = known.get(root);
  const now = Date.now();
  if (remembered && now - remembered.at < TRUST_MS) return remembered;
  const rows = await searchTableStatistics(db);
  const row = (column: string) => rows.find((r) => r.column === column);
  const bounds = (column: string) => (row(column)?.bounds ?? []).map((b) => Date.parse(b));
  const shares = (column: string) => {
    const r = row(column);
    const map = new Map<string, number>();
    for (const [i, elem] of (r?.elems ?? []).entries()) map.set(elem, Number(r?.freqs?.[i] ?? 0));
    return map;
  };
  const status = new Map<string, number>();
  const statusRow = row('status');
  for (const [i, value] of (statusRow?.vals ?? []).entries())
    status.set(value, Number(statusRow?.val_freqs?.[i] ?? 0));
  const doc = shares('doc_tsv');
  const full = shares('full_tsv');
  const fresh = {
    status,
    p: bounds('publication_date'),
    d: bounds('submission_deadline'),
    title: shares('title_tsv'),
    doc,
    any: full.size > 0 ? full : doc,
    at: now,
  };
  // Nothing known yet (a young table not analysed): asked again next time.
  if (fresh.p.length > 0) known.set(root, fresh);
  return fresh;
}
