import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { announcementNoticeFacts, authorOf, favoritersOf } from '../announcements/index.ts';
import { biddersOf, draftersOf } from '../offers/index.ts';
import { auditLogAdministrators } from '../permissions/index.ts';
import { askerOf } from '../questions/index.ts';
import { activeUserEmails, activeUsersAmong } from '../users/index.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * How a user follows an announcement: its author, a bidder (an offer submitted or withdrawn), a
 * favourite, the asker of the question an event concerns, or a bidder with a draft offer (told only of
 * a failure of the portal before the deadline, issue 50).
 */
export type FollowRole = 'author' | 'bidder' | 'favorite' | 'asker' | 'drafter';

/** What a notification names of its announcement. */
export type AnnouncementFacts = {
  id: number;
  number: string | null;
  title: string;
  status: string;
  owner_id: number;
  submission_deadline: Date | null;
};

/** The announcement's facts (announcements' read). */
export async function announcementFacts(db: Db, id: number): Promise<AnnouncementFacts | undefined> {
  return announcementNoticeFacts(db, id);
}

export type Follower = {
  user_id: number;
  email: string;
  /** The language of the user's e-mails (issue 51). */
  language: 'pl' | 'en';
  role: FollowRole;
  offer_set_id: number | null;
};

/**
 * The users who follow the announcement in the given roles, with their e-mail addresses; blocked
 * users are left out. A user may appear in several roles (a bidder who also keeps it as a favourite).
 * The asker is of the question `questionId` (none without it).
 */
export async function followers(
  db: Db,
  announcementId: number,
  roles: readonly FollowRole[],
  questionId?: number,
) {
  if (roles.length === 0) return [];
  const parts = [];
  if (roles.includes('asker') && questionId !== undefined)
    parts.push(sql`select user_id, 'asker' as role, null::integer as offer_set_id
                     from (${askerOf(questionId, announcementId)}) q`);
  if (roles.includes('author'))
    parts.push(sql`select user_id, 'author' as role, null::integer as offer_set_id
                     from (${authorOf(announcementId)}) a`);
  if (roles.includes('bidder'))
    parts.push(sql`select user_id, 'bidder' as role, offer_set_id from (${biddersOf(announcementId)}) o`);
  if (roles.includes('drafter'))
    parts.push(sql`select user_id, 'drafter' as role, offer_set_id from (${draftersOf(announcementId)}) d`);
  if (roles.includes('favorite'))
    parts.push(sql`select user_id, 'favorite' as role, null::integer as offer_set_id
                     from (${favoritersOf(announcementId)}) f`);
  if (parts.length === 0) return [];
  const { rows } = await sql<Follower>`
    select f.user_id, u.email, u.language, f.role, f.offer_set_id
      from (${sql.join(parts, sql` union all `)}) f
      join (${activeUserEmails()}) u on u.id = f.user_id
     order by f.user_id`.execute(db);
  return rows;
}

/** The users with an e-mail address (the newsletter's recipients), blocked ones left out. */
export async function activeUsers(db: Db, userIds: readonly number[]) {
  return activeUsersAmong(db, userIds);
}

/**
 * The administrators who read the event log (auditLog of permissionsAdministration, in any scope),
 * blocked ones left out: those told of a consumer's parked event (permissions' read).
 */
export async function logAdministrators(db: Db) {
  return auditLogAdministrators(db);
}
