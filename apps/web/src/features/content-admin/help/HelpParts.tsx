import { type ReactNode, useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ForbiddenView } from '../../../components/status/ForbiddenView.tsx';
import { NotFoundView } from '../../../components/status/NotFoundView.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { PageLoading } from '../../../components/ui/LoadingText.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { HELP_LIST_PATH } from './help-api.ts';
import { loadFailureText } from './help-model.ts';

/** Pieces shared by the help administration's pages. */

type QueryLike<T> = { isPending: boolean; isError: boolean; error: unknown; data: T | undefined };

/**
 * The loading and failure states of a page's queries, or the page: 404 the not-found view, 403 the
 * not-permitted one (the flag is dropped too), others 'Nie udało się pobrać pomocy. ...'.
 * `frame` wraps the failure message (breadcrumbs and heading); the views stand alone.
 */
export function HelpQueryState<A, B = null>({
  queries,
  frame,
  children,
}: {
  queries: [QueryLike<A>, QueryLike<B>?];
  frame: (content: ReactNode) => ReactNode;
  children: (a: A, b: B) => ReactNode;
}) {
  const [first, second] = queries;
  const all = second ? [first, second] : [first];
  // A failed background refetch keeps the data (and the form's state): only a failure without data shows.
  const failed = all.find((q) => q.isError && q.data === undefined);
  if (failed) {
    if (isApiError(failed.error) && failed.error.status === 404) return <NotFoundView />;
    if (isApiError(failed.error) && failed.error.status === 403) return <ForbiddenView />;
    return frame(
      <p className="notice notice--error" role="alert">
        {loadFailureText(failed.error)}
      </p>,
    );
  }
  if (all.some((q) => q.isPending)) return <PageLoading />;
  return <>{children(first.data as A, (second ? second.data : null) as B)}</>;
}

/**
 * Replaces a wrong slug in the address with the help's own ('/pomoc/12-stary' -> '/pomoc/12-nowy'),
 * keeping what follows it (`suffix`: '' or '/edytuj') and the query (spec 3 section 2.5).
 */
export function useCanonicalSlug(
  help: { id: number; slug: string } | undefined,
  given: string,
  suffix: string,
) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const expected = help ? `${help.id}-${help.slug}` : null;
  useEffect(() => {
    if (expected && expected !== given)
      navigate({ pathname: `${HELP_LIST_PATH}/${expected}${suffix}`, search }, { replace: true });
  }, [expected, given, suffix, search, navigate]);
}

/**
 * 'Podgląd ekranu': unavailable (aria-disabled, with the reason tied to it and shown beside it)
 * while no screen is chosen.
 */
export function PreviewButton({
  available,
  unavailableText,
  onOpen,
}: {
  available: boolean;
  unavailableText: string;
  onOpen: () => void;
}) {
  const hintId = useId();
  return (
    <span className="help-preview-button">
      <Button
        variant="secondary"
        onClick={available ? onOpen : undefined}
        aria-disabled={available ? undefined : true}
        aria-describedby={available ? undefined : hintId}
      >
        Podgląd ekranu
      </Button>
      {available ? null : (
        <span id={hintId} className="field__hint">
          {unavailableText}
        </span>
      )}
    </span>
  );
}
