import { changeGeneration } from '../../lib/changes.ts';

/**
 * What settleDue remembers between calls (docs/decisions/0013): per database, when it last looked
 * and the earliest coming publication date or deadline it found. Any change of an announcement's
 * status or dates bumps the generation, which makes the next settle look again; so does any change
 * announced from another process (lib/changes.ts, decision 0035).
 */
export type DueState = {
  checkedAt: number;
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
      nextDueAt: Number.NEGATIVE_INFINITY,
      generation: -1,
      running: null,
    };
    states.set(db, state);
  }
  return state;
}
