import { type Insertable, type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB, FilesTable } from '../../db/schema.ts';
import { joinUser, userNames } from '../users/index.ts';

export function insertFile(db: Kysely<DB>, file: Insertable<FilesTable>) {
  return db.insertInto('files').values(file).returning('id').executeTakeFirstOrThrow();
}

export function findFileById(db: Kysely<DB>, id: number) {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Files with their uploader's name, as the API presents them. */
export function findFilesWithUploader(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return joinUser(db.selectFrom('files'), 'u', 'files.uploaded_by')
    .select([
      'files.id',
      'files.name',
      'files.size',
      'files.sha256',
      'files.created_at',
      'files.owner_kind',
      'files.owner_id',
      'files.uploaded_by',
      'files.sealing',
      'u.forename',
      'u.surname',
    ])
    .where('files.id', 'in', ids)
    .orderBy('files.id')
    .execute();
}

/** The stored facts of files (name, size, SHA-256, storage key; the first two sealed for an offer's file). */
export function findStoredFiles(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('files')
    .select(['id', 'name', 'sha256', 'storage_key', 'size', 'sealing'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * For another module (the documents module's reading of attachments): the stored facts of the owner's
 * files among `ids`, only plain ones (never a sealed offer's file, whatever the ids say).
 */
export function plainOwnerFiles(db: Kysely<DB>, ownerKind: string, ownerId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('files')
    .select(['id', 'name', 'size', 'storage_key', 'sealing'])
    .where('id', 'in', ids)
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', '=', ownerId)
    .where('sealing', 'is', null)
    .execute();
}

export function findOwnerFileIds(db: Kysely<DB>, ownerKind: string, ownerId: number) {
  return db
    .selectFrom('files')
    .select('id')
    .where('owner_kind', '=', ownerKind)
    .where('owner_id', '=', ownerId)
    .orderBy('id')
    .execute();
}

/** Links the uploader's unattached files to an owner; returns the ids it linked. */
export function linkUnattachedFiles(
  db: Kysely<DB>,
  link: { ids: number[]; ownerKind: string; ownerId: number; userId: number },
) {
  return db
    .updateTable('files')
    .set({ owner_kind: link.ownerKind, owner_id: link.ownerId })
    .where('id', 'in', link.ids)
    .where('owner_kind', 'is', null)
    .where('uploaded_by', '=', link.userId)
    .returning('id')
    .execute();
}

/** New rows for the same stored bytes, attached to another owner; returns old id -> new id. */
export async function duplicateFiles(
  db: Kysely<DB>,
  copy: { ids: number[]; ownerKind: string; ownerId: number; fromOwnerKind: string; fromOwnerId: number },
) {
  if (copy.ids.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where('id', 'in', copy.ids)
    .where('owner_kind', '=', copy.fromOwnerKind)
    .where('owner_id', '=', copy.fromOwnerId)
    .execute();
  const map = new Map<number, number>();
  for (const row of rows) {
    const { id: oldId, sealing, ...rest } = row;
    const inserted = await db
      .insertInto('files')
      .values({
        ...rest,
        sealing: sealing ? JSON.stringify(sealing) : null,
        owner_kind: copy.ownerKind,
        owner_id: copy.ownerId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    map.set(oldId, inserted.id);
  }
  return map;
}

/** A batch of offer files whose name and digest are still plain (written before issue 44), by id. */
export function offerFilesWithPlainFacts(db: Kysely<DB>, context: string, afterId: number, limit: number) {
  return db
    .selectFrom('files')
    .select(['id', 'name', 'sha256', 'sealing'])
    .where('context', '=', context)
    .where('name', 'is not', null)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Keeps a file's name and digest sealed (`sealing` with its `facts`) and drops the plain ones, unless
 * the row changed meanwhile (a rotation rewrapped its key: the next run seals it).
 */
export async function sealFactsIfUnchanged(
  db: Kysely<DB>,
  row: { id: number; keyId: string | null; sealing: string },
) {
  await db
    .updateTable('files')
    .set({ name: null, sha256: null, content_type: SEALED_CONTENT_TYPE, sealing: sql`${row.sealing}::jsonb` })
    .where('id', '=', row.id)
    .where('name', 'is not', null)
    .where(sql<boolean>`sealing->>'key_id' is not distinct from ${row.keyId}`)
    .execute();
}

/** What a file with a sealed name is kept as: its type would tell the name's extension. */
export const SEALED_CONTENT_TYPE = 'application/octet-stream';

/**
 * For a CTE of another module's single statement (the offer's write): the listed files that are still
 * the user's unattached uploads, locked for the statement.
 */
export function unattachedUploadsLocked(ids: readonly number[], userId: number) {
  return sql`select id from files
                where id in (${sql.join(ids)}) and owner_kind is null and uploaded_by = ${userId}
                for update`;
}

/** For another module's single statement: the ids of an owner's files, in id order (as `id`). */
export function ownerFileIdsQuery(ownerKind: string, ownerId: number) {
  return sql`select id from files where owner_kind = ${ownerKind} and owner_id = ${ownerId}`;
}

/**
 * For a CTE of another module's single statement: attaches the files whose ids `ids` selects to the
 * owner (`ownerKind`, and the id `ownerId` reads from the statement's `from`).
 */
export function filesAttach(
  ownerKind: string,
  ownerId: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
  ids: RawBuilder<unknown>,
) {
  return sql`update files set owner_kind = ${ownerKind}, owner_id = ${ownerId} from ${from}
                where files.id in (${ids})`;
}

/** A batch of sealed files whose key is wrapped by another master key than `current`. */
export function sealedFilesNotUnder(db: Kysely<DB>, current: string, limit: number) {
  return db
    .selectFrom('files')
    .select(['id', 'sealing'])
    .where('sealing', 'is not', null)
    .where(sql<boolean>`sealing->>'key_id' <> ${current}`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function rewrapFileKey(db: Kysely<DB>, id: number, oldKeyId: string, sealing: string) {
  await db
    .updateTable('files')
    .set({ sealing: sql`${sealing}::jsonb` })
    .where('id', '=', id)
    .where(sql<boolean>`sealing->>'key_id' = ${oldKeyId}`)
    .execute();
}

/**
 * The sealed files' data keys, for the master key's check and rotation (keys module), which does not
 * read or write files: the keys their keys are wrapped with, and the rewrapping.
 */
export const sealedFilesKeys = {
  notUnder: sealedFilesNotUnder,
  rewrap: rewrapFileKey,
  keyIds: sealedFileKeyIds,
};

/**
 * For another module's select (the offer's write context): the listed files with their uploader's
 * name, as a JSON array in id order (`[]` for none).
 */
export function filesWithUploaderJson(ids: readonly number[]) {
  return sql`(select coalesce(json_agg(f order by f.id), '[]') from (
              select f.id, f.name, f.size, f.sha256, f.created_at, f.owner_kind, f.owner_id, f.uploaded_by,
                     f.sealing, fu.forename, fu.surname
                from files f join (${userNames()}) fu on fu.id = f.uploaded_by
               where f.id in (${sql.join(ids)})) f)`;
}

// ---------------------------------------------------------------------------------------------------
// Issue 46: for the keys module's check of the master keys (handed in with `sealedFileKeys`).

/** For another module's select: a subquery of the master key id of every sealed file (`key_id`). */
export function sealedFileKeyIds() {
  return sql<{ key_id: string }>`select sealing->>'key_id' as key_id from files where sealing is not null`;
}
