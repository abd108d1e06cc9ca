import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoading } from './LoadingText.tsx';

type Props<T> = {
  query: UseQueryResult<T>;
  /** The alert when the query failed: a text the error's message follows, or made from the error. */
  failure: string | ((error: Error) => ReactNode);
  /** Whether an answer has nothing to list: then `empty` shows instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The main content of a list page for its query: the page's loading message, an alert when the query
 * failed, the `empty` notice when there is nothing to list, else what the children make of the answer.
 */
export function QueryContent<T>({ query, failure, isEmpty, empty, children }: Props<T>) {
  if (query.isPending) return <PageLoading />;
  if (query.isError)
    return (
      <p className="notice notice--error" role="alert">
        {typeof failure === 'string' ? `${failure} ${query.error.message}` : failure(query.error)}
      </p>
    );
  if (isEmpty?.(query.data)) return empty;
  return children(query.data);
}
