// Checks a procedure file (teczka postępowania, issue 47, decision 0047) offline: the manifest's digests
// and sizes, nothing added or removed, every document's digest against its event. The same pure check
// as the portal's page /weryfikacja (@bk/contracts/audit/procedure-file).
// Run: npm run audit:verify-file PLIK.zip
// Exit code 0: the file holds; 1: it does not (each failing part named); 2: it could not be read.
import { readFile } from 'node:fs/promises';
import { checkProcedureFile, procedureFileTexts } from '@bk/contracts/audit/procedure-file';
import { unzipSync } from 'fflate';

const file = process.argv[2];
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
const check = checkProcedureFile(entries);
if (check.announcement)
  console.log(
    `Teczka ogłoszenia nr ${check.announcement.number ?? '-'} (${check.announcement.id}), zbudowana ${check.builtAt}`,
  );
const mark = { ok: 'OK ', fail: 'BŁĄD', unchecked: '--  ' } as const;
for (const part of check.parts) console.log(`${mark[part.status]} ${part.part}: ${part.message}`);
console.log(check.verdict);
process.exitCode = check.ok ? 0 : 1;
