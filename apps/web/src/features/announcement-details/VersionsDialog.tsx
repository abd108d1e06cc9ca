import { detailsMessages } from '@bk/contracts/announcements/details-messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CloseDialog } from '../../components/ui/Dialog.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import type { ApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useVersions } from './details-api.ts';

/** 'Podczas pobierania listy wersji wystąpił nieoczekiwany błąd: {reason}' or '... o kodzie {status}.' */
function failure(error: ApiError): string {
  if (error.kind === 'status') {
    return `${detailsMessages.versionsFailed.replace(/:$/, '')} o kodzie ${error.status}.`;
  }
  return `${detailsMessages.versionsFailed} ${error.message}`;
}

/** 'Wszystkie wersje ogłoszenia': drafts for those who may see them, then the published versions. */
export function VersionsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const versions = useVersions(id);
  let body: ReactNode;
  if (versions.isPending) body = <LoadingText text="Trwa pobieranie listy wersji..." />;
  else if (versions.isError)
    body = (
      <p className="notice notice--error" role="alert">
        {failure(versions.error as ApiError)}
      </p>
    );
  else {
    const { drafts, published } = versions.data;
    const currentId = published.find((v) => v.current)?.id ?? published.at(-1)?.id;
    body = (
      <>
        {drafts.length > 0 ? (
          <section className="versions__group" aria-labelledby="versions-drafts">
            <h3 id="versions-drafts">Wersje robocze:</h3>
            <ul>
              {drafts.map((draft) => (
                <li key={draft.id}>
                  <Link to={`/ogloszenia/${id}/robocza`} onClick={onClose}>
                    Wersja robocza, ostatnia zmiana{' '}
                    {formatDateTime(draft.dataModyfikacji ?? draft.dataUtworzenia)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="versions__group" aria-labelledby="versions-published">
          <h3 id="versions-published">Wersje opublikowane:</h3>
          {published.length === 0 ? (
            <p>Ogłoszenie nie ma jeszcze opublikowanych wersji.</p>
          ) : (
            <ul>
              {[...published].reverse().map((version) => (
                <li key={version.id}>
                  <Link to={`/ogloszenia/${id}/wersja${version.id}`} onClick={onClose}>
                    Wersja {version.versionNo}, opublikowana {formatDateTime(version.publishedAt)}
                  </Link>
                  {version.id === currentId ? (
                    <span className="versions__current"> (obowiązująca)</span>
                  ) : null}
                  {version.byAdmin ? (
                    <span className="versions__note">{detailsMessages.madeByInstitution}</span>
                  ) : null}
                  {version.changeReason ? (
                    <span className="versions__note">
                      Przedłużenie terminu. Powód: {version.changeReason}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }
  return (
    <CloseDialog onClose={onClose} title="Wszystkie wersje ogłoszenia">
      {body}
    </CloseDialog>
  );
}
