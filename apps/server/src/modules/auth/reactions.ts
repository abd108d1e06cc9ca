import { onEvent } from '../events/index.ts';
import { destroyAccountSessions } from '../identity/index.ts';
import { userById } from '../users/index.ts';
import { revokeSessionsOfUser } from './auth.repository.ts';

/** What the auth module does on events (issue 46: each module's registrations here, in one function;
 * src/reactions.ts calls every module's in a fixed order). */
export function registerAuthReactions(): void {
  /**
   * A blocked account's sessions end for good, in the blocking's transaction (decision 0029): the
   * portal's and the embedded identity service's login sessions (none with an external issuer); an
   * unblock brings none of them back.
   */
  onEvent(['user.blocked'], async (trx, event) => {
    await revokeSessionsOfUser(trx, event.object.id, event.at);
    const user = await userById(trx, event.object.id);
    if (user) await destroyAccountSessions(trx, user.oidc_subject);
  });
}
