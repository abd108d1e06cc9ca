// The server's module boundaries (issue 31): a module (apps/server/src/modules/<name>/) is used from
// outside only through its index.ts, so no other module reaches into its repositories or services;
// and no two modules import each other, directly or round a loop. Run by `npm run lint`; prints every
// violation and exits 1.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps/server/src');
const modulesDir = path.join(src, 'modules');
const scanned = [
  path.join(root, 'apps/server/src'),
  path.join(root, 'apps/server/scripts'),
  path.join(root, 'apps/server/test'),
];

function filesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const moduleOf = (file) => {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
};
const isTest = (file) =>
  /\.(api|unit)\.test\.ts$/.test(file) || file.startsWith(path.join(root, 'apps/server/test'));
/**
 * Below the modules, not beside them: tests, the test helpers and the benchmarks may use a module's
 * internals. (The demo seed, src/seed, sits above the modules and uses their indexes, issue 46.)
 */
const belowModules = (file) => isTest(file) || file.startsWith(path.join(root, 'apps/server/scripts'));

const IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

const problems = [];
const edges = new Map();
for (const file of scanned.flatMap(filesOf)) {
  const text = fs.readFileSync(file, 'utf8');
  const from = moduleOf(file);
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[3] ?? match[4];
    const typeOnly = Boolean(match[2]);
    if (!spec?.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    const to = moduleOf(target);
    if (to === null || to === from) continue;
    const where = path.relative(root, file);
    // Through the index only (tests of a module may also read other modules' indexes, never internals).
    if (!belowModules(file) && path.relative(path.join(modulesDir, to), target) !== 'index.ts') {
      problems.push(`${where}: imports ${spec} (another module's internals: use ../${to}/index.ts)`);
    }
    if (from !== null && !belowModules(file) && !typeOnly) {
      if (!edges.has(from)) edges.set(from, new Map());
      edges.get(from).set(to, where);
    }
  }
}

// Cycles between modules (value imports of non-test files): a depth-first search for back edges.
const state = new Map();
const stack = [];
function visit(node) {
  state.set(node, 'open');
  stack.push(node);
  for (const [next, where] of edges.get(node) ?? []) {
    if (state.get(next) === 'open') {
      const loop = [...stack.slice(stack.indexOf(next)), next];
      problems.push(`module cycle: ${loop.join(' -> ')} (closed by ${where})`);
    } else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(node, 'done');
}
for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node);

if (problems.length > 0) {
  console.error(`Module boundaries: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
const all = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).length;
console.log(`Module boundaries: ${all} modules, none reached into by another, no cycles.`);
