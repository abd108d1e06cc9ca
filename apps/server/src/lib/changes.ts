/**
 * Coherence of what a process keeps in memory (decision 0035). Every kept answer, count or due state
 * of this process is dropped by `announceChange()`: this process's own writes call it directly, and on
 * PostgreSQL the change listener (db/change-listener.ts) calls it for each change any process commits
 * (a NOTIFY from the event log) and whenever it may have missed one (its connection lost).
 *
 * A notification travels apart from the answers, so before a kept value is served the process asks
 * `caughtUp(db)`: on PostgreSQL one round trip on the listening connection, after which every change
 * committed before the call has been announced here. So a change acknowledged by any process is never
 * answered stale by another. While that cannot be told (the listener is reconnecting), nothing kept is
 * served.
 */
type Sync = () => Promise<boolean>;

let generation = 0;
const syncs = new WeakMap<object, Sync>();

/** Grows with every announced change: a value kept under an older generation is not served. */
export function changeGeneration(): number {
  return generation;
}

/** Drops everything kept in this process (its own write, another process's, or a possible miss). */
export function announceChange(): void {
  generation++;
}

/** How `caughtUp` learns of other processes' changes on this database handle (PostgreSQL only). */
export function setChangeSync(db: object, sync: Sync | null): void {
  if (sync) syncs.set(db, sync);
  else syncs.delete(db);
}

/**
 * True once every change committed (by any process) before this call has been announced here; false
 * when that cannot be told, and the caller must read the database. Without a sync (PGlite: one
 * process) this process's own announcements are all there is: true at once.
 */
export function caughtUp(db: object): Promise<boolean> | true {
  const sync = syncs.get(db);
  return sync ? sync() : true;
}
