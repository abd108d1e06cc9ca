import './newsletter.css';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { errorText, isApiError } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { newsletterText, sayNewsletterMessage } from './newsletter-messages.ts';
import { sectionHref } from './newsletter-params.ts';
import { optOut } from './notifications-api.ts';

/** The server's message; a refusal without one (404, 422) says the link is wrong or used. */
function failureText(i18n: I18n, error: unknown): string {
  if (isApiError(error) && error.kind !== 'server' && (error.status === 404 || error.status === 422))
    return newsletterText(i18n, 'optOutBadToken');
  return sayNewsletterMessage(i18n, errorText(error));
}

/**
 * /subskrypcje?token=... (spec 2 section 2.12, open to visitors): the question, then the confirmation
 * with the links that turn the newsletter and the notifications on again (after logging in). Without
 * a token the visitor goes to the home page; a wrong or used token shows the server's message.
 */
export function OptOutPage() {
  const { i18n } = useLingui();
  useDocumentTitle(
    i18n._({ id: 'newsletter.opt-out.title', message: 'wyłączenie newslettera i powiadomień' }),
  );
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const doneRef = useRef<HTMLHeadingElement>(null);
  const confirm = useApiMutation({ mutationFn: () => optOut(token) });

  useEffect(() => {
    if (confirm.isSuccess) doneRef.current?.focus();
  }, [confirm.isSuccess]);

  if (!token) return <Navigate to="/" replace />;

  if (confirm.isSuccess)
    return (
      <section className="opt-out">
        <h1 ref={doneRef} tabIndex={-1}>
          {newsletterText(i18n, 'optOutDone')}
        </h1>
        <p>
          <Trans id="newsletter.opt-out.again" message="Możesz je włączyć ponownie w dowolnej chwili:" />
        </p>
        <ul className="opt-out__links">
          <li>
            <Link to={sectionHref('newsletter')}>
              <Trans id="newsletter.opt-out.newsletter" message="Włącz newsletter" />
            </Link>
          </li>
          <li>
            <Link to={sectionHref('powiadomienia')}>
              <Trans id="newsletter.opt-out.notifications" message="Włącz powiadomienia" />
            </Link>
          </li>
        </ul>
        <p className="field__hint">
          <Trans
            id="newsletter.opt-out.log-in"
            message="Aby ponownie włączyć newsletter lub powiadomienia, musisz się zalogować."
          />
        </p>
      </section>
    );

  return (
    <section className="opt-out">
      <h1>{newsletterText(i18n, 'optOutQuestion')}</h1>
      {confirm.isError ? (
        <p className="notice notice--error" role="alert">
          {failureText(i18n, confirm.error)}
        </p>
      ) : null}
      <div className="opt-out__buttons">
        <Button
          aria-disabled={confirm.isPending || undefined}
          onClick={() => {
            if (!confirm.isPending) confirm.mutate();
          }}
        >
          {confirm.isPending
            ? i18n._({ id: 'newsletter.opt-out.pending', message: 'Trwa wyłączanie...' })
            : newsletterText(i18n, 'optOutYes')}
        </Button>
        <Link className="button button--secondary" to="/">
          {newsletterText(i18n, 'optOutNo')}
        </Link>
      </div>
    </section>
  );
}
