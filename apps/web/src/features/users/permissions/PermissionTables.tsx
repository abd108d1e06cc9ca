import { areaLabels, permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useSession } from '../../../lib/session.tsx';
import { GrantedFlags } from './GrantedFlags.tsx';
import { type GrantContext, grantCapabilities } from './grant-state.ts';
import { PagedTable } from './PagedTable.tsx';
import { lastPageOf } from './PagerButtons.tsx';
import { levelPackageLabel } from './permission-labels.ts';
import { type AreaPackage, type LevelPackage, useAreaPackages, useLevelPackages } from './permissions-api.ts';
import './permissions.css';

// Loaded when opened: the dialogs (react-aria) are not needed for the tables' first paint.
const HistoryDialog = lazy(async () => ({ default: (await import('./HistoryDialog.tsx')).HistoryDialog }));
const DeletePackageDialog = lazy(async () => ({
  default: (await import('./DeletePackageDialog.tsx')).DeletePackageDialog,
}));
const LevelUsersDialog = lazy(async () => ({
  default: (await import('./LevelUsersDialog.tsx')).LevelUsersDialog,
}));

/** A row of one of the tables: the package and which table it comes from. */
export type PackageRow =
  | { context: 'administration'; pkg: AreaPackage }
  | { context: 'levels'; pkg: LevelPackage };

type Props = {
  /** Whose permissions; the viewer's own when undefined (read-only: nobody edits their own). */
  userId?: number;
  /** 'Dodaj' of a table; shown for another user's permissions where the viewer may grant. */
  onAdd?: (context: GrantContext) => void;
  /** 'Edytuj' of a row; shown for another user's permissions when the row may be edited. */
  onEdit?: (row: PackageRow) => void;
  /** A confirmation to announce after a removal ('Usunięto uprawnienia: Treści.'). */
  onMessage?: (text: string) => void;
};

/** What a row is called in its actions and the removal question. */
export function rowLabel(row: PackageRow): string {
  return row.context === 'administration' ? areaLabels[row.pkg.area] : levelPackageLabel(row.pkg);
}

type TableProps = {
  title: string;
  placeColumn: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  addLabel: string | null;
  onAdd: () => void;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; error: unknown };
  total: number;
  rows: { key: string; place: ReactNode; row: PackageRow }[];
  page: number;
  onPage: (page: number) => void;
  actions: (row: PackageRow) => ReactNode;
};

/** One of the two tables: its heading with 'Dodaj', the rows, the pager (only above 20), the messages. */
function PackageTable({
  title,
  placeColumn,
  headingRef,
  addLabel,
  onAdd,
  query,
  total,
  rows,
  page,
  onPage,
  actions,
}: TableProps) {
  const headingId = useId();
  return (
    <section className="permissions-section" aria-labelledby={headingId}>
      <div className="permissions-section__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {title}
        </h2>
        {addLabel ? (
          <Button variant="secondary" aria-haspopup="dialog" onClick={onAdd}>
            Dodaj<span className="visually-hidden"> {addLabel}</span>
          </Button>
        ) : null}
      </div>
      <PagedTable
        query={query}
        messages={{
          forbidden: M.listForbidden,
          failed: 'Nie udało się pobrać listy uprawnień.',
          empty: M.listEmpty,
        }}
        rowCount={rows.length}
        total={total}
        className="permissions-table"
        caption={title}
        columns={[placeColumn, 'Uprawnienia', 'Akcje']}
        page={page}
        onPage={onPage}
        pagerLabel={`Strony tabeli ${title}`}
      >
        {rows.map(({ key, place, row }) => (
          <tr key={key}>
            <th scope="row" className="permissions-table__place">
              {place}
            </th>
            <td>
              <GrantedFlags groups={row.pkg.groups} />
            </td>
            <td>
              <div className="permissions-table__actions">{actions(row)}</div>
            </td>
          </tr>
        ))}
      </PagedTable>
    </section>
  );
}

/** Keeps a table's page within its pages (a removal can empty the last one). */
function useClampedPage(total: number | undefined, page: number, setPage: (page: number) => void) {
  useEffect(() => {
    if (total === undefined) return;
    const last = lastPageOf(total);
    if (page > last) setPage(last);
  }, [total, page, setPage]);
}

type OpenDialog =
  | { kind: 'history' }
  | { kind: 'delete'; row: PackageRow }
  | { kind: 'users'; level: { id: number; label: string } }
  | null;

/**
 * The permission tables of a user (spec 3 section 2.3): 'Administracja' (a row per area) and 'Poziomy
 * wdrożenia' (a row per level), each with 'Historia', 'Edytuj' and 'Usuń' as the rows allow, 20 a page;
 * a level's row also lists the users holding a package at or above it ('Użytkownicy').
 * Without `userId` they show the viewer's own permissions, read-only.
 */
export function PermissionTables({ userId, onAdd, onEdit, onMessage }: Props) {
  const session = useSession();
  const own = userId === undefined || userId === session.user?.id;
  const capabilities = grantCapabilities(session.user?.permissions ?? [], session.flags);
  const [areaPage, setAreaPage] = useState(1);
  const [levelPage, setLevelPage] = useState(1);
  const areas = useAreaPackages(userId, areaPage);
  const levels = useLevelPackages(userId, levelPage);
  const areaHeading = useRef<HTMLHeadingElement>(null);
  const levelHeading = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  useClampedPage(areas.data?.meta.total, areaPage, setAreaPage);
  useClampedPage(levels.data?.meta.total, levelPage, setLevelPage);

  const headingOf = (row: PackageRow) => (row.context === 'administration' ? areaHeading : levelHeading);
  const turnPage = (set: (page: number) => void, heading: RefObject<HTMLHeadingElement | null>) => {
    return (page: number) => {
      set(page);
      // The pressed button may be gone on the new page: the table's heading takes the focus.
      heading.current?.focus();
    };
  };

  const actions = (row: PackageRow) => {
    const label = rowLabel(row);
    // A level's users; not for every level (no level to list them at).
    const level = row.context === 'levels' ? row.pkg.level : null;
    return (
      <>
        <Button
          variant="secondary"
          className="button--small"
          aria-haspopup="dialog"
          onClick={() => setDialog({ kind: 'history' })}
        >
          Historia<span className="visually-hidden"> uprawnień</span>
        </Button>
        {level ? (
          <Button
            variant="secondary"
            className="button--small"
            aria-haspopup="dialog"
            onClick={() => setDialog({ kind: 'users', level: { id: level.id, label } })}
          >
            Użytkownicy<span className="visually-hidden"> uprawnieni na poziomie: {label}</span>
          </Button>
        ) : null}
        {!own && onEdit && row.pkg.canEdit ? (
          <Button
            variant="secondary"
            className="button--small"
            aria-haspopup="dialog"
            onClick={() => onEdit(row)}
          >
            Edytuj<span className="visually-hidden"> uprawnienia: {label}</span>
          </Button>
        ) : null}
        {!own && userId !== undefined && row.pkg.canDelete ? (
          <Button
            variant="secondary"
            className="button--small"
            aria-haspopup="dialog"
            onClick={() => setDialog({ kind: 'delete', row })}
          >
            Usuń<span className="visually-hidden"> uprawnienia: {label}</span>
          </Button>
        ) : null}
      </>
    );
  };

  const areaRows = (areas.data?.permissions ?? []).map((pkg) => ({
    key: pkg.area,
    place: areaLabels[pkg.area],
    row: { context: 'administration', pkg } as PackageRow,
  }));
  const levelRows = (levels.data?.permissions ?? []).map((pkg) => ({
    key: pkg.level ? String(pkg.level.id) : 'all',
    place: (
      <>
        {levelPackageLabel(pkg)}
        {pkg.hasHigherLevelPermissions ? (
          <span className="permissions-note">Uprawnienia na wyższym poziomie</span>
        ) : null}
      </>
    ),
    row: { context: 'levels', pkg } as PackageRow,
  }));

  return (
    <div className="permissions-tables">
      <PackageTable
        title="Administracja"
        placeColumn="Obszar"
        headingRef={areaHeading}
        addLabel={
          !own && onAdd && capabilities.areas.length > 0 ? 'uprawnienia w obszarze Administracji' : null
        }
        onAdd={() => onAdd?.('administration')}
        query={areas}
        total={areas.data?.meta.total ?? 0}
        rows={areaRows}
        page={areaPage}
        onPage={turnPage(setAreaPage, areaHeading)}
        actions={actions}
      />
      <PackageTable
        title="Poziomy wdrożenia"
        placeColumn="Poziom wdrożenia"
        headingRef={levelHeading}
        addLabel={!own && onAdd && capabilities.levels ? 'uprawnienia na poziomie wdrożenia' : null}
        onAdd={() => onAdd?.('levels')}
        query={levels}
        total={levels.data?.meta.total ?? 0}
        rows={levelRows}
        page={levelPage}
        onPage={turnPage(setLevelPage, levelHeading)}
        actions={actions}
      />
      {dialog?.kind === 'history' ? (
        <Suspense fallback={null}>
          <HistoryDialog userId={userId} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {dialog?.kind === 'users' ? (
        <Suspense fallback={null}>
          <LevelUsersDialog level={dialog.level} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
      {dialog?.kind === 'delete' && userId !== undefined ? (
        <Suspense fallback={null}>
          <DeletePackageDialog
            userId={userId}
            row={dialog.row}
            label={rowLabel(dialog.row)}
            onClose={() => setDialog(null)}
            onDeleted={() => {
              const heading = headingOf(dialog.row);
              setDialog(null);
              onMessage?.(`Usunięto uprawnienia: ${rowLabel(dialog.row)}.`);
              // The row's buttons are gone: its table's heading takes the focus.
              setTimeout(() => heading.current?.focus(), 0);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
