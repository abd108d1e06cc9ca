/** The newsletter's reads of the index: a day's results of a filter, the newest matches of a filter. */
export { type DayWindow, dayResults, latestMatching } from './newsletter-matches.repository.ts';
export { registerSearchReactions } from './reactions.ts';
/** The search: what other modules may use of it (decision 0030); its index follows the log's publications. */
export type { Row as SearchRow } from './search.repository.ts';
/** The advertiser's name of an announcement as the index keeps it, for the favourites list's select. */
export { advertiserNameOf } from './search.repository.ts';
export { searchRoutes } from './search.routes.ts';
/** The search as the open data's Atom feed asks it (anonymous: what anyone may see). */
export { SEARCH_SETTINGS, type SearchDeps, searchAnnouncements } from './search.service.ts';
export { cpvTerm, filterTerm } from './stemming.ts';
