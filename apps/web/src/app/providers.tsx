import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';

/**
 * The interface's language (lib/i18n.ts), the query cache and the session; `queryClient` when the page
 * came with its answers (ssr/).
 */
export function AppProviders({
  children,
  queryClient,
  i18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n: I18n;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
