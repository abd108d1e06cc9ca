// Issue 51 (decision 0055): each translation keeps the placeholders of its Polish message ({count},
// {example}, a plural's variable) and its link marks (<0>…</0>): `lingui check` passes a translation that
// renames one. Reads the web app's and the server's catalogues (apps/{web,server}/src/locales/<locale>/
// <catalogue>.po, decision 0056) and exits 1 naming each message whose placeholders differ.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogueFolders = ['apps/web/src/locales', 'apps/server/src/locales'].map((f) => path.join(root, f));

/** The messages of a .po catalogue by id (msgid -> msgstr, the quoted lines joined). */
export function readPo(text) {
  const messages = new Map();
  let id = null;
  let field = null;
  let value = '';
  const flush = () => {
    if (field === 'msgstr' && id !== null) messages.set(id, value);
    if (field === 'msgid') id = value;
  };
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      flush();
      field = start[1];
      value = JSON.parse(start[2]);
      continue;
    }
    if (/^".*"$/.test(line) && field) value += JSON.parse(line);
    else if (line.trim() === '' || line.startsWith('#')) {
      flush();
      field = null;
    }
  }
  flush();
  messages.delete('');
  return messages;
}

/** The variables a message names: `{name}`, `{count, plural, ...}`. */
export function placeholders(message) {
  const names = [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1]);
  const marks = [...message.matchAll(/<(\/?\d+)\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...marks])].sort();
}

/** Every catalogue of every language against its Polish one; exits 1 on a difference. */
function check() {
  const problems = [];
  let count = 0;
  for (const locales of catalogueFolders)
    for (const file of fs.readdirSync(path.join(locales, 'pl')).filter((name) => name.endsWith('.po'))) {
      const source = readPo(fs.readFileSync(path.join(locales, 'pl', file), 'utf8'));
      count += source.size;
      for (const locale of fs.readdirSync(locales)) {
        if (locale === 'pl' || !fs.statSync(path.join(locales, locale)).isDirectory()) continue;
        const target = readPo(fs.readFileSync(path.join(locales, locale, file), 'utf8'));
        for (const [id, polish] of source) {
          const translated = target.get(id);
          if (!translated) continue; // `lingui check missing` reports it
          const want = placeholders(polish).join(', ');
          const got = placeholders(translated).join(', ');
          if (want !== got)
            problems.push(`${locale}/${file} ${id}: {${got}} where the Polish message has {${want}}`);
        }
      }
    }
  if (problems.length) {
    console.error(`Translations whose placeholders differ from the Polish message:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(`i18n placeholders: every translation keeps its message's placeholders (${count} messages)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) check();
