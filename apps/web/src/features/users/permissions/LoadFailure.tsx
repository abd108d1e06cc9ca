import { isApiError } from '../../../lib/api-error.ts';

/** A list that did not load: the spec's 403 text, else what failed and why (spec 3 section 8). */
export function LoadFailure({
  error,
  forbidden,
  failed,
}: {
  error: unknown;
  forbidden: string;
  failed: string;
}) {
  return (
    <p className="notice notice--error" role="alert">
      {isApiError(error) && error.status === 403
        ? forbidden
        : `${failed} ${error instanceof Error ? error.message : ''}`.trim()}
    </p>
  );
}
