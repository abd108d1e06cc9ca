// Checks a procedure file (teczka postępowania, issue 47, decisions 0047 and 0048) offline: the manifest's
// digests and sizes, nothing added or removed, every document's digest against its event, the manifest's
// signature by the portal's key, the signed head of the log and every event's inclusion proof. The same
// pure check as the portal's page /weryfikacja (@bk/contracts/audit/procedure-file).
// A receipt of an offer (JSON, decision 0049) is checked too: signed by a key of the portal, unchanged.
// Run: npm run audit:verify-file PLIK.zip|POTWIERDZENIE.json [-- --keys heads.json|https://portal/api/audit/heads]
//   --keys: the portal's published keys (GET /api/audit/heads, kept or fetched); without it the key that
//   signed the file is named for you to compare with them.
// Exit code 0: the file holds; 1: it does not (each failing part named); 2: it could not be read.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { procedureFileTexts, verifyProcedureFile } from '@bk/contracts/audit/procedure-file';
import { verifyReceipt } from '@bk/contracts/audit/transparency/receipt';
import { unzipSync } from 'fflate';

const { values, positionals } = parseArgs({ options: { keys: { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('Użycie: npm run audit:verify-file PLIK.zip');
  process.exit(2);
}
const trusted = values.keys ? await publishedKeys(values.keys) : null;
const bytes = new Uint8Array(await readFile(file).catch(() => new Uint8Array()));
if (bytes[0] === 0x7b) {
  if (!trusted) {
    console.error(
      'Potwierdzenie sprawdza się kluczami portalu: podaj --keys (np. https://portal/api/audit/heads).',
    );
    process.exit(2);
  }
  const receipt = await verifyReceipt(new TextDecoder().decode(bytes), trusted);
  if (receipt.ok) {
    console.log(
      `Potwierdzenie zgodne: oferta złożona ${receipt.receipt.submitted_at} (czas serwera), ogłoszenie nr ${receipt.receipt.announcement.number}, SHA-256 ${receipt.receipt.offer_sha256}, klucz ${receipt.receipt.key_id}.`,
    );
  } else console.log(`Potwierdzenie niezgodne: ${receipt.reason}`);
  process.exit(receipt.ok ? 0 : 1);
}
let entries: Map<string, Uint8Array>;
try {
  const unzipped = unzipSync(bytes);
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
const check = await verifyProcedureFile(entries, trusted);
if (check.announcement)
  console.log(
    `Teczka ogłoszenia nr ${check.announcement.number ?? '-'} (${check.announcement.id}), zbudowana ${check.builtAt}`,
  );
const mark = { ok: 'OK ', fail: 'BŁĄD', unchecked: '--  ' } as const;
for (const part of check.parts) console.log(`${mark[part.status]} ${part.part}: ${part.message}`);
console.log(check.verdict);
process.exitCode = check.ok ? 0 : 1;
