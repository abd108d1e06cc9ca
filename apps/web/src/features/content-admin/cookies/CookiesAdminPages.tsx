import { contentLimits, cookiesInputSchema } from '@bk/contracts/content/content';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { RichTextField } from '../../../components/form/RichTextField.tsx';
import { useFormMutation } from '../../../components/form/use-form-mutation.ts';
import { wireSchemaResolver } from '../../../components/form/wire-resolver.ts';
import { RichContentView } from '../../../components/rich-content/RichContentView.tsx';
import { emptyRichValue } from '../../../components/rich-text/rich-value.ts';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import type { Cookies } from '../../../lib/site-content.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { AdminForm, AdminPage, AuditData } from '../AdminParts.tsx';
import '../content-admin.css';
import { COOKIES_KEY, COOKIES_PATH, type CookiesBody, saveCookies, useAdminCookies } from './cookies-api.ts';
import { cookiesLoadFailure, cookiesSaveFailure, cookiesTexts as T } from './cookies-messages.ts';

const TITLE = 'zarządzanie treścią - ciasteczka';
const resolver = wireSchemaResolver<CookiesBody>(cookiesInputSchema);
const FIELDS = ['tresc'] as const;

/** The router state of the first save, which continues on the edit page with 'Zapisano'. */
type SavedState = { saved: true };

function LoadFailure({ error }: { error: unknown }) {
  return (
    <p className="notice notice--error" role="alert">
      {cookiesLoadFailure(error)}
    </p>
  );
}

/** /zarzadzanie-trescia/ciasteczka: the notice, its date and audit data; 'Dodaj ciasteczka' when empty. */
export function CookiesPage() {
  useDocumentTitle(TITLE);
  const query = useAdminCookies();
  const c = query.data;
  const actions =
    c === undefined ? undefined : c === null ? (
      <Link className="button button--primary" to={`${COOKIES_PATH}/nowe`}>
        {T.add}
      </Link>
    ) : (
      <Link className="button button--primary" to={`${COOKIES_PATH}/edytuj`}>
        Edytuj
      </Link>
    );
  return (
    <AdminPage trail={[]} title={T.title} actions={actions}>
      {query.isPending ? <LoadingText /> : null}
      {query.isError ? <LoadFailure error={query.error} /> : null}
      {c === null ? <p>{T.missing}</p> : null}
      {c ? (
        <>
          <p>
            Data aktualnej wersji:{' '}
            <time dateTime={c.dataOpublikowania}>{formatDate(c.dataOpublikowania)}</time>
          </p>
          <h2 className="visually-hidden">Treść ciasteczek</h2>
          <div className="content-admin__preview">
            <RichContentView content={c.tresc} />
          </div>
          <AuditData item={c} />
        </>
      ) : null}
    </AdminPage>
  );
}

/**
 * /zarzadzanie-trescia/ciasteczka/nowe (mode new: the first save, POST) and /edytuj (mode edit: PUT).
 * The edit page without a notice goes to the add page.
 */
export function CookiesFormPage({ mode }: { mode: 'new' | 'edit' }) {
  useDocumentTitle(TITLE);
  const trail = [{ to: COOKIES_PATH, label: T.title }];
  const title = mode === 'new' ? T.add : T.edit;
  if (mode === 'new')
    return (
      <AdminPage trail={trail} title={title}>
        <CookiesForm mode="new" initial={null} />
      </AdminPage>
    );
  return <CookiesEdit trail={trail} title={title} />;
}

function CookiesEdit({ trail, title }: { trail: { to: string; label: string }[]; title: string }) {
  const query = useAdminCookies();
  // The first version is loaded once: later answers (after a save) do not reset what is typed.
  const [loaded, setLoaded] = useState<Cookies | null | undefined>(undefined);
  // A notice kept from before may be out of date: 'none' counts only once the server said it again.
  const ready = query.data !== undefined && (query.data !== null || query.isFetchedAfterMount);
  if (ready && loaded === undefined) setLoaded(query.data);
  if (loaded === null) return <Navigate to={`${COOKIES_PATH}/nowe`} replace />;
  return (
    <AdminPage trail={trail} title={title}>
      {loaded === undefined && !query.isError ? <LoadingText /> : null}
      {loaded === undefined && query.isError ? <LoadFailure error={query.error} /> : null}
      {loaded ? <CookiesForm mode="edit" initial={loaded} /> : null}
    </AdminPage>
  );
}

/** 'Treść' (required, at most 1000 characters) and 'Zapisz ciasteczka' > 'Trwa zapisywanie...' > 'Zapisano'. */
function CookiesForm({ mode, initial }: { mode: 'new' | 'edit'; initial: Cookies | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, showSaved] = useFlashMessage();
  const form = useForm<CookiesBody>({
    resolver,
    shouldFocusError: false,
    defaultValues: { tresc: initial?.tresc ?? emptyRichValue() },
  });
  const save = useFormMutation<CookiesBody, CookiesBody, Cookies | null>({
    form,
    fields: FIELDS,
    failureText: (error) => cookiesSaveFailure(error, mode),
    mutationFn: (body) => saveCookies(body, mode),
    // The answer carries the notice as saved: it goes straight into the cache.
    invalidates: [{ queryKey: COOKIES_KEY, refetchType: 'none' }],
    onSuccess: (cookies, _body, queryClient) => {
      queryClient.setQueryData(COOKIES_KEY, cookies);
      // After the first save, later ones change the notice: the edit page goes on with 'Zapisano'.
      if (mode === 'new')
        navigate(`${COOKIES_PATH}/edytuj`, { replace: true, state: { saved: true } satisfies SavedState });
      else showSaved('Zapisano');
    },
  });

  const cameSaved = (location.state as Partial<SavedState> | null)?.saved === true;
  useEffect(() => {
    if (!cameSaved) return;
    showSaved('Zapisano');
    navigate(location.pathname, { replace: true, state: null });
  }, [cameSaved, showSaved, navigate, location.pathname]);

  return (
    <AdminForm
      form={save}
      saveLabel={T.save}
      savingLabel={T.saving}
      saved={saved !== ''}
      back={{ to: COOKIES_PATH, label: mode === 'new' ? 'Anuluj' : 'Wróć' }}
    >
      <RichTextField
        control={form.control}
        name="tresc"
        label="Treść"
        required
        max={contentLimits.cookies}
        uploadContext={null}
      />
    </AdminForm>
  );
}
