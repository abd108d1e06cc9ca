import { localizedPath } from '@bk/contracts/common/locale';
import { Trans, useLingui } from '@lingui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { useTypedEarly } from '../../lib/use-typed-early.ts';

const SEARCH_PATH = '/ogloszenia/szukaj';
/**
 * searchLimits.text of contracts/search/search.ts (checked by a unit test): importing that module
 * would bring zod into the home page's first load.
 */
export const HOME_SEARCH_MAX = 250;
const examples = ['roboty budowlane', 'dostawa komputerów', 'szkolenie pracowników'];

const searchHref = (q: string) => (q ? `${SEARCH_PATH}?q=${encodeURIComponent(q)}` : SEARCH_PATH);

/** The home page's search box with example phrases (spec 1 section 2 'App shell', home). */
export function HomeSearch() {
  const id = useId();
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const shown = useTypedEarly(field, text, setText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchHref(shown().trim()));
  };
  return (
    <search className="home-search" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <Trans id="home.search.heading" message="Wyszukaj ogłoszenia" />
      </h2>
      {/* A plain GET form when no script runs (the page drawn on the server), in the page's language. */}
      <form
        method="get"
        action={localizedPath(SEARCH_PATH, i18n.locale === 'en' ? 'en' : 'pl')}
        onSubmit={submit}
        noValidate
      >
        <label className="field__label" htmlFor={id}>
          <Trans id="home.search.label" message="Czego szukasz?" />
        </label>
        <div className="search-box__row">
          <input
            id={id}
            ref={field}
            className="input"
            type="search"
            name="q"
            maxLength={HOME_SEARCH_MAX}
            aria-describedby={`${id}-examples`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit">
            <Trans id="home.search.submit" message="Szukaj" />
          </Button>
        </div>
      </form>
      <div id={`${id}-examples`} className="home-search__examples">
        <span>
          <Trans id="home.search.examples" message="Na przykład:" />
        </span>
        {/* Phrases of the announcements' own language. */}
        <ul lang="pl">
          {examples.map((example) => (
            <li key={example}>
              <Link to={searchHref(example)}>{example}</Link>
            </li>
          ))}
        </ul>
      </div>
    </search>
  );
}
