import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { statementPath } from './content-api.ts';
import { pageData } from './page-data.ts';

/**
 * The yellow important-statement banner (spec 1 section 2): the first active statement flagged for
 * the yellow stripe, from the data the page carries, so it is there with the first paint.
 */
export function YellowBanner({ statement }: { statement: { id: number; slug: string; naglowek: string } }) {
  const { i18n } = useLingui();
  return (
    <section
      className="yellow-banner"
      aria-label={i18n._({ id: 'banner.important', message: 'Ważny komunikat' })}
    >
      <p>
        <strong>
          <Trans id="banner.important.label" message="Ważny komunikat:" />
        </strong>{' '}
        {/* The statement's own text is in Polish (data). */}
        <Link to={statementPath(statement)} lang="pl">
          {statement.naglowek}
        </Link>
      </p>
    </section>
  );
}

/** The banner from the page's data; null when the page carries none (the banners' module then fetches it). */
export function PageYellowBanner() {
  const data = pageData();
  if (!data?.yellowStatement) return null;
  return <YellowBanner statement={data.yellowStatement} />;
}
