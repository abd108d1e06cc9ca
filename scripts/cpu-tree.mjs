// Runs a command and tells the processor time of its whole process tree by kind (Chromium's renderers,
// the browser tests' portals, Playwright, Vitest, ...): `node scripts/cpu-tree.mjs npx playwright test
// -c e2e/playwright.config.ts`. The tree is sampled every 300 ms from /proc (Linux), so a process that
// lives less than that may be missed and the last 300 ms of each one are; the figures are for
// comparing runs and kinds, not to the millisecond.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/cpu-tree.mjs <command> [args...]');
  process.exit(2);
}
const TICKS = 100; // USER_HZ: /proc's clock ticks per second on Linux
const child = spawn(command, args, { stdio: 'inherit' });
/** pid -> its kind and its last seen processor seconds */
const seen = new Map();

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

function sample() {
  const processes = new Map();
  for (const entry of fs.readdirSync('/proc')) {
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
  const tree = new Set([child.pid]);
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
}

const timer = setInterval(sample, 300);
child.on('exit', (code) => {
  clearInterval(timer);
  const byKind = new Map();
  let total = 0;
  for (const { kind, seconds } of seen.values()) {
    byKind.set(kind, (byKind.get(kind) ?? 0) + seconds);
    total += seconds;
  }
  console.error('== processor seconds by kind');
  for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1]))
    console.error(`${seconds.toFixed(1).padStart(8)} ${kind}`);
  console.error(`${total.toFixed(1).padStart(8)} total`);
  process.exit(code ?? 1);
});
