import { localizedPath } from '@bk/contracts/common/locale';
import { searchLimits } from '@bk/contracts/search/search-texts';
import { Trans, useLingui } from '@lingui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { useTypedEarly } from '../../lib/use-typed-early.ts';

type Props = {
  initial: string;
  onSearch: (q: string) => void;
  /** 'Szukaj także w załącznikach' (issue 49), and its change (the search runs again). */
  attachments?: boolean;
  onAttachments?: (on: boolean) => void;
  /** The address's other parameters, sent with the text when no script runs (a plain GET form). */
  keep?: [string, string][];
};

/** The search text (max 250) with its clear control and 'Szukaj' (spec 1 section 2 'Search'). */
export function SearchBox({ initial, onSearch, keep = [], attachments, onAttachments }: Props) {
  const id = useId();
  const { i18n } = useLingui();
  const [text, setText] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  const shown = useTypedEarly(input, text, setText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(shown().trim());
  };
  return (
    <search className="search-box">
      <form
        method="get"
        action={localizedPath('/ogloszenia/szukaj', i18n.locale === 'en' ? 'en' : 'pl')}
        onSubmit={submit}
        noValidate
      >
        {keep.map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <label className="field__label" htmlFor={id}>
          <Trans id="home.search.label" message="Czego szukasz?" />
        </label>
        <p id={`${id}-hint`} className="field__hint">
          <Trans
            id="search.box.hint"
            message="Wpisz słowa z tytułu lub opisu, kod CPV albo numer ogłoszenia."
          />
        </p>
        <div className="search-box__row">
          <div className="search-box__input">
            <input
              id={id}
              ref={input}
              className="input"
              type="search"
              name="q"
              // The text comes from the address: a browser's restoring of an older text on going back
              // would show a query other than the results'.
              autoComplete="off"
              maxLength={searchLimits.text}
              aria-describedby={`${id}-hint`}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            {text ? (
              <button
                type="button"
                className="search-box__clear"
                onClick={() => {
                  setText('');
                  input.current?.focus();
                }}
              >
                <Trans id="search.box.clear" message="Wyczyść" />
                <span className="visually-hidden">
                  {' '}
                  <Trans id="search.box.clear.field" message="pole wyszukiwania" />
                </span>
              </button>
            ) : null}
          </div>
          <Button type="submit">
            <Trans id="home.search.submit" message="Szukaj" />
          </Button>
        </div>
        {attachments !== undefined ? (
          <>
            {/* Without a script the form sends '0', and '1' after it when the box is ticked. */}
            <input type="hidden" name="attachments" value="0" />
            <label className="checkbox search-box__attachments">
              <input
                type="checkbox"
                name="attachments"
                value="1"
                checked={attachments}
                onChange={(e) => onAttachments?.(e.target.checked)}
              />
              <Trans id="search.box.attachments" message="Szukaj także w załącznikach" />
            </label>
          </>
        ) : null}
      </form>
    </search>
  );
}
