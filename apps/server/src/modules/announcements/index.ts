import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { detachProject as detachProjectRows, findAnnouncementForUpdate } from './announcements.repository.ts';
import { favoriteIdsAmong as favoriteRowsAmong } from './favorites.repository.ts';

/**
 * The announcements module: what other modules may use of it (decision 0030). Its own reactions to
 * the log (the settlement makes an announcement RESOLVED) and its scheduled work register on load.
 */
export { announcementSummary, statusObject } from './actions.service.ts';
export {
  type AnnouncementRole,
  assertMayView,
  isAuthorOf,
  mayDownloadProcedureFile,
  procedureEnded,
  roleFor,
} from './announcements.policy.ts';
// The projects' administration list counts a project's announcements with this subquery.
// The open data's reads of the announcements (a release's facts, the feeds' times of change).
// The sitemaps' reads of the announcements (sitemap module).
// The owner's projects list counts a project's announcements; a project's page lists them (projects module).
export {
  announcementForRelease,
  attachedAnnouncementCount,
  attachedAnnouncementCountOf,
  attachedAnnouncements,
  highestAnnouncementId,
  publicAnnouncementsBetween,
  publicChanges,
} from './announcements.repository.ts';
export { announcementsRoutes } from './announcements.routes.ts';
/** A published version's view as its answer's JSON (the procedure file's PDFs, decision 0047). */
export { viewAnnouncementJson, visibleAnnouncement } from './details.service.ts';
export { hiddenStatuses, type Status } from './lifecycle.ts';
export { registerNewsletterMode } from './list-modes.ts';
export { subjectSnapshot } from './publication.ts';
export { settleDue } from './publish.service.ts';
export { registerAnnouncementsReactions } from './reactions.ts';
// Reads of the announcements for other modules, complete or as pieces of their statements (issue 46).
export {
  announcementFacts,
  announcementForOffer,
  announcementForOfferJson,
  announcementNoticeFacts,
  announcementOpenLocked,
  announcementOwnerAndStatus,
  announcementsChangedBetween,
  announcementsWithDeadlineIn,
  authorOf,
  favoritersOf,
  followedDeadlines,
  isPublicAnnouncement,
  publishedVersionsOf,
  versionContentRow,
  versionContents,
} from './reads.repository.ts';
export { scheduleSweep } from './schedule.ts';
export { versionContent } from './version-cache.ts';

/** The announcement's row, locked for the rest of the caller's transaction (settling, entering offers). */
export function lockAnnouncement(trx: Transaction<DB>, id: number) {
  return findAnnouncementForUpdate(trx, id);
}

/**
 * A project is being removed (projects module, in its transaction): its links to announcements go and
 * announcements that name it as their enrolment no longer do.
 */
export function detachProject(trx: Transaction<DB>, projectId: number) {
  return detachProjectRows(trx, projectId);
}

/** Which of the announcements the user keeps as favourites (search results, the newsletter's days). */
export async function favoriteIdsAmong(
  db: Parameters<typeof favoriteRowsAmong>[0],
  userId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return new Set<number>();
  return new Set((await favoriteRowsAmong(db, userId, ids)).map((row) => row.announcement_id));
}

// For the demo seed (src/seed), which writes and publishes its announcements through the same code.
export {
  insertAnnouncement,
  insertVersion,
  refreshListColumns,
  replaceProjects,
  updateAnnouncement,
} from './announcements.repository.ts';
export { registerExtensionReads } from './extension-reads.ts';
/** The projects' and the search index's reads, handed in by the app (both modules import announcements). */
export { registerAnnouncementReads } from './outer-reads.ts';
export { ANNOUNCEMENT_FILES, prepareContent } from './prepare-content.ts';
export { announcementEvent, publishVersion } from './publication.ts';

// The read models' reads of the announcements (search's index rows, statistics' facts; issue 46).
export {
  isProjectOfAnnouncement,
  publicPublishedAnnouncements,
  publishedForSearchIndex,
} from './read-models.repository.ts';
