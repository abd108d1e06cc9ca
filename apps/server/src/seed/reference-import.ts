import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import { referenceDataDir } from './reference-data.ts';

/**
 * Runs one reference-data import unless the same source files were imported already (their checksum is
 * recorded in reference_imports). The import replaces the table contents in one transaction.
 */
export async function importOnce(
  db: Kysely<DB>,
  name: string,
  files: string[],
  run: (trx: Transaction<DB>) => Promise<void>,
  now: Date,
): Promise<boolean> {
  const hash = createHash('sha256');
  for (const file of files) hash.update(fs.readFileSync(path.join(referenceDataDir, file)));
  const checksum = hash.digest('hex');
  const done = await db
    .selectFrom('reference_imports')
    .select('checksum')
    .where('name', '=', name)
    .executeTakeFirst();
  if (done?.checksum === checksum) return false;
  await db.transaction().execute(async (trx) => {
    await run(trx);
    await trx
      .insertInto('reference_imports')
      .values({ name, checksum, imported_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ checksum, imported_at: now }))
      .execute();
  });
  return true;
}

/** Inserts rows in batches (one statement per batch). */
export async function insertInBatches<T extends Record<string, unknown>>(
  insert: (rows: T[]) => Promise<unknown>,
  rows: T[],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Minimal CSV reader for the GUS files (comma-separated, optional double quotes). */
export function parseCsv(text: string): Record<string, string>[] {
  const lines = text.split(/\r?\n/).filter((line) => line.length > 0);
  const header = splitCsvLine(lines[0] ?? '');
  return lines.slice(1).map((line) => {
    const cells = splitCsvLine(line);
    return Object.fromEntries(header.map((key, i) => [key, cells[i] ?? '']));
  });
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(current);
      current = '';
    } else current += ch;
  }
  cells.push(current);
  return cells;
}
