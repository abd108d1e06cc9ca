import { type Insertable, type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB, DocumentTextsTable } from '../../db/schema.ts';

// The statements of the documents module: the text read from attached files (document_texts).

type Db = Kysely<DB> | Transaction<DB>;

/** Which of the files were read already (a file's bytes never change: it is read once). */
export async function readFileIds(db: Db, fileIds: readonly number[]): Promise<Set<number>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('document_texts')
    .select('file_id')
    .where('file_id', 'in', fileIds)
    .execute();
  return new Set(rows.map((r) => Number(r.file_id)));
}

export async function saveDocumentText(db: Db, row: Insertable<DocumentTextsTable>) {
  await db
    .insertInto('document_texts')
    .values(row)
    .onConflict((oc) => oc.column('file_id').doNothing())
    .execute();
}

/** The texts of files that gave one, by file id (`prefix`: only their first so many characters). */
export async function textsOf(
  db: Db,
  fileIds: readonly number[],
  prefix?: number,
): Promise<Map<number, string>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('document_texts')
    .select(['file_id', prefix === undefined ? 'text' : sql<string>`left(text, ${prefix})`.as('text')])
    .where('file_id', 'in', fileIds)
    .where('state', '=', 'indexed')
    .execute();
  return new Map(rows.map((r) => [Number(r.file_id), r.text]));
}

/**
 * Every file of an owner (`files`: a query of their ids, the files module's) and whether it was read,
 * and why not, in one statement: the announcement's page asks it on every view.
 */
export async function ownerStates(db: Db, files: RawBuilder<unknown>) {
  const { rows } = await sql<{ file_id: number; state: 'indexed' | 'no_text' | null; reason: string | null }>`
    select f.id as file_id, t.state, t.reason
      from (${files}) f left join document_texts t on t.file_id = f.id
     order by f.id`.execute(db);
  return rows.map((r) => ({ ...r, file_id: Number(r.file_id) }));
}

/** Whether each file was read, and why not (its text is not read here). */
export async function statesOf(db: Db, fileIds: readonly number[]) {
  if (fileIds.length === 0) return [];
  return db
    .selectFrom('document_texts')
    .select(['file_id', 'state', 'reason'])
    .where('file_id', 'in', fileIds)
    .execute();
}
