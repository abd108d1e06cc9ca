// Checks a procedure file (teczka postępowania, issue 47, decisions 0047 and 0048) offline: the manifest's
// digests and sizes, nothing added or removed, every document's digest against its event, the manifest's
// signature by the portal's key, the signed head of the log and every event's inclusion proof. The same
// pure check as the portal's page /weryfikacja (@bk/contracts/audit/procedure-file).
// Run: npm run audit:verify-file PLIK.zip [-- --keys heads.json|https://portal/api/audit/heads]
//   --keys: the portal's published keys (GET /api/audit/heads, kept or fetched); without it the key that
//   signed the file is named for you to compare with them.
// Exit code 0: the file holds; 1: it does not (each failing part named); 2: it could not be read.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { procedureFileTexts, verifyProcedureFile } from '@bk/contracts/audit/procedure-file';
import { unzipSync } from 'fflate';

const { values, positionals } = parseArgs({ options: { keys: { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('Użycie: npm run audit:verify-file PLIK.zip');
  process.exit(2);
}
let entries: Map<string, Uint8Array>;
try {
  const unzipped = unzipSync(new Uint8Array(await readFile(file)));
  entries = new Map(Object.entries(unzipped).filter(([path]) => !path.endsWith('/')));
} catch (error) {
  console.error(`${procedureFileTexts.notZip} (${error instanceof Error ? error.message : String(error)})`);
  process.exit(2);
}
/** The keys of /api/audit/heads' answer (its envelope or its data), from a file or an address. */
async function publishedKeys(source: string): Promise<Record<string, string>> {
  const text = /^https?:\/\//.test(source)
    ? await (await fetch(source)).text()
    : await readFile(source, 'utf8');
  const parsed = JSON.parse(text) as { data?: { keys?: unknown }; keys?: unknown };
  const keys = (parsed.data?.keys ?? parsed.keys ?? []) as { key_id: string; public_key: string }[];
  return Object.fromEntries(keys.map((k) => [k.key_id, k.public_key]));
}
const trusted = values.keys ? await publishedKeys(values.keys) : null;
const check = await verifyProcedureFile(entries, trusted);
if (check.announcement)
  console.log(
    `Teczka ogłoszenia nr ${check.announcement.number ?? '-'} (${check.announcement.id}), zbudowana ${check.builtAt}`,
  );
const mark = { ok: 'OK ', fail: 'BŁĄD', unchecked: '--  ' } as const;
for (const part of check.parts) console.log(`${mark[part.status]} ${part.part}: ${part.message}`);
console.log(check.verdict);
process.exitCode = check.ok ? 0 : 1;
