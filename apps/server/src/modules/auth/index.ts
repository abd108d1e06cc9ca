/** The auth module (the relying party, sessions): what other modules may use of it (decision 0030). */

export { AUTH_TOKEN_COOKIE } from '@bk/contracts/common/limits';
export { authPlugin } from './auth.plugin.ts';
export { authRoutes } from './auth.routes.ts';
export {
  type Authenticated,
  authenticate,
  endOtherSessions,
  endSessionOfUser,
  sessionsOfUser,
} from './auth.service.ts';
export { OidcClient } from './oidc-client.ts';
export { registerAuthReactions } from './reactions.ts';
