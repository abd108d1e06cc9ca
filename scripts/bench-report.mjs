// The JSON figures of the scripts/bench-*.mjs (decision 0043): .tmp/bench/<name>.json with the date, the
// commit, the machine (its index, its load at the start and the end) and the figures. The same as
// apps/server/scripts/bench-report.ts, which the server's benchmarks use.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Lighthouse's machine index (computeBenchmarkIndex's two halves, averaged), run in Node: about 1 s. */
export function machineIndex() {
  const timed = (step) => {
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < 500) {
      step(iterations);
      iterations++;
    }
    return iterations / 10 / ((Date.now() - start) / 1000);
  };
  const strings = timed(() => {
    let s = '';
    for (let j = 0; j < 10000; j++) s += 'a';
    if (s.length === 1) throw new Error('never');
  });
  const a = [];
  const b = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  const arrays = timed((i) => {
    const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
    for (let j = 0; j < from.length; j++) to[j] = from[j];
  });
  return Math.round((strings + arrays) / 2);
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: root,
      encoding: 'utf8',
    });
    return { commit, dirty: status.trim() !== '' };
  } catch {
    return { commit: null, dirty: null };
  }
}

const load = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

/** Call as a benchmark starts; `write(figures)` writes .tmp/bench/<name>.json and says where. */
export function startReport(name) {
  const started = new Date();
  const loadStart = load();
  const index = machineIndex();
  const git = gitCommit();
  console.log(
    `${name}: ${started.toISOString()}, commit ${git.commit?.slice(0, 10) ?? '?'}${git.dirty ? ' (changed)' : ''}, machine index ${index}, load ${loadStart.join(' ')}`,
  );
  return {
    write(figures) {
      const file = path.join(root, '.tmp/bench', `${name}.json`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const machine = {
        index,
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model ?? null,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        loadStart,
        loadEnd: load(),
      };
      const report = {
        benchmark: name,
        date: started.toISOString(),
        finished: new Date().toISOString(),
        ...git,
        arguments: process.argv.slice(2),
        machine,
        figures,
      };
      fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`figures written to ${path.relative(process.cwd(), file) || file}`);
      return file;
    },
  };
}

/** The median of some runs and their spread (min-max and the interquartile range), for runs repeated in turns. */
export function medianSpread(values) {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const at = (q) => {
    if (sorted.length === 0) return Number.NaN;
    const position = (sorted.length - 1) * q;
    const low = Math.floor(position);
    const high = Math.ceil(position);
    return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
  };
  const round = (n) => Math.round(n * 100) / 100;
  return {
    median: round(at(0.5)),
    min: round(sorted[0] ?? Number.NaN),
    max: round(sorted.at(-1) ?? Number.NaN),
    q1: round(at(0.25)),
    q3: round(at(0.75)),
    runs: sorted.length,
  };
}
