// No import cycles between files (issue 46): in apps/server/src and apps/web/src, no file imports
// itself round a loop of other files. Every static import and re-export counts, `import type` too (a
// type-only loop still ties the files together: none can be read, moved or split without the others).
// Dynamic `import()` does not count: it loads later, on demand, and is how a page is split off.
// Imports are resolved as TypeScript resolves them here: relative paths (with their extension, or a
// folder's index) and the `@bk/contracts/*` alias (packages/contracts/src/*). Run by `npm run lint`;
// prints each group of files that import each other round a loop, with one loop of it, and exits 1.
//
//   node scripts/check-cycles.mjs [folder ...]   (default: apps/server/src apps/web/src)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contracts = path.join(root, 'packages/contracts/src');
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

function filesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The source with comments and template literals blanked out (strings kept), so that only code is read. */
function codeOnly(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === "'" || c === '"') {
      // A string is kept as it is (an import's specifier is one), up to its closing quote or the line's end.
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '`') {
      // Template literals are blanked whole (an import inside one is text, not code).
      let j = i + 1;
      while (j < text.length && text[j] !== '`') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1).replace(/[^\n]/g, ' ');
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

// Static imports and re-exports: `import x from '…'`, `import type { X } from '…'`, `import '…'`,
// `export { x } from '…'`, `export * from '…'`, `export type { X } from '…'`, `import x = require('…')`.
const STATIC =
  /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s*)?['"]([^'"\n]+)['"]|(?:^|[\n;])\s*import\s+\w+\s*=\s*require\(\s*['"]([^'"\n]+)['"]\s*\)/g;

export function importsOf(text) {
  return [...codeOnly(text).matchAll(STATIC)].map((m) => m[1] ?? m[2]);
}

const exists = (file) => fs.existsSync(file) && fs.statSync(file).isFile();

/** The file a specifier names, or null when it is a package or not a source file. */
export function resolve(spec, fromFile) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else if (spec === '@bk/contracts' || spec.startsWith('@bk/contracts/'))
    base = path.join(contracts, spec.slice('@bk/contracts'.length));
  else return null;
  const withoutJs = base.replace(/\.(m|c)?js$/, '');
  const candidates = [
    base,
    `${withoutJs}.ts`,
    `${withoutJs}.tsx`,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  const found = candidates.find((file) => SOURCE.test(file) && exists(file));
  return found ?? null;
}

/** Strongly connected components (Tarjan), each a list of files that import each other round a loop. */
function loops(graph) {
  let index = 0;
  const indexes = new Map();
  const lows = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const strong = (start) => {
    // Iterative, so that a deep chain of imports does not overflow the call stack.
    const work = [[start, [...(graph.get(start) ?? [])], 0]];
    indexes.set(start, index);
    lows.set(start, index++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, nexts] = frame;
      if (frame[2] < nexts.length) {
        const next = nexts[frame[2]++];
        if (!indexes.has(next)) {
          indexes.set(next, index);
          lows.set(next, index++);
          stack.push(next);
          onStack.add(next);
          work.push([next, [...(graph.get(next) ?? [])], 0]);
        } else if (onStack.has(next)) lows.set(node, Math.min(lows.get(node), indexes.get(next)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        lows.set(parent, Math.min(lows.get(parent), lows.get(node)));
      }
      if (lows.get(node) === indexes.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1 || graph.get(node)?.has(node)) groups.push(group.sort());
      }
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexes.has(node)) strong(node);
  return groups;
}

/** The shortest loop through a group's first file (breadth-first inside the group). */
function oneLoop(graph, group) {
  const members = new Set(group);
  const start = group[0];
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [start];
        for (let at = node; at !== start; at = previous.get(at)) loop.splice(1, 0, at);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** Every import loop among the files under the folders: [{ files, loop }], files relative to base. */
export function findCycles(folders, base = root) {
  const graph = new Map();
  for (const file of folders.flatMap(filesOf)) {
    const targets = new Set();
    for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
      const target = resolve(spec, file);
      if (target !== null) targets.add(target);
    }
    graph.set(file, targets);
  }
  const name = (file) => path.relative(base, file);
  return loops(graph).map((group) => ({
    files: group.map(name),
    loop: oneLoop(graph, group).map(name),
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  const folders = (asked.length > 0 ? asked : ['apps/server/src', 'apps/web/src']).map((f) =>
    path.resolve(f),
  );
  const cycles = findCycles(folders, process.cwd());
  if (cycles.length > 0) {
    const lines = cycles.map(
      ({ files, loop }, i) =>
        `${i + 1}. ${files.length} file(s) import each other round a loop, e.g.\n   ${loop.join('\n   -> ')}\n   all of them: ${files.join(', ')}`,
    );
    console.error(`Import cycles: ${cycles.length}\n${lines.join('\n')}`);
    process.exit(1);
  }
  console.log(`Import cycles: none in ${folders.map((f) => path.relative(process.cwd(), f)).join(', ')}.`);
}
