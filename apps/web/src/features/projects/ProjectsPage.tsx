import { type ProjectType, projectMessages } from '@bk/contracts/projects/projects';
import { useEffect, useRef, useState } from 'react';
import { ScreenHelpButton } from '../../components/screen-help/ScreenHelpButton.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { IgnoredParamsNotice } from '../../components/ui/IgnoredParamsNotice.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryContent } from '../../components/ui/QueryContent.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import type { ListDefaults } from '../../lib/list-params.ts';
import { writeListParams } from '../../lib/list-params.ts';
import { useFlashMessage } from '../../lib/use-flash-message.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { AddProjectDialog } from './AddProjectDialog.tsx';
import { DeleteProjectDialog } from './DeleteProjectDialog.tsx';
import { ProjectCard } from './ProjectCard.tsx';
import { ProjectFilters, type ProjectFilterValues } from './ProjectFilters.tsx';
import { type ProjectItem, useProjects } from './projects-api.ts';

const listDefaults: ListDefaults = {
  sort: '',
  limit: 20,
  limits: [20],
  filterNames: ['typ', 'numer', 'nazwa'],
  choices: { typ: ['all', 'project', 'enrollment'] },
};

type OpenDialog = { kind: 'add'; type: ProjectType } | { kind: 'delete'; item: ProjectItem } | null;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** 'Moje projekty i nabory' (spec 3 section 2.8): the advertiser's list, add and remove. */
export function ProjectsPage() {
  useDocumentTitle('moje projekty i nabory');
  const [state, change, ignored] = useListParams(listDefaults);
  const typ = text(state.filters.typ);
  const type: 'all' | ProjectType = typ === 'project' || typ === 'enrollment' ? typ : 'all';
  const filters: ProjectFilterValues = {
    typ: type,
    numer: text(state.filters.numer),
    nazwa: text(state.filters.nazwa),
  };
  const list = useProjects({
    type,
    number: filters.numer,
    name: filters.nazwa,
    page: state.page,
    limit: state.limit,
  });
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [flash, showFlash] = useFlashMessage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filtered = filters.typ !== 'all' || filters.numer !== '' || filters.nazwa !== '';
  const lastPage = list.data?.meta.lastPage ?? 1;

  // A page past the end (after a removal, or an old address) goes to the last page there is.
  useEffect(() => {
    if (list.data && state.page > 1 && state.page > lastPage) change({ page: Math.max(lastPage, 1) });
  }, [list.data, state.page, lastPage, change]);

  // Dialogs wait for the fresh list before they close, so focus never returns to an item that goes.
  const search = (values: ProjectFilterValues) => {
    const next: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) if (value && value !== 'all') next[key] = value;
    change({ filters: next });
  };

  const content = (
    <QueryContent
      query={list}
      failure={projectMessages.listFailed}
      isEmpty={(data) => data.projektyNabory.length === 0}
      empty={
        <p className="notice">
          {filtered
            ? projectMessages.emptyList
            : 'Nie masz jeszcze projektów ani naborów. Dodaj projekt lub nabór, aby przypisywać do niego ogłoszenia.'}
        </p>
      }
    >
      {(data) => (
        <>
          <p className="list-summary">Znaleziono: {data.meta.total}</p>
          <ul className="card-list project-list">
            {data.projektyNabory.map((item) => (
              <ProjectCard
                key={item.id}
                item={item}
                onDelete={(chosen) => setDialog({ kind: 'delete', item: chosen })}
              />
            ))}
          </ul>
          <Pagination
            page={state.page}
            lastPage={lastPage}
            hrefFor={(page) => `/projekty?${writeListParams({ ...state, page })}`}
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <section className="projects">
      <div className="page-head">
        <h1 ref={headingRef} tabIndex={-1}>
          Moje projekty i nabory
        </h1>
        <ScreenHelpButton screen="projectsList" />
      </div>
      <IgnoredParamsNotice ignored={ignored} />
      <div className="toolbar">
        <Button onClick={() => setDialog({ kind: 'add', type: 'project' })}>Dodaj projekt</Button>
        <Button onClick={() => setDialog({ kind: 'add', type: 'enrollment' })}>Dodaj nabór</Button>
      </div>
      <ProjectFilters key={writeListParams({ ...state, page: 1 })} initial={filters} onSearch={search} />
      <p className="flash" role="status">
        {flash}
      </p>
      {content}
      {dialog?.kind === 'add' ? (
        <AddProjectDialog
          type={dialog.type}
          onClose={() => setDialog(null)}
          onSaved={async (fullNumber) => {
            setDialog(null);
            showFlash(`Dodano ${dialog.type === 'project' ? 'projekt' : 'nabór'} ${fullNumber}.`);
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteProjectDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          onDeleted={async () => {
            setDialog(null);
            showFlash(
              `Usunięto ${dialog.item.typ === 'project' ? 'projekt' : 'nabór'} ${dialog.item.calyNumer}.`,
            );
            // The item and its button are gone: focus returns to the top of the list's page.
            setTimeout(() => headingRef.current?.focus(), 0);
          }}
        />
      ) : null}
    </section>
  );
}
