import type { Insertable, Kysely } from 'kysely';
import type { DB, FilesTable } from '../../db/schema.ts';

export function insertFile(db: Kysely<DB>, file: Insertable<FilesTable>) {
  return db.insertInto('files').values(file).returning('id').executeTakeFirstOrThrow();
}

export function findFileById(db: Kysely<DB>, id: number) {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Files with their uploader's name, as the API presents them. */
export function findFilesWithUploader(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('files')
    .innerJoin('users', 'users.id', 'files.uploaded_by')
    .select([
      'files.id',
      'files.name',
      'files.size',
      'files.sha256',
      'files.created_at',
      'files.owner_kind',
      'files.owner_id',
      'files.uploaded_by',
      'users.forename',
      'users.surname',
    ])
    .where('files.id', 'in', ids)
    .orderBy('files.id')
    .execute();
}

/** The stored facts of files (name, size, SHA-256, storage key). */
export function findStoredFiles(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('files')
    .select(['id', 'name', 'sha256', 'storage_key', 'size', 'sealing'])
    .where('id', 'in', ids)
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
