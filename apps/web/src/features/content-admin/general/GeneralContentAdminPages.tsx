import { contentLimits, generalContentInputSchema } from '@bk/contracts/content/content';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { RichTextField } from '../../../components/form/RichTextField.tsx';
import { TextField } from '../../../components/form/TextField.tsx';
import { useFormMutation } from '../../../components/form/use-form-mutation.ts';
import { wireSchemaResolver } from '../../../components/form/wire-resolver.ts';
import { RichContentView } from '../../../components/rich-content/RichContentView.tsx';
import { NotFoundView } from '../../../components/status/NotFoundView.tsx';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import type { GeneralContent } from '../../../lib/site-content.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { AdminForm, AdminPage, AuditData } from '../AdminParts.tsx';
import '../content-admin.css';
import {
  GENERAL_KEY,
  GENERAL_PATH,
  type GeneralContentBody,
  saveGeneralContent,
  useGeneralContent,
  useGeneralContents,
} from './general-api.ts';
import {
  generalLoadFailure,
  generalSaveFailure,
  hasContent,
  idOfParam,
  isNotFound,
  placementName,
  generalTexts as T,
} from './general-messages.ts';

const TITLE = 'zarządzanie treścią - treści ogólne';
const trail = [{ to: GENERAL_PATH, label: T.title }];
const resolver = wireSchemaResolver<GeneralContentBody>(generalContentInputSchema);
const FIELDS = ['naglowek', 'tresc'] as const;

function LoadFailure({ error, one }: { error: unknown; one: boolean }) {
  return (
    <p className="notice notice--error" role="alert">
      {generalLoadFailure(error, one)}
    </p>
  );
}

/** /zarzadzanie-trescia/tresci-ogolne: the placements with their heading and whether they have content. */
export function GeneralContentsPage() {
  useDocumentTitle(TITLE);
  const query = useGeneralContents();
  return (
    <AdminPage trail={[]} title={T.title}>
      <p>{T.intro}</p>
      {query.isPending ? <LoadingText /> : null}
      {query.isError ? <LoadFailure error={query.error} one={false} /> : null}
      {query.data ? (
        <div className="table-wrap">
          <table className="content-admin__table">
            <caption className="visually-hidden">{T.title}</caption>
            <thead>
              <tr>
                <th scope="col">Miejsce wyświetlania</th>
                <th scope="col">Nagłówek</th>
                <th scope="col">Treść</th>
                <th scope="col">Akcje</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((g) => {
                const name = placementName(g.placement);
                return (
                  <tr key={g.id}>
                    <th scope="row">
                      <Link to={`${GENERAL_PATH}/${g.id}`}>{name}</Link>
                    </th>
                    <td>{g.naglowek || T.noHeading}</td>
                    <td>{hasContent(g.tresc) ? T.filled : T.empty}</td>
                    <td>
                      <Link to={`${GENERAL_PATH}/${g.id}/edytuj`}>
                        Edytuj<span className="visually-hidden"> {name}</span>
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminPage>
  );
}

/** /zarzadzanie-trescia/tresci-ogolne/:id: the placement's heading, content and audit data. */
export function GeneralContentPage() {
  const id = idOfParam(useParams<{ id: string }>().id);
  return id === null ? <NotFoundView /> : <GeneralContentDetails id={id} />;
}

function GeneralContentDetails({ id }: { id: number }) {
  useDocumentTitle(TITLE);
  const query = useGeneralContent(id);
  if (isNotFound(query.error)) return <NotFoundView />;
  const g = query.data;
  return (
    <AdminPage
      trail={trail}
      title={g ? placementName(g.placement) : T.title}
      actions={
        g ? (
          <Link className="button button--primary" to={`${GENERAL_PATH}/${id}/edytuj`}>
            Edytuj
          </Link>
        ) : undefined
      }
    >
      {query.isPending ? <LoadingText /> : null}
      {query.isError ? <LoadFailure error={query.error} one /> : null}
      {g ? (
        <>
          <h2>Nagłówek</h2>
          <p>{g.naglowek || T.noHeading}</p>
          <h2>Treść</h2>
          {hasContent(g.tresc) ? (
            <div className="content-admin__preview">
              <RichContentView content={g.tresc} />
            </div>
          ) : (
            <p>{T.empty}</p>
          )}
          <AuditData item={g} />
        </>
      ) : null}
    </AdminPage>
  );
}

/** /zarzadzanie-trescia/tresci-ogolne/:id/edytuj: 'Nagłówek' and 'Treść', both optional. */
export function GeneralContentEditPage() {
  const id = idOfParam(useParams<{ id: string }>().id);
  return id === null ? <NotFoundView /> : <GeneralContentEdit id={id} />;
}

function GeneralContentEdit({ id }: { id: number }) {
  useDocumentTitle(TITLE);
  const query = useGeneralContent(id);
  const [gone, setGone] = useState(false);
  if (gone || isNotFound(query.error)) return <NotFoundView />;
  const g = query.data;
  const editTrail = g
    ? [...trail, { to: `${GENERAL_PATH}/${id}`, label: placementName(g.placement) }]
    : trail;
  return (
    <AdminPage trail={editTrail} title={T.edit}>
      {query.isPending ? <LoadingText /> : null}
      {query.isError && !g ? <LoadFailure error={query.error} one /> : null}
      {g ? <GeneralContentForm key={id} item={g} onGone={() => setGone(true)} /> : null}
    </AdminPage>
  );
}

function GeneralContentForm({ item, onGone }: { item: GeneralContent; onGone: () => void }) {
  const [saved, showSaved] = useFlashMessage();
  // The values of the first answer only: a refetch after saving does not reset what is typed.
  const form = useForm<GeneralContentBody>({
    resolver,
    shouldFocusError: false,
    defaultValues: { naglowek: item.naglowek, tresc: item.tresc },
  });
  const save = useFormMutation<GeneralContentBody, GeneralContentBody, GeneralContent>({
    form,
    fields: FIELDS,
    mutationFn: (body) => saveGeneralContent(item.id, body),
    invalidates: [{ queryKey: GENERAL_KEY }],
    onSuccess: () => showSaved('Zapisano'),
    answers: (error) => {
      if (isNotFound(error)) onGone();
      return isNotFound(error);
    },
    failureText: generalSaveFailure,
  });
  const { errors } = form.formState;

  return (
    <AdminForm
      form={save}
      requiredNote={false}
      notice={
        <p>
          Miejsce wyświetlania: <strong>{placementName(item.placement)}</strong>
        </p>
      }
      saved={saved !== ''}
      back={{ to: `${GENERAL_PATH}/${item.id}`, label: 'Wróć' }}
    >
      <TextField
        label="Nagłówek"
        hint={`${T.headingHint} Maksymalnie ${contentLimits.generalHeading} znaków.`}
        error={errors.naglowek?.message}
        autoComplete="off"
        {...form.register('naglowek')}
      />
      <RichTextField
        control={form.control}
        name="tresc"
        label="Treść"
        max={contentLimits.generalContent}
        uploadContext={null}
      />
    </AdminForm>
  );
}
