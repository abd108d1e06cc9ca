/** The auth module (the relying party, sessions): what other modules may use of it (decision 0030). */
export { authRoutes } from './auth.routes.ts';
export { type Authenticated, authenticate, hashToken, sessionRefusal } from './auth.service.ts';
export { OidcClient } from './oidc-client.ts';
export { clearSessionCookies, cookieSecurity, setSessionCookies } from './session-cookies.ts';
