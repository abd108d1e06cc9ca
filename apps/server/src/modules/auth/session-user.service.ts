import type { SessionUser } from '@bk/contracts/auth/session';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { unauthorized } from '../../lib/errors.ts';
import { isAnnouncementAdministrator, permissionsOf, userById } from '../users/index.ts';

export async function currentSessionUser(db: Kysely<DB>, userId: number): Promise<SessionUser> {
  const user = await userById(db, userId);
  if (!user) throw unauthorized();
  const permissions = await permissionsOf(db, userId);
  return {
    id: user.id,
    account_type: user.account_type,
    email: user.email,
    forename: user.forename,
    surname: user.surname,
    identifier: user.identifier,
    advertisement_manager_type: {
      is_author: true,
      is_admin: isAnnouncementAdministrator(permissions),
    },
    permissions,
  };
}
