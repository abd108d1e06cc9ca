import { PERMISSIONS_PAGE_SIZE } from '@bk/contracts/users/permissions-admin';
import { pageWindow } from '../../../components/ui/Pagination.tsx';

/** The number of pages of a permission list (20 a page; spec 3 section 9). */
export function lastPageOf(total: number): number {
  return Math.max(1, Math.ceil(total / PERMISSIONS_PAGE_SIZE));
}

type Props = {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** Names the pager ('Strony tabeli Administracja'). */
  label: string;
};

/**
 * A pager of buttons for a list that keeps its page in the component, not in the address (two tables
 * on one tab, a list in a dialog); the look of the portal's pager. Nothing with one page (20 or fewer).
 */
export function PagerButtons({ page, lastPage, onPage, label }: Props) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination permissions-pager" aria-label={label}>
      <ul>
        {page > 1 ? (
          <li>
            <button type="button" onClick={() => onPage(page - 1)}>
              Poprzednia<span className="visually-hidden"> strona</span>
            </button>
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
              <button
                type="button"
                aria-current={p === page ? 'page' : undefined}
                onClick={() => {
                  if (p !== page) onPage(p);
                }}
              >
                <span className="visually-hidden">Strona </span>
                {p}
              </button>
            </li>
          ),
        )}
        {page < lastPage ? (
          <li>
            <button type="button" onClick={() => onPage(page + 1)}>
              Następna<span className="visually-hidden"> strona</span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
