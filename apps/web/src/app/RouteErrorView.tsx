import { messages } from '@bk/contracts/common/messages';
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
  useDocumentTitle('błąd');
  return (
    <section className="status-page">
      <h1>{messages.forbiddenTitle}</h1>
      <p>{messages.unparseable}</p>
      <Button onClick={() => window.location.reload()}>Odśwież stronę</Button>
    </section>
  );
}
