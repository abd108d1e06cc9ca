import { Trans, useLingui } from '@lingui/react';

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

/**
 * 'Trwa inicjalizacja danych...' until the user's identity is known (spec 1 section 1),
 * in the page's language; `page`: as a whole page's loading message.
 */
export function InitText({ page = false }: { page?: boolean }) {
  const { i18n } = useLingui();
  const text = i18n._({ id: 'common.init', message: 'Trwa inicjalizacja danych...' });
  return page ? <PageLoading text={text} /> : <LoadingText text={text} />;
}
