/** The embedded identity service at /konto: what other modules may use of it (decision 0030). */

// For the demo seed (src/seed), which writes its accounts as the service would.
// The accounts are written here only (issue 46): the account service (accounts module) registers,
// activates and changes them through these, in its transactions.
/** The account panel's list and user page: the accounts with their portal users (accounts module). */
export {
  activateAccount,
  emailTaken,
  findAccountByEmail,
  findAccountById,
  findPanelUser,
  insertAccount,
  insertRegisteredAccount,
  listAccounts,
  listPanelUsers,
  lockAccount,
  type PanelUsersFilter,
  setAccountEmail,
  setAccountLanguage,
  setAccountName,
  setAccountPassword,
} from './accounts.repository.ts';
export { identityRoutes } from './identity.routes.ts';
export { EMBEDDED_ISSUER } from './login.service.ts';
export {
  loginWaitSeconds,
  recordLoginFailure,
  recordLoginSuccess,
  takeMailRequest,
  waitText,
} from './login-throttle.service.ts';
export { destroyAccountSessions } from './oidc-adapter.ts';
export { hashPassword, verifyDecoy, verifyPassword } from './passwords.ts';
export { createIdentityProvider, embeddedClientSecret, IDENTITY_MOUNT } from './provider.ts';
export type { DemoAccount } from './views.ts';
/** The look of the /konto pages (the demo mailbox is one of them). */
export { escapeHtml, page } from './views.ts';
