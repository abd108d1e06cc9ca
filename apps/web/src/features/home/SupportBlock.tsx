import { Trans, useLingui } from '@lingui/react';
import { useId, useRef, useState } from 'react';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { useTypedEarly } from '../../lib/use-typed-early.ts';

type MailboxFor = typeof import('@bk/contracts/settings/public-settings').mailboxFor;

/**
 * The contract module that holds mailboxFor also builds zod schemas: loaded when the field is first
 * used, it keeps zod out of the home page's first load (150 KB budget).
 */
function loadMailboxFor(): Promise<MailboxFor> {
  return import('@bk/contracts/settings/public-settings').then((m) => m.mailboxFor);
}

const WRITE_TO = /*i18n*/ { id: 'home.support.write-to', message: 'Napisz do:' };

const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>;

/**
 * The support block (spec 1 section 2): the mailbox for a call or project number, chosen by its
 * prefix from the configuration (the generic one for other numbers), and the bidders' mailbox.
 */
export function SupportBlock() {
  const id = useId();
  const { i18n } = useLingui();
  const [code, setCode] = useState('');
  const [chooser, setChooser] = useState<{ mailboxFor: MailboxFor } | null>(null);
  const support = usePublicSettings()?.support;
  const field = useRef<HTMLInputElement>(null);
  const load = () => {
    if (!chooser) void loadMailboxFor().then((mailboxFor) => setChooser({ mailboxFor }));
  };
  const change = (value: string) => {
    load();
    setCode(value);
  };
  useTypedEarly(field, code, change);
  const mailbox = support && chooser && code.trim() ? chooser.mailboxFor(code, support) : null;
  return (
    <section className="support-block" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Trans id="home.support.heading" message="Pomoc dla użytkowników" />
      </h2>
      <div className="support-block__columns">
        <div>
          <h3>
            <Trans id="home.support.advertisers" message="Zamawiający" />
          </h3>
          <div className="field">
            <label className="field__label" htmlFor={id}>
              <Trans id="home.support.number" message="Numer naboru lub projektu" />
            </label>
            <p id={`${id}-hint`} className="field__hint">
              <Trans
                id="home.support.number.hint"
                message="Na przykład {example}"
                values={{ example: 'FENG.01.01-IP.02-001/26' }}
              />
            </p>
            <input
              id={id}
              className="input"
              maxLength={100}
              aria-describedby={`${id}-hint`}
              ref={field}
              value={code}
              onFocus={load}
              onChange={(e) => change(e.target.value)}
            />
          </div>
          <p className="support-block__answer" role="status">
            {mailbox ? (
              <>
                {i18n._(WRITE_TO)} {mail(mailbox)}
              </>
            ) : (
              i18n._({
                id: 'home.support.number.prompt',
                message: 'Wpisz numer, a pokażemy adres skrzynki, która odpowie na Twoje pytania.',
              })
            )}
          </p>
        </div>
        <div>
          <h3>
            <Trans id="home.support.bidders" message="Wykonawcy" />
          </h3>
          <p>
            <Trans id="home.support.bidders.question" message="Masz pytanie o składanie ofert?" />{' '}
            {support ? (
              <>
                {i18n._(WRITE_TO)} {mail(support.biddersEmail)}
              </>
            ) : null}
          </p>
        </div>
      </div>
    </section>
  );
}
