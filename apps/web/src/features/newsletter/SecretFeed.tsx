import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { api } from '../../lib/api.ts';
import { errorText } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';

type Props = {
  /** POST makes (or makes anew) the secret address, DELETE revokes it (decision 0036). */
  path: string;
  /** 'kanału Atom' or 'kalendarza': what the address is of, in the genitive. */
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
  const id = useId();
  const [url, setUrl] = useState<string | null>(null);
  const hidden = name ? <span className="visually-hidden"> ({name})</span> : null;
  const make = useApiMutation({
    mutationFn: () => api<{ url: string }>(path, { method: 'POST' }),
    onSuccess: (answer) => {
      setUrl(answer.url);
      onMessage(`Utworzono adres ${what}${name ? ` (${name})` : ''}. Poprzedni adres przestał działać.`);
    },
    onError: (error) => onMessage(`Nie udało się utworzyć adresu ${what}. ${errorText(error)}`),
  });
  const revoke = useApiMutation({
    mutationFn: () => api<{ revoked: boolean }>(path, { method: 'DELETE' }),
    onSuccess: (answer) => {
      setUrl(null);
      const whose = name ? ` (${name})` : '';
      onMessage(
        answer.revoked
          ? `Adres ${what}${whose} został unieważniony.`
          : `Nie było ważnego adresu ${what}${whose}.`,
      );
    },
    onError: (error) => onMessage(`Nie udało się unieważnić adresu ${what}. ${errorText(error)}`),
  });
  const busy = make.isPending || revoke.isPending;
  return (
    <div className="secret-feed">
      {url ? (
        <div className="field">
          <label className="field__label" htmlFor={id}>
            Adres {what}
            {hidden}
          </label>
          <p id={`${id}-hint`} className="field__hint">
            Skopiuj go do czytnika lub kalendarza. Zobaczysz go tylko teraz; nikt poza Tobą go nie zna.
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
          {url ? 'Utwórz nowy adres' : `Utwórz adres ${what}`}
          {hidden}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => revoke.mutate()}>
          Unieważnij adres {what}
          {hidden}
        </Button>
      </div>
    </div>
  );
}
