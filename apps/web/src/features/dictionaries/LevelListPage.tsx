import { levelLoadFailed, levelMessages } from '@bk/contracts/dictionaries/levels';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { NotFoundView } from '../../components/status/NotFoundView.tsx';
import { ChangeDeleteCell } from '../../components/ui/ActionMenu.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { PageLoading } from '../../components/ui/LoadingText.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDateTime } from '../../lib/format.ts';
import { AddLevelDialog, DeleteLevelDialog, RenameLevelDialog } from './LevelDialogs.tsx';
import { type AdminLevelItem, useAdminLevels } from './levels-api.ts';
import { type LevelPageKey, levelLabel, levelPages, type PolishParents } from './levels-config.ts';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'rename'; item: AdminLevelItem }
  | { kind: 'delete'; item: AdminLevelItem }
  | null;

function Breadcrumbs({ parents, current }: { parents: PolishParents; current: string }) {
  const crumbs: { label: string; to: string }[] = [
    { label: 'Administracja słownikiem poziomów wdrażania', to: '/administracja/perspektywy' },
  ];
  const {
    perspektywa: perspective,
    programOperacyjny: programme,
    osPriorytetowa: priority,
    dzialanie: activity,
  } = parents;
  if (perspective)
    crumbs.push({
      label: levelLabel(perspective),
      to: `/administracja/perspektywy/${perspective.id}/programy`,
    });
  if (programme)
    crumbs.push({ label: levelLabel(programme), to: `/administracja/programy/${programme.id}/osie` });
  if (priority) {
    const sub = perspective?.activityTypes.includes('subactivities');
    crumbs.push({
      label: levelLabel(priority),
      to: `/administracja/osie/${priority.id}/${sub ? 'dzialania-i-poddzialania' : 'dzialania'}`,
    });
  }
  if (activity) crumbs.push({ label: levelLabel(activity), to: '' });
  return (
    <nav aria-label="Okruszki" className="breadcrumbs">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.label}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}</li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/**
 * Who and when (spec 3 section 2.4, 'Brak danych' if missing). A level without its creator came with
 * the reference data's import: that is said, with its date (issue 44), instead of 'Brak danych'.
 */
function Audit({
  person,
  date,
  nobody = 'Brak danych',
}: {
  person: { imie: string; nazwisko: string } | null;
  date: string | null;
  nobody?: string;
}) {
  if (!date) return <span className="table__audit">Brak danych</span>;
  return (
    <span className="table__audit">
      {person ? `${person.imie} ${person.nazwisko}` : nobody}, {formatDateTime(date)}
    </span>
  );
}

/** One screen of the dictionary (spec 3 section 2.4): a table of code and name, add, rename, delete. */
export function LevelListPage({ page }: { page: LevelPageKey }) {
  const config = levelPages[page];
  useDocumentTitle(`słownik poziomów wdrażania - ${config.title.toLowerCase()}`);
  const params = useParams();
  const parentId = config.kind === 'perspective' ? null : Number(params.parentId);
  const query = useAdminLevels(config.kind, parentId);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  if (parentId !== null && !Number.isInteger(parentId)) return <NotFoundView />;
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.status === 404) return <NotFoundView />;
    if (isApiError(error) && error.status === 403) {
      return (
        <section className="status-page">
          <h1>Wystąpił błąd</h1>
          <p>{levelMessages.forbiddenPreview}</p>
        </section>
      );
    }
    const failed = levelLoadFailed(page === 'subactivities' ? 'subactivity' : config.kind);
    return (
      <p className="notice notice--error" role="alert">
        {failed} {error.message}
      </p>
    );
  }
  const { items, parents, canEdit } = query.data;
  const subactivities = parents.perspektywa?.activityTypes.includes('subactivities') ?? false;
  // The activities of a perspective with subactivities live on their own route, and the other way round.
  if (page === 'activities' && subactivities)
    return <Navigate replace to={`/administracja/osie/${parentId}/dzialania-i-poddzialania`} />;
  if (page === 'subactivities' && !subactivities)
    return <Navigate replace to={`/administracja/osie/${parentId}/dzialania`} />;

  const rule = config.codeRule;
  const close = () => setDialog(null);
  const saved = close;

  return (
    <section>
      <Breadcrumbs parents={parents} current={config.title} />
      <h1>{config.title}</h1>
      {canEdit && config.addLabel && parentId !== null ? (
        <div className="toolbar">
          <Button onClick={() => setDialog({ kind: 'add' })}>{config.addLabel}</Button>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p>Brak elementów na tym poziomie.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{config.title}</caption>
            <thead>
              <tr>
                <th scope="col">Kod</th>
                <th scope="col">Nazwa</th>
                <th scope="col">Utworzenie</th>
                <th scope="col">Ostatnia zmiana</th>
                {canEdit && config.kind !== 'perspective' ? <th scope="col">Akcje</th> : null}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{item.kod ?? 'Brak danych'}</td>
                  <td>
                    {config.childPath ? (
                      <Link to={config.childPath(item.id, parents)}>{item.nazwa}</Link>
                    ) : (
                      item.nazwa
                    )}
                  </td>
                  <td>
                    <Audit
                      person={item.audit.ktoUtworzyl}
                      date={item.audit.dataUtworzenia}
                      nobody="Import danych referencyjnych"
                    />
                  </td>
                  <td>
                    <Audit person={item.audit.ktoModyfikowal} date={item.audit.dataModyfikacji} />
                  </td>
                  {canEdit && config.kind !== 'perspective' ? (
                    <ChangeDeleteCell
                      label={`Akcje: ${levelLabel(item)}`}
                      change={{ id: 'rename', label: 'Zmień nazwę' }}
                      onChange={() => setDialog({ kind: 'rename', item })}
                      onDelete={() => setDialog({ kind: 'delete', item })}
                    />
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog?.kind === 'add' && rule && parentId !== null ? (
        <AddLevelDialog config={config} rule={rule} parentId={parentId} onClose={close} onSaved={saved} />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <RenameLevelDialog config={config} item={dialog.item} onClose={close} onSaved={saved} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteLevelDialog config={config} item={dialog.item} onClose={close} onSaved={saved} />
      ) : null}
    </section>
  );
}
