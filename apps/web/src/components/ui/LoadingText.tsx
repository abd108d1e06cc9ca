import { Trans } from '@lingui/react';

/** A loading message announced politely, with a spinner that is hidden from assistive technology. */
export function LoadingText({ text }: { text?: string }) {
  return (
    <p className="loading-text" role="status">
      <span className="spinner" aria-hidden="true" />
      {text ?? <Trans id="common.loading" message="Trwa ładowanie..." />}
    </p>
  );
}

/**
 * The loading message of a whole page (or of its main content): while it shows, the shell hides the
 * footer (styles/shell.css), so the footer never appears at the window's bottom only to be pushed down
 * when the content comes (a layout shift); it appears with the content, below it.
 */
export function PageLoading({ text }: { text?: string }) {
  return (
    <div className="page-loading">
      <LoadingText text={text} />
    </div>
  );
}
