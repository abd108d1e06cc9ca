import { caughtUp, changeGeneration } from './changes.ts';

/**
 * Answers that serve every visitor alike, kept for a short while per process (docs/decisions/0013):
 * any change made by this process (`changed()`) drops every kept answer at once, and so does any
 * change announced from another process (lib/changes.ts, decision 0035): before a kept answer is
 * served the process makes sure it has heard of every change committed until then. A value built
 * while a change happened is not kept (it may predate the change). Kept per database handle: tests
 * run several servers in one process.
 */
export class ShortLivedCache<K, V> {
  private own = 0;
  private readonly keptBy = new WeakMap<object, Map<K, { value: V; at: number; generation: number }>>();

  constructor(
    private readonly trustMs: number,
    private readonly maxEntries: number,
  ) {}

  /** Called by every write that changes what the kept answers show. */
  changed(): void {
    this.own++;
  }

  /** Grows with this cache's own changes and with every announced change. */
  private generation(): number {
    return this.own + changeGeneration();
  }

  /** The kept value, or a new one built (and kept when `keep` says so: a refusal is not kept). */
  async get(
    db: object,
    key: K,
    build: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const kept = this.keptBy.get(db) ?? new Map();
    this.keptBy.set(db, kept);
    const now = performance.now();
    const known = kept.get(key);
    if (known && known.generation === this.generation() && now - known.at < this.trustMs) {
      const synced = caughtUp(db);
      if ((synced === true || (await synced)) && known.generation === this.generation()) return known.value;
    }
    const startedAt = this.generation();
    const value = await build();
    if (startedAt === this.generation() && keep(value)) {
      kept.delete(key);
      kept.set(key, { value, at: now, generation: startedAt });
      if (kept.size > this.maxEntries) kept.delete(kept.keys().next().value as K);
    }
    return value;
  }
}
