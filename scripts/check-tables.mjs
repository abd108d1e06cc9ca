// Every table has one owner (issue 46): each table of the database (schema.ts's DB) belongs to one
// module, the one that writes it (apps/server/src/db/table-owners.json, table -> the module's folder
// name). A module's non-test files name only its own tables; another module's table is reached through
// the owner's index.ts (a function saying what it does, or a query fragment the owner exports). The
// check reads each module's files for table references: Kysely's `selectFrom('t')` / `selectFrom('t as
// x')` / `selectFrom(['t', 'u'])`, `insertInto`, `updateTable`, `deleteFrom`, `innerJoin`, `leftJoin`,
// `rightJoin`, `fullJoin`, `using`, `mergeInto`, `with`, `sql.table('t')`, and raw `sql` templates
// (`from t`, `join t`, `update t`, `insert into t`, `delete from t`, `merge into t`). Migrations, the
// demo seed (src/seed) and tests are outside the rule (they are not in a module, or are tests).
//
// The references that break the rule and are not yet removed are listed, each with its file, table and
// owner, in apps/server/src/db/table-owners.known.json: the check prints their count; a violation not in
// that list fails, and so does an entry of the list that no longer occurs (remove it: the list only
// shrinks). Run by `npm run lint`; prints each new violation with its file, line and owner, exits 1.
//
//   node scripts/check-tables.mjs [modules-folder schema.ts owners.json known.json]
//   node scripts/check-tables.mjs --report      (every module's references per table, writes marked)
//   node scripts/check-tables.mjs --prune       (drops the list's entries that no longer occur)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function filesOf(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * Owners that are no module: `db` (the ground floor's own tables, e.g. app_secrets read and written by
 * db/secrets.ts) and `seed` (the demo seed's bookkeeping, seed_runs). No module names their tables.
 */
const OUTSIDE_MODULES = new Set(['db', 'seed']);

const isTest = (file) => /\.test\.tsx?$/.test(file);

/** The tables of `export interface DB { ... }` in the schema file. */
export function tablesOf(schemaText) {
  const start = schemaText.indexOf('export interface DB {');
  if (start === -1) throw new Error('schema: no `export interface DB {`');
  const body = schemaText.slice(start, schemaText.indexOf('\n}', start));
  return [...body.matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm)].map((m) => m[1]);
}

/** The source with comments blanked (newlines kept, so offsets keep their lines). */
function withoutComments(text) {
  let out = '';
  let i = 0;
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      let j = i;
      while (j < text.length && text[j] !== '\n') j++;
      out += blank(text.slice(i, j));
      i = j;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      // Strings and templates are kept as they are (comment markers inside them are text).
      let j = i + 1;
      while (j < text.length && text[j] !== c && (c === '`' || text[j] !== '\n'))
        j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'mergeInto', 'replaceInto']);
const KYSELY =
  /\.\s*(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|using|mergeInto|replaceInto|with|table)\s*\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const RAW = /\b(from|join|update|into)\s+("?)([a-z_][a-z0-9_]*)\2/gi;

/** The text of each `sql` template (with its start offset); `${...}` parts are read as code elsewhere. */
function sqlTemplates(code) {
  const found = [];
  const opener = /\bsql\s*(?:<[^`]*?>)?\s*`/g;
  for (const m of code.matchAll(opener)) {
    let i = m.index + m[0].length;
    let depth = 0;
    let text = '';
    const start = i;
    while (i < code.length) {
      const c = code[i];
      if (depth === 0 && c === '`') break;
      if (depth === 0 && c === '$' && code[i + 1] === '{') {
        depth = 1;
        text += '  ';
        i += 2;
        continue;
      }
      if (depth > 0) {
        if (c === '{') depth++;
        else if (c === '}') depth--;
        text += c === '\n' ? '\n' : ' ';
      } else text += c === '\\' ? ' ' : c;
      i++;
    }
    found.push({ start, text });
  }
  return found;
}

/** Every table reference of a file's code: [{ table, line, write }]. */
export function referencesOf(text, tables) {
  const known = new Set(tables);
  const code = withoutComments(text);
  const lineAt = (offset) => code.slice(0, offset).split('\n').length;
  const refs = [];
  for (const m of code.matchAll(KYSELY)) {
    const names = [...m[2].matchAll(/['"]\s*([a-z_][a-z0-9_]*)(?:\s+as\s+\w+)?\s*['"]/gi)].map((n) => n[1]);
    for (const table of names) {
      if (!known.has(table)) continue; // a CTE's name, an alias, a column
      refs.push({ table, line: lineAt(m.index), write: WRITES.has(m[1]) });
    }
  }
  for (const { start, text: template } of sqlTemplates(code)) {
    for (const m of template.matchAll(RAW)) {
      const table = m[3].toLowerCase();
      if (!known.has(table)) continue;
      const before = template.slice(Math.max(0, m.index - 8), m.index).toLowerCase();
      const write =
        /update/i.test(m[1]) || /into/i.test(m[1]) || (/from/i.test(m[1]) && /delete\s*$/.test(before));
      refs.push({ table, line: lineAt(start + m.index), write });
    }
  }
  return refs;
}

/** Each module's references to other modules' tables, and the map's own problems. */
export function findViolations({ modulesDir, schemaFile, ownersFile, base = root }) {
  const tables = tablesOf(fs.readFileSync(schemaFile, 'utf8'));
  const owners = JSON.parse(fs.readFileSync(ownersFile, 'utf8'));
  const modules = new Set(
    fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name),
  );
  const mapProblems = [];
  for (const table of tables) {
    if (!(table in owners)) mapProblems.push(`${table}: no owner in ${path.relative(base, ownersFile)}`);
    else if (!modules.has(owners[table]) && !OUTSIDE_MODULES.has(owners[table]))
      mapProblems.push(`${table}: owner ${owners[table]} is no module`);
  }
  for (const table of Object.keys(owners)) {
    if (!tables.includes(table)) mapProblems.push(`${table}: in the map, not in schema.ts's DB`);
  }
  const violations = [];
  const references = [];
  for (const file of filesOf(modulesDir)) {
    if (isTest(file)) continue;
    const module = path.relative(modulesDir, file).split(path.sep)[0];
    const where = path.relative(base, file).split(path.sep).join('/');
    for (const ref of referencesOf(fs.readFileSync(file, 'utf8'), tables)) {
      references.push({ module, file: where, ...ref });
      const owner = owners[ref.table];
      if (owner !== undefined && owner !== module)
        violations.push({ file: where, table: ref.table, owner, ...ref });
    }
  }
  return { tables, owners, mapProblems, violations, references };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const report = args.includes('--report');
  const prune = args.includes('--prune');
  const paths = args.filter((a) => !a.startsWith('--'));
  const [modulesDir, schemaFile, ownersFile, knownFile] = paths.length
    ? paths.map((a) => path.resolve(a))
    : [
        path.join(root, 'apps/server/src/modules'),
        path.join(root, 'apps/server/src/db/schema.ts'),
        path.join(root, 'apps/server/src/db/table-owners.json'),
        path.join(root, 'apps/server/src/db/table-owners.known.json'),
      ];
  const base = process.cwd();
  const { tables, mapProblems, violations, references } = findViolations({
    modulesDir,
    schemaFile,
    ownersFile,
    base,
  });
  if (report) {
    for (const table of tables) {
      const byModule = new Map();
      for (const r of references.filter((r) => r.table === table)) {
        const entry = byModule.get(r.module) ?? { reads: 0, writes: 0 };
        entry[r.write ? 'writes' : 'reads']++;
        byModule.set(r.module, entry);
      }
      console.log(`${table}: ${[...byModule].map(([m, e]) => `${m}(w${e.writes} r${e.reads})`).join(' ')}`);
    }
    process.exit(0);
  }
  let known = knownFile && fs.existsSync(knownFile) ? JSON.parse(fs.readFileSync(knownFile, 'utf8')) : [];
  const key = (v) => `${v.file} ${v.table} ${v.owner}`;
  const knownKeys = new Set(known.map(key));
  const found = new Set(violations.map(key));
  const fresh = violations.filter((v) => !knownKeys.has(key(v)));
  const gone = known.filter((k) => !found.has(key(k)));
  if (prune && gone.length > 0) {
    // Drops the entries that no longer occur (never adds one): after a violation is removed.
    const kept = known.filter((k) => found.has(key(k)));
    known = kept;
    fs.writeFileSync(knownFile, `${JSON.stringify(kept, null, 2)}\n`);
    console.log(
      `Table owners: ${gone.length} entr(ies) no longer occurring removed from ${path.relative(base, knownFile)}.`,
    );
    gone.length = 0;
  }
  const problems = [
    ...mapProblems,
    ...fresh.map(
      (v) => `${v.file}:${v.line}: ${v.write ? 'writes' : 'reads'} ${v.table}, owned by ${v.owner}`,
    ),
    ...gone.map(
      (k) =>
        `${k.file}: no longer names ${k.table} (owned by ${k.owner}): remove it from ${path.relative(base, knownFile)}`,
    ),
  ];
  if (problems.length > 0) {
    console.error(`Table owners: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  const knownCount = violations.length;
  console.log(
    `Table owners: ${tables.length} tables, each with one owner; ${knownCount} known reference(s) to another module's table left (${known.length} file/table pair(s) in ${path.relative(base, knownFile)}), none new.`,
  );
}
