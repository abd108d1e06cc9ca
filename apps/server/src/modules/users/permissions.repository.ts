import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function listPermissionsOfUser(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('permissions')
    .leftJoin('implementation_levels', 'implementation_levels.id', 'permissions.level_id')
    .select([
      'permissions.group_name',
      'permissions.flags',
      'permissions.level_id',
      'implementation_levels.kind as level_kind',
      'implementation_levels.code as level_code',
      'implementation_levels.name as level_name',
    ])
    .where('permissions.user_id', '=', userId)
    .orderBy('permissions.id')
    .execute();
}
