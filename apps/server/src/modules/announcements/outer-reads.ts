import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { LevelColumn } from '../../db/query-helpers.ts';
import type { DB } from '../../db/schema.ts';

/**
 * What the announcements read of the tables of modules that import them (issue 46): the projects'
 * (projects_enrollments) and the search index's (announcement_search). Those modules import
 * announcements, so announcements cannot import them: the app hands their functions in (app.ts, and the
 * seeds, which prepare the demo announcements without the app).
 */
export type AnnouncementOuterReads = {
  /** The owner's projects and enrolments among `ids`. */
  ownerProjectsAmong: (
    db: Kysely<DB> | Transaction<DB>,
    ownerId: number,
    ids: readonly number[],
  ) => Promise<{ id: number; type: string; full_number: string; name: string | null }[]>;
  /** Every implementation level of the projects whose ids `projectIds` selects, as one array. */
  levelIdsOfProjects: (projectIds: RawBuilder<unknown>) => RawBuilder<(number | null)[]>;
  /** Whether a project linked to the caller's row (`linked(projectId)`) matches `match`. */
  linkedProjectMatches: (
    linked: (projectId: RawBuilder<unknown>) => RawBuilder<unknown>,
    match:
      | { anyLevelIn: readonly number[] }
      | { level: LevelColumn; id: number }
      | { fullNumberLike: string },
  ) => RawBuilder<boolean>;
  /** The advertiser's name the search index keeps for the announcement `announcementId` names. */
  advertiserNameOf: (announcementId: RawBuilder<unknown>) => RawBuilder<string | null>;
};

let reads: AnnouncementOuterReads | null = null;

export function registerAnnouncementReads(given: AnnouncementOuterReads) {
  reads = given;
}

export function outerReads(): AnnouncementOuterReads {
  if (reads === null)
    throw new Error('announcements: the projects and search reads are not registered (app.ts)');
  return reads;
}
