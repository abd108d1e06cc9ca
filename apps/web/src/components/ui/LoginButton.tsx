import { localizedPath } from '@bk/contracts/common/locale';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { LOGIN_REDIRECT_PATH } from '../../lib/login-redirect.ts';
import { Button } from './Button.tsx';

/**
 * A button that starts the login ('Zaloguj się' unless told): a plain GET form to the login service,
 * so it works before the page's script has run (a page drawn on the server) and without it; the server
 * remembers `returnPath` (path and query) to come back to.
 */
export function LoginButton({
  returnPath,
  variant = 'primary',
  className,
  children,
}: {
  returnPath: string;
  variant?: 'primary' | 'inverse';
  className?: string;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  // The page to come back to, in the language of this one.
  const back = localizedPath(returnPath, i18n.locale === 'en' ? 'en' : 'pl');
  return (
    <form method="get" action={LOGIN_REDIRECT_PATH} className="login-form">
      <input type="hidden" name="path" value={back} />
      <Button type="submit" variant={variant} className={className}>
        {children ?? i18n._({ id: 'account.log-in', message: 'Zaloguj się' })}
      </Button>
    </form>
  );
}
