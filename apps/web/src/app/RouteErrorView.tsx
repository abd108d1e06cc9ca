import { Trans, useLingui } from '@lingui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundView } from '../components/status/NotFoundView.tsx';
import { Button } from '../components/ui/Button.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';

/** A route failed to load or render (for example a part of the app missing after an update). */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <UnexpectedError />;
}

function UnexpectedError() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'status.error.title', message: 'błąd' }));
  return (
    <section className="status-page">
      <h1>{i18n._({ id: 'status.error.heading', message: 'Wystąpił błąd' })}</h1>
      <p>{i18n._({ id: 'status.error.text', message: 'Wystąpił nieoczekiwany błąd.' })}</p>
      <Button onClick={() => window.location.reload()}>
        <Trans id="status.error.reload" message="Odśwież stronę" />
      </Button>
    </section>
  );
}
