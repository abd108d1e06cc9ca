import './search-reactions.ts';

/** The search: what other modules may use of it (decision 0030); its index follows the log's publications. */
export type { Row as SearchRow } from './search.repository.ts';
export { searchRoutes } from './search.routes.ts';
export { SEARCH_SETTINGS } from './search.service.ts';
export { cpvTerm, filterTerm } from './stemming.ts';
