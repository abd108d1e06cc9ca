import { useLingui } from '@lingui/react';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { serverEnv } from '../../lib/server-env.ts';

/** 'Error 404' for unknown paths and for screens not built yet. */
export function NotFoundView() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'status.not-found.title', message: 'strona nie istnieje' }));
  const server = serverEnv();
  if (server) server.status = 404;
  return (
    <section className="status-page">
      <h1>{i18n._({ id: 'status.not-found.heading', message: 'Error 404' })}</h1>
      <p>{i18n._({ id: 'status.not-found.text', message: 'Strona nie istnieje' })}</p>
    </section>
  );
}
