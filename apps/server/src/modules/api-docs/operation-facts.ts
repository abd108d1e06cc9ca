/**
 * What the API description cannot read from a route's options (decision 0042): which operations
 * answer without a session, which redirect, and the refusals a rule of thumb would miss. Operations are
 * named `METHOD /path/{param}` as in the description. The API tests keep this true: every answer of a
 * test server is checked against the description (apps/server/test/openapi-answers.ts), so an operation
 * answered without a session but not listed here, or a refusal not declared, fails its test file.
 */

/** Operations anyone may call; a session, when there is one, only changes what they show. */
export const SESSION_OPTIONAL = new Set([
  'GET /api/authentication/login-redirect',
  'GET /api/authentication/callback',
  'GET /api/dictionaries',
  'GET /api/dictionaries/search-filters',
  'GET /api/dictionaries/cpv',
  'GET /api/dictionaries/teryt',
  'GET /api/perspectives',
  'GET /api/programme/perspective/{id}',
  'GET /api/priority/programme/{id}',
  'GET /api/activity/priority/{id}',
  'GET /api/region/activity/{id}',
  'GET /api/institution/activity/{id}',
  'GET /api/files/{id}/download',
  'GET /api/announcements/{id}',
  'GET /api/announcements/{id}/versions',
  'GET /api/announcements/{id}/versions/{versionId}',
  'GET /api/announcements/{id}/settlement',
  'GET /api/announcements/{id}/deadline.ics',
  'GET /api/search/announcements',
  'GET /api/question/announcement/{id}',
  'GET /api/help',
  'GET /api/help/{key}',
  'GET /api/regulations',
  'GET /api/cookies',
  'GET /api/general-content',
  'GET /api/statements',
  'GET /api/statements/{id}',
  'POST /api/notifications/opt-out/{token}',
  'GET /api/settings/public',
]);

/** Operations that answer with a redirect (302 and Location), not a body. */
export const REDIRECTS = new Set([
  'GET /api/authentication/login-redirect',
  'GET /api/authentication/callback',
]);

/** Refusals beyond the rules of thumb (openapi-description.ts), by operation. */
export const EXTRA_REFUSALS: Record<string, number[]> = {
  // Resumable uploads (tus): the whole file's refusal is the last PATCH's answer, and kept for the GET.
  'PATCH /api/uploads/{token}': [422],
  'GET /api/uploads/{token}': [409, 422],
  'GET /api/announcements/{id}/offer-access': [409],
  // Not submitted, or submitted before receipts were signed.
  'GET /api/offerset/receipt/{id}': [409],
  'GET /api/audit/consistency': [404],
  // Only once the procedure ended (settled or cancelled).
  'GET /api/announcements/{id}/procedure-file.zip': [409],
  // mode=permissions asks what the viewer may grant: a session is needed for that mode only.
  'GET /api/perspectives': [401],
  'GET /api/regulations': [404],
  'GET /api/admin/regulations': [404],
  // A user's package, or the user sought, by the query: 404 when there is none.
  'GET /api/admin/permissions_users/package': [404],
  'GET /api/admin/permissions_content/package': [404],
  'GET /api/admin/permissions_dictionary/package': [404],
  'GET /api/admin/permissions_ads_projects_enrollments/package': [404],
  'GET /api/admin/permissions/find-user': [404],
};

/** The media type of a 200 answer that is not JSON, by the end of the route's address. */
export function fileMediaType(path: string): string | null {
  if (path.endsWith('.atom')) return 'application/atom+xml';
  if (path.endsWith('.ics')) return 'text/calendar';
  if (path.endsWith('.csv')) return 'text/csv';
  if (path.endsWith('.zip')) return 'application/zip';
  if (path.endsWith('.gz')) return 'application/gzip';
  // A stored file is answered with its own type.
  if (path.endsWith('/download')) return '*/*';
  return null;
}
