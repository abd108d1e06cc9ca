import { messages } from '@bk/contracts/common/messages';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { serverEnv } from '../../lib/server-env.ts';

/** 'Error 404' for unknown paths and for screens not built yet. */
export function NotFoundView() {
  useDocumentTitle('strona nie istnieje');
  const server = serverEnv();
  if (server) server.status = 404;
  return (
    <section className="status-page">
      <h1>{messages.notFoundTitle}</h1>
      <p>{messages.notFoundText}</p>
    </section>
  );
}
