import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { joinLevel } from '../dictionaries/index.ts';

type Db = Kysely<DB> | Transaction<DB>;

/*
 * The projects' reads for the read models (search and statistics, issue 46), as pieces of their single
 * statements.
 */

/** A subquery of the programmes (implementation levels) of every project and enrolment, as (programme_id). */
export function projectProgrammeIds() {
  return sql<{ programme_id: number }>`select programme_id from projects_enrollments`;
}

/**
 * A subquery of the programme codes of the projects and enrolments that `which` accepts (given the
 * project's id column, e.g. the announcements' `isProjectOfAnnouncement`), as (code), one row per
 * project: put into the caller's `sql` as `${codes} c` (Kysely puts it in parentheses). PostgreSQL
 * flattens it into the caller's statement: the plan of the join written out.
 */
export function programmeCodesOfProjects(
  db: Db,
  which: (projectId: RawBuilder<unknown>) => RawBuilder<boolean>,
) {
  return joinLevel(db.selectFrom('projects_enrollments as p'), 'l', 'p.programme_id')
    .select('l.code')
    .where(which(sql.ref('p.id')));
}
