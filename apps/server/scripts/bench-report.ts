// Every benchmark writes its figures as JSON beside its text output (decision 0043):
// .tmp/bench/<name>.json with the date, the commit, the machine (its index and its load at the start
// and the end) and the figures. The code is scripts/bench-report.mjs, shared with scripts/bench-*.mjs;
// this file gives it its types for the server's benchmarks.
// @ts-expect-error: a plain ES module of the repository's scripts, without types.
import * as shared from '../../../scripts/bench-report.mjs';

export type BenchReport = {
  /** Writes .tmp/bench/<name>.json (the figures, with the run's facts) and says where; returns the path. */
  write(figures: unknown): string;
};

export type MedianSpread = { median: number; min: number; max: number; q1: number; q3: number; runs: number };

/** Lighthouse's machine index, run here in Node: the speed of one core as the benchmark found it. */
export const machineIndex: () => number = shared.machineIndex;
/** Call as a benchmark starts: notes the date, the commit, the machine's index and load. */
export const startReport: (name: string) => BenchReport = shared.startReport;
/** The median of some runs and their spread (min-max and the interquartile range). */
export const medianSpread: (values: readonly number[]) => MedianSpread = shared.medianSpread;
