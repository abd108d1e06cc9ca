import { changeGeneration } from '../../lib/changes.ts';

/**
 * What settleDue remembers between calls (docs/decisions/0013): per database, when it last looked
 * and the earliest coming publication date or deadline it found. Any change of an announcement's
 * status or dates bumps the generation, which makes the next settle look again; so does any change
 * announced from another process (lib/changes.ts, decision 0035).
 */
export type DueState = {
  checkedAt: number;
  /** When this process last knew of every change committed (a settle's reads, or a sync with the listener). */
  syncedAt: number;
  nextDueAt: number;
  generation: number;
  running: Promise<number> | null;
};

let generation = 0;
const states = new WeakMap<object, DueState>();

export function markDueChanged(): void {
  generation++;
}

export function currentDueGeneration(): number {
  return generation + changeGeneration();
}

export function dueStateOf(db: object): DueState {
  let state = states.get(db);
  if (!state) {
    state = {
      checkedAt: Number.NEGATIVE_INFINITY,
      syncedAt: Number.NEGATIVE_INFINITY,
      nextDueAt: Number.NEGATIVE_INFINITY,
      generation: -1,
      running: null,
    };
    states.set(db, state);
  }
  return state;
}

const HOUR_MS = 3_600_000;

/**
 * Whether a moment something can fall due has come since `since` (decision 0035). Deadlines are whole
 * hours or 23:59:59 and publication dates start a day (Warsaw time, whose offset is whole hours; the
 * publish schema allows nothing else), and both are after the day of the change that sets them. So a
 * change that another process committed after `since` cannot have made anything due before the next
 * such moment: until then the remembered answer needs no word from the other processes.
 */
export function dueMomentSince(since: number, now: number): boolean {
  const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const lastSecond = hour + HOUR_MS - 1000;
  const latest = now >= lastSecond ? lastSecond : hour;
  return since < latest;
}
