import { messages } from '@bk/contracts/common/messages';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** Shown on a protected route to a signed-in user without the needed permission. */
export function ForbiddenView() {
  useDocumentTitle('brak uprawnień');
  return (
    <section className="status-page">
      <h1>{messages.forbiddenTitle}</h1>
      <p>{messages.forbiddenText}</p>
    </section>
  );
}
