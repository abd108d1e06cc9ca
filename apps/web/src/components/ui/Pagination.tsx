import { Trans, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
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

/** What a pager control leads to: the page before, the page after, or a page of the window. */
export type PagerStep = 'prev' | 'next' | 'page';

type PagerNavProps = {
  page: number;
  lastPage: number;
  className: string;
  label: string;
  /** The link or button to `target`, with `content` inside (aria-current goes on the current page's). */
  control: (target: number, step: PagerStep, content: ReactNode) => ReactNode;
};

/** The portal's pager: 'Poprzednia', the window of pages, 'Następna'; nothing when the list has one page. */
export function PagerNav({ page, lastPage, className, label, control }: PagerNavProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {page > 1 ? (
          <li>
            {control(
              page - 1,
              'prev',
              <>
                <Trans id="pager.previous" message="Poprzednia" />
                <span className="visually-hidden">
                  {' '}
                  <Trans id="pager.page-word" message="strona" />
                </span>
              </>,
            )}
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
              {control(
                p,
                'page',
                <>
                  <span className="visually-hidden">
                    <Trans id="pager.page" message="Strona" />{' '}
                  </span>
                  {p}
                </>,
              )}
            </li>
          ),
        )}
        {page < lastPage ? (
          <li>
            {control(
              page + 1,
              'next',
              <>
                <Trans id="pager.next" message="Następna" />
                <span className="visually-hidden">
                  {' '}
                  <Trans id="pager.page-word" message="strona" />
                </span>
              </>,
            )}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/** A pager of links; nothing when the list has one page. */
export function Pagination({ page, lastPage, hrefFor, label }: Props) {
  const { i18n } = useLingui();
  return (
    <PagerNav
      page={page}
      lastPage={lastPage}
      className="pagination"
      label={label ?? i18n._({ id: 'pager.label', message: 'Strony wyników' })}
      control={(target, step, content) => (
        <Link
          to={hrefFor(target)}
          rel={step === 'page' ? undefined : step}
          aria-current={step === 'page' && target === page ? 'page' : undefined}
        >
          {content}
        </Link>
      )}
    />
  );
}
