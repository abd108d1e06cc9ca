// Runs npm scripts side by side (`node scripts/run-together.mjs test:api test:e2e`): the browser tests
// spend most of their time waiting for the page, so the API tests fit beside them on two cores. Each
// line is prefixed with its script's name; the exit code is the first failure's, after all have ended.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const started = Date.now();
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        children.add(child);
        for (const stream of [child.stdout, child.stderr]) {
          readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
        }
        child.on('close', (code, signal) => {
          children.delete(child);
          const seconds = Math.round((Date.now() - started) / 1000);
          console.log(
            `[${name}] ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} after ${seconds} s`,
          );
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
