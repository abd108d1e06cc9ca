import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB, UploadRefusal } from '../../db/schema.ts';

/**
 * The SQL of resumable uploads (issue 50, decision 0051; migration 0041). A part is counted by one
 * conditional statement (`received` equal to the part's start), so of two requests appending at the same
 * offset only one counts; the checking of a whole upload is claimed the same way, for a while
 * (`checking_until`), so a process that died while checking leaves it to the next request.
 */
type Db = Kysely<DB> | Transaction<DB>;

const UPLOAD_COLUMNS = [
  'id',
  'token',
  'user_id',
  'context',
  'name',
  'length',
  'received',
  'sealing',
  'state',
  'checking_until',
  'writing_until',
  'file_id',
  'refusal',
  'expires_at',
] as const;

export type UploadRow = NonNullable<Awaited<ReturnType<typeof findUpload>>>;

export function insertUpload(
  db: Db,
  row: {
    token: string;
    user_id: number;
    context: string;
    name: string | null;
    length: number;
    sealing: string | null;
    created_at: Date;
    expires_at: Date;
  },
) {
  return db.insertInto('resumable_uploads').values(row).returning(['id']).executeTakeFirstOrThrow();
}

/** An upload by its token, if it is the user's and not expired (else undefined: the same 404 for all). */
export function findUpload(db: Db, token: string, userId: number, now: Date) {
  return db
    .selectFrom('resumable_uploads')
    .select(UPLOAD_COLUMNS)
    .where('token', '=', token)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Counts a stored part: adds it and moves `received` past it, only while the upload still receives and
 * has received exactly up to the part's start. False when another request got there first.
 */
export async function addPart(
  trx: Transaction<DB>,
  part: { upload_id: number; start: number; size: number; storage_key: string; seal: string | null },
): Promise<boolean> {
  const moved = await trx
    .updateTable('resumable_uploads')
    .set({ received: sql`received + ${part.size}` })
    .where('id', '=', part.upload_id)
    .where('state', '=', 'receiving')
    .where('received', '=', part.start)
    .where(sql<boolean>`received + ${part.size} <= length`)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await trx.insertInto('resumable_upload_parts').values(part).execute();
  return true;
}

/**
 * Claims the checking of a whole upload until `until`: one that receives and has all its bytes, or one
 * whose checker's claim ran out. False when another process checks it (or it is decided).
 */
export async function claimChecking(db: Db, id: number, now: Date, until: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('resumable_uploads')
    .set({ state: 'checking', checking_until: until })
    .where('id', '=', id)
    .where('received', '=', sql<number>`length`)
    .where((eb) =>
      eb.or([
        eb('state', '=', 'receiving'),
        eb.and([eb('state', '=', 'checking'), eb('checking_until', '<', now)]),
      ]),
    )
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Holds the upload for a PATCH until `until`, unless another holds it now. */
export async function claimWriting(db: Db, id: number, now: Date, until: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('resumable_uploads')
    .set({ writing_until: until })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('writing_until', 'is', null), eb('writing_until', '<', now)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Extends (a date) or gives up (null) a PATCH's hold of the upload. */
export async function holdWriting(db: Db, id: number, until: Date | null): Promise<void> {
  await db.updateTable('resumable_uploads').set({ writing_until: until }).where('id', '=', id).execute();
}

/** Gives up a claim of checking (the server failed at it): the next request checks again. */
export async function releaseChecking(db: Db, id: number): Promise<void> {
  await db
    .updateTable('resumable_uploads')
    .set({ state: 'receiving', checking_until: null })
    .where('id', '=', id)
    .where('state', '=', 'checking')
    .execute();
}

/** The parts of an upload in order. */
export function uploadParts(db: Db, uploadId: number) {
  return db
    .selectFrom('resumable_upload_parts')
    .select(['start', 'size', 'storage_key', 'seal'])
    .where('upload_id', '=', uploadId)
    .orderBy('start')
    .execute();
}

/** Records what the check decided (the file, or the refusal) and drops the parts' rows; their keys. */
export async function decideUpload(
  db: Db,
  id: number,
  outcome: { file_id: number } | { refusal: UploadRefusal },
): Promise<void> {
  await db
    .updateTable('resumable_uploads')
    .set(
      'file_id' in outcome
        ? { state: 'done', file_id: outcome.file_id, checking_until: null }
        : { state: 'refused', refusal: JSON.stringify(outcome.refusal), checking_until: null },
    )
    .where('id', '=', id)
    .execute();
}

/** Deletes the parts' rows of an upload; the storage keys they had. */
export async function deleteParts(db: Db, uploadId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('resumable_upload_parts')
    .where('upload_id', '=', uploadId)
    .returning('storage_key')
    .execute();
  return rows.map((r) => r.storage_key);
}

/** Deletes an upload (its parts' rows go with it), in the caller's transaction; the storage keys of its parts. */
export async function deleteUpload(trx: Transaction<DB>, id: number): Promise<string[]> {
  const keys = await deleteParts(trx, id);
  await trx.deleteFrom('resumable_uploads').where('id', '=', id).execute();
  return keys;
}

/** A batch of uploads past their expiry. */
export function expiredUploads(db: Db, now: Date, limit: number) {
  return db
    .selectFrom('resumable_uploads')
    .select(['id'])
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

// Issue 46 and 50: an offer's upload's data key, for the keys module's check and rotation.

export const sealedUploadKeys = {
  notUnder: (db: Kysely<DB>, current: string, limit: number) =>
    db
      .selectFrom('resumable_uploads')
      .select(['id', 'sealing'])
      .where('sealing', 'is not', null)
      .where(sql<boolean>`sealing->>'key_id' <> ${current}`)
      .orderBy('id')
      .limit(limit)
      .execute(),
  rewrap: async (db: Kysely<DB>, id: number, oldKeyId: string, sealing: string) => {
    await db
      .updateTable('resumable_uploads')
      .set({ sealing: sql`${sealing}::jsonb` })
      .where('id', '=', id)
      .where(sql<boolean>`sealing->>'key_id' = ${oldKeyId}`)
      .execute();
  },
  keyIds: () =>
    sql<{
      key_id: string;
    }>`select sealing->>'key_id' as key_id from resumable_uploads where sealing is not null`,
};
