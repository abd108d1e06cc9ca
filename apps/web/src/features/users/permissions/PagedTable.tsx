import { type ReactNode, useRef } from 'react';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { lastPageOf, PagerButtons } from './PagerButtons.tsx';

type Props = {
  /** The state of the list's query. */
  query: { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown };
  /** The spec's texts: a 403, any other failure ('Nie udało się pobrać …'), an empty list. */
  messages: { forbidden: string; failed: string; empty: string };
  /** The rows on this page and the rows in all. */
  rowCount: number;
  total: number;
  className: string;
  /** The table's (visually hidden) caption. */
  caption: string;
  columns: string[];
  /** The `<tr>` of the page. */
  children: ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** Names the pager ('Strony historii uprawnień'). */
  pagerLabel: string;
};

/**
 * A permission list as a table of 20 a page: 'loading', the failure, the empty list's notice or the table,
 * then the pager (only above 20).
 */
export function PagedTable({
  query,
  messages,
  rowCount,
  total,
  className,
  caption,
  columns,
  children,
  page,
  onPage,
  pagerLabel,
}: Props) {
  if (query.isPending) return <LoadingText />;
  if (query.isError)
    return <LoadFailure error={query.error} forbidden={messages.forbidden} failed={messages.failed} />;
  if (rowCount === 0) return <p className="notice">{messages.empty}</p>;
  return (
    <>
      <div className="table-wrap">
        <table className={`table ${className}`} aria-busy={query.isFetching || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      <PagerButtons page={page} lastPage={lastPageOf(total)} onPage={onPage} label={pagerLabel} />
    </>
  );
}

type ResultsProps = Omit<Props, 'total' | 'onPage'> & {
  /** The heading above the list ('Zdarzenia'). */
  title: string;
  /** The rows in all; undefined until the list has loaded. */
  total: number | undefined;
  onPage: (page: number) => void;
};

/**
 * The list of a dialog under its heading with the count; a turn of the page gives the heading the focus
 * (the pressed button may be gone on the new page).
 */
export function DialogResults({ title, total, onPage, ...table }: ResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h3 ref={headingRef} tabIndex={-1} className="permissions-history__heading">
        {title}
        {total === undefined ? null : <span className="permissions-history__count"> (liczba: {total})</span>}
      </h3>
      <PagedTable
        {...table}
        total={total ?? 0}
        onPage={(next) => {
          onPage(next);
          headingRef.current?.focus();
        }}
      />
    </>
  );
}
