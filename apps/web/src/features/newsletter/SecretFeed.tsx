import { Trans, useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { api } from '../../lib/api.ts';
import { errorText } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { sayNewsletterMessage } from './newsletter-messages.ts';

type Props = {
  /** POST makes (or makes anew) the secret address, DELETE revokes it (decision 0036). */
  path: string;
  /**
   * 'kanału Atom' or 'kalendarza': what the address is of, in the genitive (in English 'Atom feed',
   * 'calendar': the messages place it).
   */
  what: string;
  /** Who it is for in the hidden texts ('Filtr 2'), when a page has several. */
  name?: string;
  onMessage: (text: string) => void;
};

/**
 * A private feed's secret address: made on request and shown once (only its hash is kept), made anew
 * (the old one stops working) or revoked.
 */
export function SecretFeed({ path, what, name, onMessage }: Props) {
  const { i18n } = useLingui();
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const hidden = name ? <span className="visually-hidden"> ({name})</span> : null;
  /** ' (Filtr 2)' after the address's name in the messages, when named. */
  const whose = name ? ` (${name})` : '';
  const failed = (error: unknown) => sayNewsletterMessage(i18n, errorText(error));
  const make = useApiMutation({
    mutationFn: () => api<{ url: string }>(path, { method: 'POST' }),
    onSuccess: (answer) => {
      setUrl(answer.url);
      onMessage(
        i18n._({
          id: 'newsletter.feed.made',
          message: 'Utworzono adres {what}{whose}. Poprzedni adres przestał działać.',
          values: { what, whose },
        }),
      );
    },
    onError: (error) =>
      onMessage(
        i18n._({
          id: 'newsletter.feed.make-failed',
          message: 'Nie udało się utworzyć adresu {what}. {error}',
          values: { what, error: failed(error) },
        }),
      ),
  });
  const revoke = useApiMutation({
    mutationFn: () => api<{ revoked: boolean }>(path, { method: 'DELETE' }),
    onSuccess: (answer) => {
      setUrl(null);
      onMessage(
        answer.revoked
          ? i18n._({
              id: 'newsletter.feed.revoked',
              message: 'Adres {what}{whose} został unieważniony.',
              values: { what, whose },
            })
          : i18n._({
              id: 'newsletter.feed.none',
              message: 'Nie było ważnego adresu {what}{whose}.',
              values: { what, whose },
            }),
      );
    },
    onError: (error) =>
      onMessage(
        i18n._({
          id: 'newsletter.feed.revoke-failed',
          message: 'Nie udało się unieważnić adresu {what}. {error}',
          values: { what, error: failed(error) },
        }),
      ),
  });
  const busy = make.isPending || revoke.isPending;
  return (
    <div className="secret-feed">
      {url ? (
        <div className="field">
          <label className="field__label" htmlFor={id}>
            <Trans id="newsletter.feed.address" message="Adres {what}" values={{ what }} />
            {hidden}
          </label>
          <p id={`${id}-hint`} className="field__hint">
            <Trans
              id="newsletter.feed.hint"
              message="Skopiuj go do czytnika lub kalendarza. Zobaczysz go tylko teraz; nikt poza Tobą go nie zna."
            />
          </p>
          <input
            id={id}
            className="input"
            readOnly
            value={url}
            aria-describedby={`${id}-hint`}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
      <div className="secret-feed__actions">
        <Button variant="secondary" disabled={busy} onClick={() => make.mutate()}>
          {url ? (
            <Trans id="newsletter.feed.make-new" message="Utwórz nowy adres" />
          ) : (
            <Trans id="newsletter.feed.make" message="Utwórz adres {what}" values={{ what }} />
          )}
          {hidden}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => revoke.mutate()}>
          <Trans id="newsletter.feed.revoke" message="Unieważnij adres {what}" values={{ what }} />
          {hidden}
        </Button>
      </div>
    </div>
  );
}
