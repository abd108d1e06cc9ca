import './announcement-form.css';
import { useParams } from 'react-router';
import { NotFoundView } from '../../components/status/NotFoundView.tsx';
import { PageLoading } from '../../components/ui/LoadingText.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.tsx';
import { AnnouncementForm } from './AnnouncementForm.tsx';
import { useAnnouncementForEdit, useFormDictionaries } from './announcement-api.ts';

const LOAD_FAILED = 'Nie udało się pobrać danych do formularza.';

/**
 * /ogloszenia/nowe and /ogloszenia/{id}/edytuj (drafts and published announcements alike): loads
 * the dictionaries and the announcement, then shows the form. A missing announcement, or one the user
 * may not edit, is the not-found view (spec 1 section 8).
 */
export function AnnouncementFormPage() {
  const params = useParams();
  const id = params.id !== undefined && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const invalidId = params.id !== undefined && id === null;
  useDocumentTitle(id === null ? 'nowe ogłoszenie' : 'edycja ogłoszenia');
  const session = useSession();
  const dictionaries = useFormDictionaries(session.user?.id ?? null);
  const announcement = useAnnouncementForEdit(invalidId ? null : id);

  if (invalidId) return <NotFoundView />;
  // A failed reload keeps the form that is shown; only a first load that failed replaces it.
  const error = dictionaries.data ? (announcement.data ? null : announcement.error) : dictionaries.error;
  if (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) return <NotFoundView />;
    return (
      <section className="announcement-form">
        <h1>{id === null ? 'Nowe ogłoszenie' : 'Edycja ogłoszenia'}</h1>
        <p className="notice notice--error" role="alert">
          {LOAD_FAILED} {error.message}
        </p>
      </section>
    );
  }
  if (!dictionaries.data || (id !== null && !announcement.data)) return <PageLoading />;
  const loaded = announcement.data ?? null;
  const status = loaded?.ogloszenie.status.nazwa;
  if (loaded && status !== 'DRAFT' && status !== 'PUBLISHED') {
    return (
      <section className="announcement-form">
        <h1>Edycja ogłoszenia</h1>
        <p className="notice">Ogłoszenia o statusie „{loaded.ogloszenie.status.label}” nie można edytować.</p>
      </section>
    );
  }
  return (
    <AnnouncementForm
      // A new draft gets its own form when the address changes to its edit page.
      key={id ?? 'new'}
      id={id}
      loaded={loaded}
      dictionaries={dictionaries.data}
      reload={() => announcement.refetch()}
    />
  );
}
