import { onEvent } from '../events/index.ts';
import { EMBEDDED_ISSUER, setAccountLanguage } from '../identity/index.ts';
import { onJob } from '../jobs/index.ts';
import { userById } from '../users/index.ts';
import { sendLinkRequest } from './link-requests.ts';
import { LINK_REQUEST_QUEUE } from './links.ts';

/** What the accounts module does on events and jobs (issue 46: each module's registrations here, in one
 * function; src/reactions.ts calls every module's in a fixed order). */
export function registerAccountsReactions(): void {
  onJob(LINK_REQUEST_QUEUE, sendLinkRequest);
  /**
   * The language a user chose on the portal's profile is the embedded account's too (issue 51): one
   * choice for every e-mail and the account panel, in the choice's transaction.
   */
  onEvent(['user.language_changed'], async (trx, event) => {
    const user = await userById(trx, event.object.id);
    const language = (event.payload as { language?: unknown } | undefined)?.language;
    if (user?.oidc_issuer === EMBEDDED_ISSUER && (language === 'pl' || language === 'en'))
      await setAccountLanguage(trx, user.oidc_subject, language);
  });
}
