/** The embedded identity service at /konto: what other modules may use of it (decision 0030). */
export { identityRoutes } from './identity.routes.ts';
export { destroyAccountSessions } from './oidc-adapter.ts';
export { createIdentityProvider, embeddedClientSecret } from './provider.ts';
/** The look of the /konto pages (the demo mailbox is one of them). */
export { escapeHtml, page } from './views.ts';
