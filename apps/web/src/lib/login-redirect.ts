/** The server's start of the login (it remembers the `path` to come back to). */
export const LOGIN_REDIRECT_PATH = '/api/authentication/login-redirect';
