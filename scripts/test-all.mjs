// `npm test`: every check, in phases: the type check, the lint, the unit tests, then the API tests (on
// the embedded PGlite) and the browser tests side by side. It stops at the first failing phase of the
// first three, as `a && b && c` would. Each phase's duration goes to .tmp/test-phases.json, which
// .ci/run prints as a table beside its own phases.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runTogether } from './run-together.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const record = path.join(root, '.tmp/test-phases.json');
fs.mkdirSync(path.dirname(record), { recursive: true });
const phases = [];
const save = () => fs.writeFileSync(record, `${JSON.stringify(phases, null, 2)}\n`);

/** Processor seconds of this process's ended children (and theirs): /proc/self/stat's cutime + cstime. */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
const cpuSince = (before) => {
  const now = childCpuSeconds();
  return now === null || before === null ? null : Math.round(now - before);
};

const labels = {
  typecheck: 'typecheck',
  lint: 'lint',
  'test:unit': 'unit tests',
  'test:api': 'API tests on PGlite',
  'test:e2e': 'browser tests (incl. build)',
};

for (const name of ['typecheck', 'lint', 'test:unit']) {
  const started = Date.now();
  const cpu = childCpuSeconds();
  const { status } = spawnSync('npm', ['run', '-s', name], { stdio: 'inherit', cwd: root });
  phases.push({
    phase: labels[name],
    seconds: Math.round((Date.now() - started) / 1000),
    cpuSeconds: cpuSince(cpu),
    code: status ?? 1,
  });
  save();
  if (status !== 0) process.exit(status ?? 1);
}
const together = await runTogether(['test:api', 'test:e2e']);
for (const r of together)
  phases.push({ phase: labels[r.name], seconds: r.seconds, cpuSeconds: r.cpuSeconds, code: r.code });
save();
process.exit(together.find((r) => r.code !== 0)?.code ?? 0);
