import type { ReactNode } from 'react';
import { NotFoundView } from '../../components/status/NotFoundView.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { errorText, isApiError } from '../../lib/api-error.ts';

/** A content page's loading, 404 ('Strona nie istnieje') and failure states, or the page. */
export function ContentQuery<T>({
  query,
  failed,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundView />;
    return (
      <p className="notice notice--error" role="alert">
        {failed} {errorText(query.error)}
      </p>
    );
  }
  return <>{children(query.data as T)}</>;
}
