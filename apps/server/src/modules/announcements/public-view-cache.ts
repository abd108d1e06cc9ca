/**
 * The current view of an announcement as anonymous visitors get it, kept for at most one second per
 * process (docs/decisions/0013): the public page is the most read call, and the same answer serves
 * every visitor. Any change of an announcement made by this process drops every kept answer at once;
 * a change made by another server is seen within the second. Signed-in viewers are never served from
 * here (their answers carry favourites and marks), and refusals are never kept.
 */
const TRUST_MS = 1000;
const MAX_ENTRIES = 1000;

let generation = 0;
type Kept = Map<number, { json: string; at: number; generation: number }>;
/** Per database (tests run several servers in one process). */
const keptBy = new WeakMap<object, Kept>();

/** Called by every write of an announcement row (announcements.repository.ts, the settle). */
export function markAnnouncementsChanged(): void {
  generation++;
}

export async function publicView(db: object, id: number, build: () => Promise<string>): Promise<string> {
  const kept = keptBy.get(db) ?? new Map();
  keptBy.set(db, kept);
  const now = performance.now();
  const known = kept.get(id);
  if (known && known.generation === generation && now - known.at < TRUST_MS) return known.json;
  const startedAt = generation;
  const json = await build();
  // A change while this answer was being built may not be in it: keep it only if none came.
  if (startedAt === generation) {
    kept.delete(id);
    kept.set(id, { json, at: now, generation });
    if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as number);
  }
  return json;
}
