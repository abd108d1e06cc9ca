/** GET /api/search/announcements (search-api.ts, search-early.ts). */
export const SEARCH_API_PATH = '/api/search/announcements';
