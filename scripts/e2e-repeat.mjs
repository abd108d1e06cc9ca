// Runs the whole browser suite N times in a row at a worker count (`node scripts/e2e-repeat.mjs 10 3`:
// ten runs with three workers; the server and the web app are built once first) and summarises each run:
// its duration and how many tests passed, failed or were flaky. It shows that the parallel run is not
// flaky, and compares worker counts on this machine. The summary goes to .tmp/e2e-repeat-<workers>.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// No screenshots unless asked (E2E_SHOTS=1): the runs are about passing, and pictures cost processor time.
process.env.E2E_SHOTS ??= '0';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 10);
const workers = String(process.argv[3] ?? process.env.E2E_WORKERS ?? 3);
const stopOnFailure = process.argv.includes('--stop-on-failure');

const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const summary = [];
const out = path.join(root, `.tmp/e2e-repeat-${workers}.json`);
for (let run = 1; run <= runs; run++) {
  const started = Date.now();
  const load = os.loadavg()[0];
  const result = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=dot,json'],
    {
      cwd: root,
      env: {
        ...process.env,
        E2E_WORKERS: workers,
        PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(root, '.tmp/e2e-repeat-last.json'),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  let stats = {};
  try {
    stats = JSON.parse(fs.readFileSync(path.join(root, '.tmp/e2e-repeat-last.json'), 'utf8')).stats ?? {};
  } catch {}
  const failed = collectFailures();
  const row = {
    run,
    workers: Number(workers),
    seconds,
    loadAtStart: Number(load.toFixed(2)),
    passed: stats.expected ?? 0,
    failed: stats.unexpected ?? 0,
    flaky: stats.flaky ?? 0,
    skipped: stats.skipped ?? 0,
    exitCode: result.status,
    failures: failed,
  };
  summary.push(row);
  fs.writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `== run ${run}/${runs} with ${workers} workers: ${seconds} s, ${row.passed} passed, ${row.failed} failed, ${row.flaky} flaky${failed.length ? ` (${failed.join('; ')})` : ''}`,
  );
  if (stopOnFailure && result.status !== 0) break;
}
const green = summary.filter((r) => r.exitCode === 0).length;
const times = summary.map((r) => r.seconds).sort((a, b) => a - b);
console.log(
  `== ${green} of ${summary.length} runs green with ${workers} workers; duration median ${times[Math.floor(times.length / 2)]} s, min ${times[0]} s, max ${times.at(-1)} s (${out})`,
);
process.exit(green === summary.length ? 0 : 1);

/** The titles of the failed tests of the last run (from its JSON report). */
function collectFailures() {
  try {
    const report = JSON.parse(fs.readFileSync(path.join(root, '.tmp/e2e-repeat-last.json'), 'utf8'));
    const failed = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (spec.tests?.some((t) => t.status === 'unexpected')) failed.push(`${spec.file}: ${spec.title}`);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    return failed;
  } catch {
    return [];
  }
}
