import { MASTER_NOTIFICATION } from '@bk/contracts/newsletter/newsletter';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * How a user follows an announcement: its author, a bidder (an offer submitted or withdrawn), a
 * favourite, or the asker of the question an event concerns.
 */
export type FollowRole = 'author' | 'bidder' | 'favorite' | 'asker';

/** What a notification names of its announcement. */
export type AnnouncementFacts = {
  id: number;
  number: string | null;
  title: string;
  status: string;
  owner_id: number;
  submission_deadline: Date | null;
};

export async function announcementFacts(db: Db, id: number): Promise<AnnouncementFacts | undefined> {
  return db
    .selectFrom('announcements')
    .select(['id', 'number', 'title', 'status', 'owner_id', 'submission_deadline'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type Follower = { user_id: number; email: string; role: FollowRole; offer_set_id: number | null };

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
    parts.push(sql`select q.asker_id as user_id, 'asker' as role, null::integer as offer_set_id
                     from questions q where q.id = ${questionId} and q.announcement_id = ${announcementId}`);
  if (roles.includes('author'))
    parts.push(sql`select a.owner_id as user_id, 'author' as role, null::integer as offer_set_id
                     from announcements a where a.id = ${announcementId}`);
  if (roles.includes('bidder'))
    parts.push(sql`select o.bidder_id as user_id, 'bidder' as role, o.id as offer_set_id from offer_sets o
                    where o.announcement_id = ${announcementId} and not o.is_external
                      and o.status in ('SUBMITTED', 'WITHDRAWN')`);
  if (roles.includes('favorite'))
    parts.push(sql`select f.user_id, 'favorite' as role, null::integer as offer_set_id from favorite_announcements f
                    where f.announcement_id = ${announcementId}`);
  if (parts.length === 0) return [];
  const { rows } = await sql<Follower>`
    select f.user_id, u.email, f.role, f.offer_set_id
      from (${sql.join(parts, sql` union all `)}) f
      join users u on u.id = f.user_id and not u.blocked
     order by f.user_id`.execute(db);
  return rows;
}

/**
 * The users among `userIds` who get e-mails of `type`: the master switch and the type's switch on (a
 * switch never set is on).
 */
export async function usersWithSwitchOn(db: Db, userIds: readonly number[], types: readonly string[]) {
  if (userIds.length === 0) return new Map<number, Set<string>>();
  const { rows } = await sql<{ user_id: number; type: string; enabled: boolean }>`
    select user_id, type, enabled from notification_settings
     where user_id = any(${sql.val(userIds)}::integer[])
       and type in (${sql.join([MASTER_NOTIFICATION, ...types])}) and not enabled`.execute(db);
  // Every type on for everyone, less what is switched off.
  const off = new Map<number, Set<string>>();
  for (const row of rows) off.set(row.user_id, (off.get(row.user_id) ?? new Set()).add(row.type));
  const on = new Map<number, Set<string>>();
  for (const id of userIds) {
    const userOff = off.get(id);
    if (userOff?.has(MASTER_NOTIFICATION)) continue;
    on.set(id, new Set(types.filter((t) => !userOff?.has(t))));
  }
  return on;
}

/** The users with an e-mail address (the newsletter's recipients), blocked ones left out. */
export async function activeUsers(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', userIds)
    .where('blocked', '=', false)
    .execute();
}

/**
 * The administrators who read the event log (auditLog of permissionsAdministration, in any scope),
 * blocked ones left out: those told of a consumer's parked event.
 */
export async function logAdministrators(db: Db) {
  const { rows } = await sql<{ id: number; email: string }>`
    select distinct u.id, u.email from permissions p join users u on u.id = p.user_id
     where p.group_name = 'permissionsAdministration' and p.flags ? 'auditLog'
       and not u.blocked and u.email is not null
     order by u.id`.execute(db);
  return rows;
}
