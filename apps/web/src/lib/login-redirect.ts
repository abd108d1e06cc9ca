/** The server's start of the login (it remembers the `path` to come back to). */
export const LOGIN_REDIRECT_PATH = '/api/authentication/login-redirect';

/** Full-page navigation to the login service; the server remembers `returnPath` (path and query). */
export function redirectToLogin(returnPath: string): void {
  window.location.assign(`${LOGIN_REDIRECT_PATH}?path=${encodeURIComponent(returnPath)}`);
}
