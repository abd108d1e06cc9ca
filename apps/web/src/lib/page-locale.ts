import { type Locale, splitLocale } from '@bk/contracts/common/locale';
import { isServer, serverEnv } from './server-env.ts';

/**
 * The language of the page being drawn (issue 51): in the browser the address's (a page is loaded anew
 * in the other language), on the server the request's. For code outside components (formats); a
 * component reads its instance's (useLingui).
 */
export function currentLocale(): Locale {
  if (isServer) return serverEnv()?.locale ?? 'pl';
  return splitLocale(window.location.pathname).locale;
}
