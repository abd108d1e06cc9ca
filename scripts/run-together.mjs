// Runs npm scripts side by side (`node scripts/run-together.mjs test:api test:browser`): the browser tests
// spend most of their time waiting for the page, so the API tests fit beside them on two cores. Each
// line is prefixed with its script's name; the exit code is the first failure's, after all have ended.
// scripts/test-all.mjs uses `runTogether` for the last phase of `npm test`.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sampleTree } from './cpu-tree.mjs';

/**
 * Runs the npm scripts side by side; gives each one's exit code, duration and processor time in seconds
 * (its whole process tree, sampled: scripts/cpu-tree.mjs).
 */
export async function runTogether(scripts) {
  const started = Date.now();
  const children = new Set();
  const forward = (signal) => {
    for (const child of children) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  const results = await Promise.all(
    scripts.map(
      (name) =>
        new Promise((resolve) => {
          const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
          children.add(child);
          const sampler = sampleTree(child.pid);
          for (const stream of [child.stdout, child.stderr]) {
            readline
              .createInterface({ input: stream })
              .on('line', (line) => console.log(`[${name}] ${line}`));
          }
          child.on('close', (code, signal) => {
            children.delete(child);
            const seconds = Math.round((Date.now() - started) / 1000);
            const { total } = sampler.stop();
            const cpuSeconds = total === null ? null : Math.round(total);
            console.log(
              `[${name}] ${code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} after ${seconds} s`,
            );
            resolve({ name, code: code ?? 1, seconds, cpuSeconds });
          });
        }),
    ),
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, forward);
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) {
    console.error('usage: node scripts/run-together.mjs <npm script> [<npm script> ...]');
    process.exit(2);
  }
  const results = await runTogether(scripts);
  process.exit(results.find((r) => r.code !== 0)?.code ?? 0);
}
