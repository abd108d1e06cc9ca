import type { PermissionFlag } from '@bk/contracts/auth/permission-flags';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ForbiddenView } from '../components/status/ForbiddenView.tsx';
import { InitText } from '../components/ui/LoadingText.tsx';
import { useSession } from '../lib/session.tsx';

/**
 * Guards a protected route: visitors go to the home page, signed-in users without the flag see the
 * no-permission view (spec 1 section 2, spec 3 section 6).
 */
export function RequireAuth({ flag, children }: { flag?: PermissionFlag; children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <InitText />;
  if (session.status === 'anonymous') return <Navigate to="/" replace />;
  if (flag && !session.flags.has(flag)) return <ForbiddenView />;
  return children;
}
