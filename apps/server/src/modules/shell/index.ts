/** The shell (menu badges and the 'N' marks): what other modules may use of it (decision 0030). */

// The 'N' marks are written here only (issue 46): the modules whose changes add or clear them call these,
// in their transaction, or put the statement into their own single statement (marksInsert, markDelete).
/** The 'N' marks on an announcement and under it, as pieces of the announcement's details statement. */
export {
  announcementMarksOf,
  deleteAnnouncementMarks as clearAnnouncementMarks,
  deleteFavoriteMarks as clearFavoriteMarks,
  insertMarks as addMarks,
  markAmong,
  markCount,
  markDelete,
  markExists,
  markedSubjectIds,
  marksInsert,
} from './badge.repository.ts';
export { badgeRoutes } from './badge.routes.ts';
export { dropAnnouncementMarkWhenSeen } from './badge.service.ts';
/** The ids of an announcement's offer sets and questions, handed in by the app (offers and questions import shell). */
export { registerMarkSubjects } from './mark-subjects.ts';
