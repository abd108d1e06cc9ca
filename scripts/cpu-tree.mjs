// Runs a command and tells the processor time of its whole process tree by kind (Chromium's renderers,
// the browser tests' portals, Playwright, Vitest, ...): `node scripts/cpu-tree.mjs npx playwright test
// -c e2e/playwright.config.ts`. The tree is sampled every second from /proc (Linux; about 3 ms a
// sample), so a process that lives less than that may be missed, and so is the last second of each;
// the figures are for comparing runs and kinds, not to the millisecond. With CPU_TREE_OUT=<file> it
// also writes them as JSON. run-together.mjs samples each of its scripts the same way.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const TICKS = 100; // USER_HZ: /proc's clock ticks per second on Linux

function kindOf(pid) {
  let line = '';
  try {
    line = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {}
  if (/chrom/.test(line))
    return /--type=renderer/.test(line)
      ? 'chromium renderer'
      : /--type=gpu/.test(line)
        ? 'chromium gpu'
        : 'chromium other';
  if (/dist\/server\.js/.test(line)) return 'portal server';
  if (/e2e-server/.test(line)) return 'portal wrapper';
  if (/vitest/.test(line)) return 'vitest';
  if (/playwright/.test(line)) return 'playwright';
  return line.split(' ').slice(0, 2).join(' ').slice(0, 60) || 'other';
}

/**
 * Samples the processor time of the process `rootPid` and all its descendants until `stop()`, which
 * gives the seconds by kind of process and in total (null where /proc cannot be read).
 */
export function sampleTree(rootPid, interval = 1000) {
  /** pid -> its kind and its last seen processor seconds */
  const seen = new Map();
  const sample = () => {
    const processes = new Map();
    let entries = [];
    try {
      entries = fs.readdirSync('/proc');
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        processes.set(Number(entry), {
          parent: Number(fields[1]),
          seconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
        });
      } catch {}
    }
    const tree = new Set([rootPid]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const [pid, p] of processes)
        if (!tree.has(pid) && tree.has(p.parent)) {
          tree.add(pid);
          grew = true;
        }
    }
    for (const pid of tree) {
      const p = processes.get(pid);
      if (p) seen.set(pid, { kind: seen.get(pid)?.kind ?? kindOf(pid), seconds: p.seconds });
    }
  };
  const timer = setInterval(sample, interval);
  timer.unref();
  sample();
  return {
    stop() {
      clearInterval(timer);
      if (seen.size === 0) return { byKind: new Map(), total: null };
      const byKind = new Map();
      let total = 0;
      for (const { kind, seconds } of seen.values()) {
        byKind.set(kind, (byKind.get(kind) ?? 0) + seconds);
        total += seconds;
      }
      return { byKind, total };
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/cpu-tree.mjs <command> [args...]');
    process.exit(2);
  }
  const child = spawn(command, args, { stdio: 'inherit' });
  const sampler = sampleTree(child.pid);
  child.on('exit', (code) => {
    const { byKind, total } = sampler.stop();
    // CPU_TREE_OUT: the figures as JSON too (.ci/run reads the API tests' on PostgreSQL).
    if (process.env.CPU_TREE_OUT)
      fs.writeFileSync(
        process.env.CPU_TREE_OUT,
        `${JSON.stringify({ total, byKind: Object.fromEntries(byKind) })}\n`,
      );
    console.error('== processor seconds by kind');
    for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1]))
      console.error(`${seconds.toFixed(1).padStart(8)} ${kind}`);
    console.error(`${(total ?? 0).toFixed(1).padStart(8)} total`);
    process.exit(code ?? 1);
  });
}
