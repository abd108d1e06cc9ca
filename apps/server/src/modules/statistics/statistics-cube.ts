import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Cell, changedCells, type Sums } from './statistics.repository.ts';

export type { Sums };

export type CubeFilters = { programme?: string; division?: string; from?: string; to?: string };

export type CubeSums = {
  all: Sums;
  byMonth: Map<string, Sums>;
  byProgramme: Map<string, Sums>;
  byDivision: Map<string, Sums>;
  byVoivodeship: Map<string, Sums>;
};

const empty = (): Sums => ({
  announcements: 0,
  short_period: 0,
  resolved: 0,
  single_offer: 0,
  resolved_parts: 0,
  offers: 0,
});

function add(into: Map<string, Sums>, key: string, cell: Cell) {
  let sums = into.get(key);
  if (!sums) {
    sums = empty();
    into.set(key, sums);
  }
  addTo(sums, cell);
}

function addTo(sums: Sums, cell: Cell) {
  sums.announcements += cell.announcements;
  sums.short_period += cell.short_period;
  sums.resolved += cell.resolved;
  sums.single_offer += cell.single_offer;
  sums.resolved_parts += cell.resolved_parts;
  sums.offers += cell.offers;
}

/** Sums the cells that pass the filters by month, programme, division and voivodeship, and in all. */
export function sumCube(cells: Iterable<Cell>, filters: CubeFilters): CubeSums {
  const out: CubeSums = {
    all: empty(),
    byMonth: new Map(),
    byProgramme: new Map(),
    byDivision: new Map(),
    byVoivodeship: new Map(),
  };
  for (const cell of cells) {
    if (cell.announcements === 0) continue;
    if (filters.programme !== undefined && cell.programme !== filters.programme) continue;
    if (filters.division !== undefined && cell.division !== filters.division) continue;
    if (filters.from !== undefined && cell.month < filters.from) continue;
    if (filters.to !== undefined && cell.month > filters.to) continue;
    addTo(out.all, cell);
    add(out.byMonth, cell.month, cell);
    add(out.byProgramme, cell.programme, cell);
    add(out.byDivision, cell.division, cell);
    add(out.byVoivodeship, cell.voivodeship, cell);
  }
  return out;
}

/** What the filters can choose from: the programmes and divisions counted, and the months' range. */
export function cubeOptions(cells: Iterable<Cell>) {
  const programmes = new Set<string>();
  const divisions = new Set<string>();
  let first: string | null = null;
  let last: string | null = null;
  for (const cell of cells) {
    if (cell.announcements === 0) continue;
    if (cell.programme) programmes.add(cell.programme);
    if (cell.division) divisions.add(cell.division);
    if (first === null || cell.month < first) first = cell.month;
    if (last === null || cell.month > last) last = cell.month;
  }
  return { programmes: [...programmes], divisions: [...divisions], first, last };
}

/**
 * This process's copy of the cube (decision 0037): brought up to a version by reading only the cells
 * changed since the one it holds (a cell carries the version that last changed it, and holds its whole
 * sums, so reading one again is harmless). Every process keeps its own; the database's is the truth.
 */
export class CubeCopy {
  #version = 0;
  readonly #cells = new Map<string, Cell>();
  #catchingUp: Promise<void> | null = null;

  get version(): number {
    return this.#version;
  }

  cells(): Iterable<Cell> {
    return this.#cells.values();
  }

  /** Brings the copy to `version` at least (one reading at a time; callers meanwhile wait for it). */
  async catchUp(db: Kysely<DB>, version: number): Promise<void> {
    while (this.#version < version) {
      if (!this.#catchingUp) {
        this.#catchingUp = (async () => {
          const changed = await changedCells(db, this.#version);
          let newest = this.#version;
          for (const cell of changed) {
            this.#cells.set(`${cell.month}|${cell.programme}|${cell.division}|${cell.voivodeship}`, cell);
            newest = Math.max(newest, cell.version);
          }
          // Versions that changed no cell (a write of nothing) are caught up all the same.
          this.#version = Math.max(newest, version);
        })().finally(() => {
          this.#catchingUp = null;
        });
      }
      await this.#catchingUp;
    }
  }
}
