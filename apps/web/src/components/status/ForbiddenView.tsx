import { useLingui } from '@lingui/react';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** Shown on a protected route to a signed-in user without the needed permission. */
export function ForbiddenView() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'status.forbidden.title', message: 'brak uprawnień' }));
  return (
    <section className="status-page">
      <h1>{i18n._({ id: 'status.error.heading', message: 'Wystąpił błąd' })}</h1>
      <p>
        {i18n._({ id: 'status.forbidden.text', message: 'Nie masz uprawnień do przeglądania tej strony.' })}
      </p>
    </section>
  );
}
