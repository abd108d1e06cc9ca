import { detailsMessages } from '@bk/contracts/announcements/details-messages';
import { messages } from '@bk/contracts/common/messages';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { NotFoundView } from '../../components/status/NotFoundView.tsx';
import { PageLoading } from '../../components/ui/LoadingText.tsx';
import type { ApiError } from '../../lib/api-error.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useArrivalFlash, useFlashMessage } from '../../lib/use-flash-message.ts';
import { AdminLockPanel } from './AdminLockPanel.tsx';
import { AnnouncementContent } from './AnnouncementContent.tsx';
import { DetailsActions } from './DetailsActions.tsx';
import { DetailsHeader } from './DetailsHeader.tsx';
import { DetailsTabs } from './DetailsTabs.tsx';
import { useAnnouncementView } from './details-api.ts';
import type { AnnouncementView, ViewMode } from './details-types.ts';
import { announcementHead } from './labels.ts';
import {
  type OffersTabComponent,
  offersTab,
  type QuestionsTabComponent,
  questionsTab,
} from './TabEntries.tsx';
import { positiveId } from './view-path.ts';

/** The mode of the address: /ogloszenia/{id}, /robocza, or /wersja{versionId}; null for anything else. */
export function modeOf(draft: boolean, version: string | undefined): ViewMode | null {
  if (draft) return { kind: 'draft' };
  if (version === undefined) return { kind: 'current' };
  const versionId = positiveId(/^wersja(\d+)$/.exec(version)?.[1]);
  return versionId === null ? null : { kind: 'version', versionId };
}

/** 'Wystąpił błąd' with the reason (403 and other failures of the announcement load, spec 1 section 8). */
function LoadFailure({ error }: { error: ApiError }) {
  useDocumentTitle('wystąpił błąd');
  const text =
    error.status === 403
      ? detailsMessages.forbidden
      : error.status > 0
        ? messages.unexpectedCode(error.status)
        : error.message;
  return (
    <section className="status-page">
      <h1>{messages.forbiddenTitle}</h1>
      <p>{text}</p>
    </section>
  );
}

type Slots = { offersTab: OffersTabComponent; questionsTab: QuestionsTabComponent };

function Loaded({
  view,
  mode,
  offersTab: OffersTab,
  questionsTab: QuestionsTab,
}: { view: AnnouncementView; mode: ViewMode } & Slots) {
  const { i18n } = useLingui();
  const [page, meta] = useMemo(() => announcementHead(view, mode, i18n), [view, mode, i18n]);
  useDocumentTitle(page, meta);
  // An administrator's publication from the form ends here, with its message.
  const [flash, showFlash] = useFlashMessage();
  useArrivalFlash(showFlash);
  return (
    <article className="announcement-view">
      <DetailsHeader view={view} mode={mode} />
      <p className="flash" role="status">
        {flash}
      </p>
      <DetailsActions view={view} mode={mode} />
      {view.ogloszenie.adminView ? (
        <AdminLockPanel
          announcement={view.ogloszenie}
          projectId={view.version.tresc.projekty[0] ?? view.version.tresc.enrollmentId ?? null}
        />
      ) : null}
      <DetailsTabs
        tabs={[
          {
            id: 'ogloszenie',
            label: i18n._({ id: 'details.tab.announcement', message: 'Ogłoszenie' }),
            content: <AnnouncementContent view={view} />,
          },
          offersTab(view, mode, OffersTab),
          questionsTab(view, mode, QuestionsTab),
        ]}
      />
    </article>
  );
}

function Details({ id, mode, ...slots }: { id: number; mode: ViewMode } & Slots) {
  const view = useAnnouncementView(id, mode);
  if (view.isPending) return <PageLoading />;
  if (view.isError) {
    const error = view.error as ApiError;
    return error.status === 404 ? <NotFoundView /> : <LoadFailure error={error} />;
  }
  return <Loaded view={view.data} mode={mode} {...slots} />;
}

/**
 * /ogloszenia/{id}, /ogloszenia/{id}/robocza and /ogloszenia/{id}/wersja{versionId} (spec 1 section 2).
 * The route 'ogloszenia/:id/:version' carries 'wersja123' whole: react-router matches whole segments.
 */
export function AnnouncementDetailsPage({ draft = false, ...slots }: { draft?: boolean } & Slots) {
  const params = useParams();
  const location = useLocation();
  const id = positiveId(params.id);
  const mode = modeOf(draft, params.version);
  if (id === null || mode === null) return <NotFoundView />;
  // A new address is a new page: dialogs and messages of the previous one do not carry over.
  return <Details key={location.pathname} id={id} mode={mode} {...slots} />;
}
