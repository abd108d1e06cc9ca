/** Full-page navigation to the login service; the server remembers `returnPath` (path and query). */
export function redirectToLogin(returnPath: string): void {
  window.location.assign(`/api/authentication/login-redirect?path=${encodeURIComponent(returnPath)}`);
}
