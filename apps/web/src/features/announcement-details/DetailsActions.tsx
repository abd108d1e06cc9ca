import { Trans, useLingui } from '@lingui/react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { FavoriteToggle } from '../../components/ui/FavoriteToggle.tsx';
import { errorText } from '../../lib/api-error.ts';
import { menuBadgesQueryKey, userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { clearNewMark, DETAILS_KEY } from './details-api.ts';
import type { AnnouncementView, ViewMode } from './details-types.ts';

// Loaded when it is opened: the dialog's react-aria code is not needed for the page's first paint.
const VersionsDialog = lazy(async () => ({ default: (await import('./VersionsDialog.tsx')).VersionsDialog }));
const DeadlineExtensionDialog = lazy(async () => ({
  default: (await import('./DeadlineExtensionDialog.tsx')).DeadlineExtensionDialog,
}));

/**
 * The page's buttons: favourite, PDF, other versions, the new mark, and the author's edit link and
 * deadline extension (decision 0053). An
 * earlier version is read-only: only the PDF and the other versions.
 */
export function DetailsActions({ view, mode }: { view: AnnouncementView; mode: ViewMode }) {
  const a = view.ogloszenie;
  const session = useSession();
  const { i18n } = useLingui();
  const [message, setMessage] = useState('');
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [extending, setExtending] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);

  const downloadPdf = async () => {
    if (pdfBusy) return;
    setPdfBusy(true);
    setMessage('');
    try {
      const { downloadAnnouncementPdf } = await import('./pdf/download-pdf.ts');
      await downloadAnnouncementPdf(view, i18n);
    } catch (error) {
      setMessage(
        `${i18n._({ id: 'details.pdf.failed', message: 'Nie udało się wygenerować pliku PDF.' })} ${errorText(error)}`,
      );
    } finally {
      setPdfBusy(false);
    }
  };

  const clearMark = useApiMutation({
    mutationFn: () => clearNewMark(a.id),
    invalidates: [
      { queryKey: menuBadgesQueryKey(session.user?.id) },
      { queryKey: userQueryKey(session.user?.id, DETAILS_KEY, a.id) },
    ],
    onSuccess: () =>
      setMessage(
        i18n._({ id: 'details.new-mark.cleared', message: 'Usunięto oznaczenie ogłoszenia jako nowe.' }),
      ),
    onError: (error) => setMessage(errorText(error)),
  });

  const readOnly = mode.kind === 'version';
  const editable = !readOnly && a.isAuthor && (a.status.nazwa === 'DRAFT' || a.status.nazwa === 'PUBLISHED');
  return (
    <div className="announcement-view__actions">
      <div className="announcement-view__buttons">
        {a.canFavorite && !readOnly ? (
          <FavoriteToggle id={a.id} favorite={a.favorite} onMessage={setMessage} />
        ) : null}
        <Button variant="secondary" aria-disabled={pdfBusy || undefined} onClick={downloadPdf}>
          {pdfBusy
            ? i18n._({ id: 'details.pdf.busy', message: 'Trwa generowanie pliku PDF...' })
            : i18n._({ id: 'details.pdf', message: 'Pobierz plik PDF' })}
        </Button>
        <Button variant="secondary" onClick={() => setVersionsOpen(true)}>
          <Trans id="details.versions" message="Podejrzyj inne wersje" />
        </Button>
        {a.badge && !readOnly ? (
          <Button
            variant="secondary"
            aria-disabled={clearMark.isPending || undefined}
            onClick={() => {
              if (!clearMark.isPending) clearMark.mutate();
            }}
          >
            <Trans id="details.new-mark.clear" message="USUŃ OZNACZENIE JAKO NOWE" />
          </Button>
        ) : null}
        {editable ? (
          <Link className="button button--primary" to={`/ogloszenia/${a.id}/edytuj`}>
            <Trans id="details.edit" message="Edytuj ogłoszenie" />
          </Link>
        ) : null}
        {a.canExtendDeadline && !readOnly && a.terminOfert ? (
          <Button variant="secondary" onClick={() => setExtending(true)}>
            <Trans id="details.extend" message="Przedłuż termin składania ofert" />
          </Button>
        ) : null}
      </div>
      <p className="announcement-view__message" role="status">
        {message}
      </p>
      {extending && a.terminOfert ? (
        <Suspense fallback={null}>
          <DeadlineExtensionDialog
            id={a.id}
            currentDeadline={a.terminOfert}
            closed={a.status.nazwa === 'CLOSED'}
            onClose={() => setExtending(false)}
            onDone={(text) => {
              setExtending(false);
              setMessage(text);
            }}
          />
        </Suspense>
      ) : null}
      {versionsOpen ? (
        <Suspense fallback={null}>
          <VersionsDialog id={a.id} onClose={() => setVersionsOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
