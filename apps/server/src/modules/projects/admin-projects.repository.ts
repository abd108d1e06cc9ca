import type { AdminProjectSort, AdminProjectsQuery } from '@bk/contracts/projects/admin-projects';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { escapeLike, type LevelColumn, levelFilters } from '../../db/query-helpers.ts';
import type { DB } from '../../db/schema.ts';
import { attachedAnnouncementCount } from '../announcements/index.ts';
import { joinUser } from '../users/index.ts';

// The administrators' list of projects and enrolments (spec 3 section 2.7) and its renaming.

/** Where an administrator may look: level ids by column (any match); null means everywhere. */
export type ProjectScope = Partial<Record<LevelColumn, number[]>> | null;

function orderOf(sort: AdminProjectSort): RawBuilder<unknown> {
  const [key, direction] = sort.split('_') as ['type' | 'userEmail' | 'number', 'asc' | 'desc'];
  const dir = sql.raw(direction);
  // Projects before enrolments ('enrollment' < 'project' in the alphabet: the order is reversed), then by number.
  if (key === 'type')
    return sql`p.type ${sql.raw(direction === 'asc' ? 'desc' : 'asc')}, p.full_number ${dir}, p.id ${dir}`;
  // The users' e-mail order index (migration 0023) drives the page: the users in order, their projects.
  if (key === 'userEmail') return sql`lower(u.email) collate "C" ${dir}, u.id ${dir}, p.id ${dir}`;
  return sql`p.full_number ${dir}, p.id ${dir}`;
}

/** A page of the list within `scope`, filtered as spec 3 2.7 says, with the total. */
export async function adminProjectsPage(db: Kysely<DB>, scope: ProjectScope, q: AdminProjectsQuery) {
  let query = db.selectFrom('projects_enrollments as p');
  if (scope !== null) {
    const parts = Object.entries(scope)
      .filter(([, ids]) => ids && ids.length > 0)
      .map(([column, ids]) => sql`p.${sql.ref(column)} in (${sql.join(ids as number[])})`);
    query = query.where(
      parts.length > 0 ? sql<boolean>`(${sql.join(parts, sql` or `)})` : sql<boolean>`false`,
    );
  }
  for (const [column, value] of levelFilters(q)) query = query.where(`p.${column}`, '=', value);
  if (q.id !== undefined) query = query.where('p.id', '=', q.id);
  if (q.type) query = query.where('p.type', '=', q.type);
  if (q.number)
    query = query.where(sql`upper(p.full_number)`, 'like', `%${escapeLike(q.number.toUpperCase())}%`);
  if (q.name) query = query.where(sql`lower(p.name)`, 'like', `%${escapeLike(q.name.toLowerCase())}%`);

  const [rows, count] = await Promise.all([
    joinUser(query, 'u', 'p.owner_id')
      .select([
        'p.id',
        'p.type',
        'p.name',
        'p.full_number',
        'p.perspective_id',
        'p.programme_id',
        'p.priority_id',
        'p.activity_id',
        'p.region_id',
        'p.institution_id',
        'u.id as owner_id',
        'u.forename',
        'u.surname',
        'u.email',
        'u.identifier',
        attachedAnnouncementCount(sql.ref('p.id')).as('attached'),
      ])
      .orderBy(orderOf(q.sort))
      .limit(q.size)
      .offset((q.page - 1) * q.size)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type AdminProjectRow = Awaited<ReturnType<typeof adminProjectsPage>>['rows'][number];

/** One project or enrolment with what the list shows of it. */
export async function adminProjectById(db: Kysely<DB>, id: number) {
  const { rows } = await adminProjectsPage(db, null, {
    id,
    page: 1,
    size: 1,
    sort: 'type_asc',
  });
  return rows[0];
}

export function renameProject(db: Kysely<DB>, id: number, name: string | null, userId: number, now: Date) {
  return db
    .updateTable('projects_enrollments')
    .set({ name, modified_by: userId, modified_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
}
