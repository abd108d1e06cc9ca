// Runs one benchmark of the old code and of the new code in turns, in one run (this machine is noisy:
// alternating spreads the noise over both), each on a fresh PostgreSQL database, and prints every
// round's figures and the median of each side with its spread (min-max); the figures also go to
// .tmp/bench/side-by-side-<bench>.json (decision 0043).
//   node scripts/bench-side-by-side.mjs --old ../wt-old --bench offers --rounds 3 [--admin-url postgres://...]
// --old: a checkout of the old code with its dependencies installed (git worktree add ../wt-old <rev>).
// The new code is this checkout, or --new DIR (a snapshot, so that this one may change meanwhile). Only the rows of tables with a p95 column are compared.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { medianSpread, startReport } from './bench-report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    old: { type: 'string' },
    new: { type: 'string' },
    bench: { type: 'string', default: 'offers' },
    rounds: { type: 'string', default: '3' },
    /** An npm script (with its arguments) run before the benchmark on each fresh database, e.g. 'seed:scale -- --count 20000'. */
    prepare: { type: 'string' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
if (!values.old) throw new Error('--old <checkout of the old code> is needed');
const sides = [
  ['old', path.resolve(values.old)],
  ['new', values.new ? path.resolve(values.new) : root],
];
const adminUrl = new URL(values['admin-url']);
const report = startReport(`side-by-side-${values.bench}`);

function psql(statement) {
  execFileSync('psql', [adminUrl.href, '-q', '-c', statement], { stdio: 'ignore' });
}

/** The rows of console.table output whose header has a p95 column. */
function tables(output) {
  const rows = [];
  let header = null;
  for (const line of output.split('\n')) {
    if (!line.startsWith('│')) {
      if (!line.startsWith('├')) header = line.startsWith('┌') ? header : null;
      continue;
    }
    const cells = line
      .split('│')
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/^'|'$/g, ''));
    if (!header) {
      header = cells;
      continue;
    }
    if (!header.includes('p95')) continue;
    rows.push(Object.fromEntries(header.map((name, i) => [name, cells[i]])));
  }
  return rows;
}

const results = { old: [], new: [] };
for (let round = 1; round <= Number(values.rounds); round++) {
  for (const [side, dir] of round % 2 ? sides : [...sides].reverse()) {
    const name = `bk_bench_${side}_${process.pid}_${round}`;
    psql(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      if (values.prepare) {
        const prepared = spawnSync('npm', ['run', '-s', ...values.prepare.split(' ')], {
          cwd: dir,
          env: { ...process.env, DATABASE_URL: url.href },
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        });
        if (prepared.status !== 0) throw new Error(`${side}: ${values.prepare} failed:\n${prepared.stderr}`);
      }
      const run = spawnSync('npm', ['run', '-s', `bench:${values.bench}`], {
        cwd: dir,
        env: { ...process.env, DATABASE_URL: url.href },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (run.status !== 0) throw new Error(`${side} failed:\n${run.stdout}\n${run.stderr}`);
      const rows = tables(run.stdout);
      results[side].push(rows);
      console.log(`round ${round}, ${side}:`);
      console.table(
        rows.map((r) => ({ name: r.name ?? r['(index)'], p50: r.p50, p95: r.p95, perSecond: r.perSecond })),
      );
    } finally {
      psql(`drop database if exists ${name} with (force)`);
    }
  }
}

const summary = [];
const figures = [];
const rowCount = Math.min(...Object.values(results).map((runs) => Math.min(...runs.map((r) => r.length))));
const shown = (m) => (m.runs > 1 ? `${m.median} (${m.min}-${m.max})` : String(m.median));
for (let i = 0; i < rowCount; i++) {
  const of = (side, column) => medianSpread(results[side].map((rows) => Number(rows[i]?.[column])));
  const name = results.new[0][i]?.name ?? `row ${i + 1}`;
  const oldP95 = of('old', 'p95');
  const newP95 = of('new', 'p95');
  figures.push({
    name,
    old: { p50: of('old', 'p50'), p95: oldP95 },
    new: { p50: of('new', 'p50'), p95: newP95 },
  });
  summary.push({
    name,
    'old p50': shown(of('old', 'p50')),
    'new p50': shown(of('new', 'p50')),
    'old p95': shown(oldP95),
    'new p95': shown(newP95),
    'p95 change % (medians)': Math.round(((newP95.median - oldP95.median) / oldP95.median) * 1000) / 10,
  });
}
console.log(`medians (min-max) of ${values.rounds} rounds each (bench:${values.bench}, PostgreSQL):`);
console.table(summary);
report.write({
  bench: values.bench,
  rounds: Number(values.rounds),
  old: sides[0][1],
  new: sides[1][1],
  figures,
  runs: results,
});
