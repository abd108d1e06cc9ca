import { RouterProvider } from 'react-router/dom';
import { LoadingText } from '../components/ui/LoadingText.tsx';
import { INIT_TEXT } from '../lib/init-text.ts';
import { useSession } from '../lib/session.tsx';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';

/** Until the identity is resolved only the initialisation text is shown (spec 1 section 1). */
function SessionGate() {
  const { status } = useSession();
  if (status === 'loading') return <LoadingText text={INIT_TEXT} />;
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <AppProviders>
      <SessionGate />
    </AppProviders>
  );
}
