// `npm test`: every check, in phases: the type check, the lint, the unit tests (with the build beside
// them), the first load's byte budget, then the API tests (on the embedded PGlite) and the browser tests
// side by side. It stops at the first failing phase before the last two, as `a && b && c` would. Each phase's duration goes to .tmp/test-phases.json, which
// .ci/run prints as a table beside its own phases.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleTree } from './cpu-tree.mjs';
import { runTogether } from './run-together.mjs';

// The browser tests take no screenshots here unless asked (E2E_SHOTS=1): nobody looks at a CI clone's,
// and they cost a fifth of a sweep's processor time (e2e/support/shots.ts).
process.env.E2E_SHOTS ??= '0';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const record = path.join(root, '.tmp/test-phases.json');
fs.mkdirSync(path.dirname(record), { recursive: true });
const phases = [];
const save = () => fs.writeFileSync(record, `${JSON.stringify(phases, null, 2)}\n`);

const labels = {
  typecheck: 'typecheck',
  lint: 'lint',
  'test:unit': 'unit tests',
  build: 'build (beside the three above)',
  'size:check': 'first-load budget (150 KB)',
  'test:api': 'API tests on PGlite',
  'test:browser': 'browser tests',
};

/** Runs an npm script, its output passed through; resolves to its phase record. */
function run(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '-s', name], { stdio: 'inherit', cwd: root });
    const sampler = sampleTree(child.pid);
    child.on('close', (code) => {
      const { total } = sampler.stop();
      resolve({
        phase: labels[name],
        seconds: Math.round((Date.now() - started) / 1000),
        cpuSeconds: total === null ? null : Math.round(total),
        code: code ?? 1,
      });
    });
  });
}

// The build (web app and server bundle) uses the second core while the type check, the lint and the unit
// tests run one after another on the first; the browser tests then start from it without building again.
const build = run('build');
for (const name of ['typecheck', 'lint', 'test:unit']) {
  const phase = await run(name);
  phases.push(phase);
  save();
  if (phase.code !== 0) {
    await build;
    process.exit(phase.code);
  }
}
const built = await build;
phases.push(built);
save();
if (built.code !== 0) process.exit(built.code);
// The first load's budget (scripts/size.mjs: the home page in Polish and in English, 150 KB gzipped
// each), a figure that does not depend on the machine's speed.
const size = await run('size:check');
phases.push(size);
save();
if (size.code !== 0) process.exit(size.code);
const together = await runTogether(['test:api', 'test:browser']);
for (const r of together)
  phases.push({ phase: labels[r.name], seconds: r.seconds, cpuSeconds: r.cpuSeconds, code: r.code });
save();
process.exit(together.find((r) => r.code !== 0)?.code ?? 0);
