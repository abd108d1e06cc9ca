import { usersMessages as M } from '@bk/contracts/users/admin-users';
import { errorText, isApiError } from '../../lib/api-error.ts';

/** What a changed 'Konto zablokowane' will do (spec 3 section 4). */
export const blockingWarnings = {
  block: 'Zablokowanie konta natychmiast wyloguje użytkownika i uniemożliwi mu logowanie.',
  unblock: 'Odblokowanie konta przywróci użytkownikowi możliwość logowania.',
} as const;

/** The message of a failed blocking save: 403 in its own words, 409 and 404 as the server says them. */
export function blockingFailure(error: unknown): string {
  if (isApiError(error) && error.status === 403) return M.blockingForbidden;
  if (isApiError(error) && (error.status === 409 || error.status === 404)) return error.message;
  return `Nie udało się zapisać zmian. ${errorText(error)}`;
}
