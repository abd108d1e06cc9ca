import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { InitText } from '../components/ui/LoadingText.tsx';
import { APP_READY_EVENT } from '../lib/app-ready.ts';
import { useSession } from '../lib/session.tsx';
import { AppProviders } from './providers.tsx';
import type { createAppRouter } from './router.tsx';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Until the identity is resolved only the initialisation text is shown (spec 1 section 1). */
function SessionGate({ router }: { router: AppRouter }) {
  const { status } = useSession();
  if (status === 'loading') return <InitText />;
  return <RouterProvider router={router} />;
}

export function App({
  router,
  queryClient,
  i18n,
}: {
  router: AppRouter;
  queryClient?: QueryClient;
  i18n: I18n;
}) {
  // The page is live (drawn, or hydrated when the server drew it): a mark for tests and monitoring.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <SessionGate router={router} />
    </AppProviders>
  );
}
