/** Shared business constants (spec 1 section 9, spec 3 section 9). */
export const SESSION_SECONDS = 1800;
export const SESSION_WARNING_SECONDS = 120;
export const REQUEST_TIMEOUT_MS = 60_000;
export const ACCOUNT_REQUEST_TIMEOUT_MS = 120_000;
export const LOGIN_SUCCESS_REDIRECT_MS = 5_000;
export const DESKTOP_MIN_WIDTH = 1340;
export const AUTH_TOKEN_HEADER = 'x-auth-token';
export const AUTH_TOKEN_COOKIE = 'auth_token';
export const AUTH_DATA_COOKIE = 'auth_data';
export const LOGIN_CONTEXT_COOKIE = 'login_context';
export const SESSION_EXPIRES_HEADER = 'x-session-expires-at';
export const LOGIN_ERROR_PATH = '/blad-logowania';
/**
 * The account pages the portal links to (spec 1 section 2, spec 3 sections 2.1 and 2.3: '/konto/',
 * '/konto/panel/...'): the embedded service's account panel answers its own (decision 0033); any other
 * of them (and all of them with an external issuer) answers the portal's own 404 page, with its shell,
 * not the identity service's bare 'Not Found'.
 */
export const ACCOUNT_PAGE_PATH = /^\/konto(\/?|\/panel(\/.*)?)$/;
/** The login error page's address when the account is blocked. */
export const LOGIN_BLOCKED_PATH = `${LOGIN_ERROR_PATH}?powod=konto-zablokowane`;
/**
 * The header the web client sends with every call: a state-changing call authenticated by the session
 * cookie alone is refused without it, since a cross-site form cannot send it (decision 0015).
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
