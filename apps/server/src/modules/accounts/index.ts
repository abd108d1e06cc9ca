/**
 * The embedded account service's self-service (issue 33, decision 0033): registration and activation,
 * password reset, e-mail change, and the account panel at /konto/panel with the administrators' user
 * list. Only with the embedded login service; an external issuer does all of this itself.
 */

export { accountRoutes } from './accounts.routes.ts';
export { registerAccountsReactions } from './reactions.ts';
