import { Link } from 'react-router';

type Props = {
  page: number;
  lastPage: number;
  /** The address of a page of the list (the list state lives in the address). */
  hrefFor: (page: number) => string;
  label?: string;
};

/** The pages to show: the first, the last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, lastPage: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= lastPage; p++) {
    if (p === 1 || p === lastPage || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

/** A pager of links; nothing when the list has one page. */
export function Pagination({ page, lastPage, hrefFor, label = 'Strony wyników' }: Props) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev">
              Poprzednia<span className="visually-hidden"> strona</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, lastPage).map((p, index) =>
          p === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link to={hrefFor(p)} aria-current={p === page ? 'page' : undefined}>
                <span className="visually-hidden">Strona </span>
                {p}
              </Link>
            </li>
          ),
        )}
        {page < lastPage ? (
          <li>
            <Link to={hrefFor(page + 1)} rel="next">
              Następna<span className="visually-hidden"> strona</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
