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

const labels = {
  typecheck: 'typecheck',
  lint: 'lint',
  'test:unit': 'unit tests',
  'test:api': 'API tests on PGlite',
  'test:e2e': 'browser tests (incl. build)',
};

for (const name of ['typecheck', 'lint', 'test:unit']) {
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '-s', name], { stdio: 'inherit', cwd: root });
  phases.push({ phase: labels[name], seconds: Math.round((Date.now() - started) / 1000), code: status ?? 1 });
  save();
  if (status !== 0) process.exit(status ?? 1);
}
const together = await runTogether(['test:api', 'test:e2e']);
for (const r of together) phases.push({ phase: labels[r.name], seconds: r.seconds, code: r.code });
save();
process.exit(together.find((r) => r.code !== 0)?.code ?? 0);
