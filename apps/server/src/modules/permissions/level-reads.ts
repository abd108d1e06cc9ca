import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { DB, ImplementationLevelsTable } from '../../db/schema.ts';

/** A level as a step of a path: the perspective first, the level itself last. */
export type LevelRef = { id: number; kind: string; code: string | null; name: string };

/**
 * The dictionaries' reads of the implementation levels the permissions need (issue 46): the levels
 * joined into the reads of the permissions, and the paths of levels. The dictionaries import the
 * permissions (the levels' routes and removal), so the permissions cannot import them: the app hands
 * them in (app.ts), as it hands the offers the settlement's reads.
 */
export type LevelReads = {
  leftJoinLevel: <D, TB extends keyof D, O, A extends string>(
    query: SelectQueryBuilder<D, TB, O>,
    alias: A,
    levelId: string,
  ) => SelectQueryBuilder<
    D & Record<A, { [K in keyof ImplementationLevelsTable]: ImplementationLevelsTable[K] | null }>,
    TB | A,
    O
  >;
  levelPaths: (db: Kysely<DB> | Transaction<DB>, ids: readonly number[]) => Promise<Map<number, LevelRef[]>>;
};

let reads: LevelReads | null = null;

export function registerLevelReads(given: LevelReads) {
  reads = given;
}

export function levelReads(): LevelReads {
  if (reads === null) throw new Error('permissions: the level reads are not registered (app.ts)');
  return reads;
}
