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
