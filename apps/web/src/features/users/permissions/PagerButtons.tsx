import { PERMISSIONS_PAGE_SIZE } from '@bk/contracts/users/permissions-admin';
import { PagerNav } from '../../../components/ui/Pagination.tsx';

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
  return (
    <PagerNav
      page={page}
      lastPage={lastPage}
      className="pagination permissions-pager"
      label={label}
      control={(target, step, content) => (
        <button
          type="button"
          aria-current={step === 'page' && target === page ? 'page' : undefined}
          onClick={() => {
            if (target !== page) onPage(target);
          }}
        >
          {content}
        </button>
      )}
    />
  );
}
