import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { listContactPersons } from './profile.repository.ts';

/** The users module: what other modules may use of it (decision 0030). */
export {
  accountOfLogin,
  isSubjectBlocked,
  type LoginProfile,
  ownerAsCreator,
  recordLogin,
  syncAccountProfile,
  userById,
  userIdByEmail,
  userOfSubject,
} from './accounts.service.ts';
export { adminUsersRoutes } from './admin-users.routes.ts';
export { type BlockingDeps, setBlocked } from './admin-users.service.ts';
export {
  hasPermission,
  hasScopedPermission,
  isAnnouncementAdministrator,
  permissionsOf,
} from './permissions.service.ts';
// Reads of the users for other modules, complete or as pieces of their statements (issue 46).
export { bidderWithSubject, bidderWithSubjectRow, hasEconomicSubject } from './profile.repository.ts';
export { profileRoutes } from './profile.routes.ts';
export { countryName, subjectColumns } from './profile.service.ts';
export {
  activeUserEmails,
  activeUsersAmong,
  userContactJsonOf,
  userName,
  userNameColumns,
} from './reads.repository.ts';
export { assertMayBlock, canPreviewUsers } from './users.policy.ts';

/** The user's contact persons, for the announcement form's dictionaries (registered by the app). */
export async function contactPersonParts(db: Kysely<DB>, userId: number) {
  return { contact_persons: await listContactPersons(db, userId) };
}

// ---------------------------------------------------------------------------------------------------
// Issue 46: the permissions' and dictionaries' reads the users are handed (app.ts), and the users'
// names as a subquery for another module's join (the files' uploaders).
export { registerUserReads, type UserReads } from './handed-reads.ts';
/** The announcements' reads of the economic subjects and contact persons, as pieces of their statements. */
export {
  contactPersonsOfUser,
  type EconomicSubjectRow,
  economicSubjectOfUser,
  leftJoinEconomicSubject,
  subjectIdentificationNumberOf,
  userNames,
} from './reads.repository.ts';
// For the demo seed (src/seed), which writes its users as the portal would.
/** A user's name as a subquery of another module's select (the content's audit names). */
/** The users joined into another module's select, and a user's blocking as a condition (issue 46). */
/** For the permissions' packages and history: a user's row locked, or found by e-mail or identifier. */
/** The audit's actors: a user's name and e-mail as a subquery, and the ids of the users with an e-mail. */
/** The account panel's portal users, as subqueries of identity's reads of the accounts. */
export {
  findUserByEmailOrIdentifier,
  findUserBySubject,
  insertUser,
  joinUser,
  leftJoinUser,
  lockUser,
  portalUserById,
  portalUserOfAccount,
  userContactOf,
  userIdsWithEmail,
  userIsBlocked,
  userNameOf,
} from './users.repository.ts';
