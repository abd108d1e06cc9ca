import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { listProjectChoices } from './projects.repository.ts';

/** The projects module: what other modules may use of it (decision 0030). */
export { adminProjectsRoutes } from './admin-projects.routes.ts';
/** What holds a level back from removal: the projects under it (handed to dictionaries' levels by the app). */
export { projectCountOfLevel } from './projects.repository.ts';
export { projectsRoutes } from './projects.routes.ts';

/** The user's projects and enrolments, for the announcement form's dictionaries (registered by the app). */
export async function projectParts(db: Kysely<DB>, userId: number) {
  return {
    projects: await listProjectChoices(db, userId, 'project'),
    enrollment_numbers: await listProjectChoices(db, userId, 'enrollment'),
  };
}

/** The announcements' reads of the projects (handed to them by the app: projects import announcements). */
export {
  levelIdsOfProjects,
  linkedProjectMatches,
  ownerProjectsAmong,
  type ProjectMatch,
} from './projects.repository.ts';
// The read models' reads of the projects (search's index rows, statistics' facts and names; issue 46).
export { programmeCodesOfProjects, projectProgrammeIds } from './read-models.repository.ts';
