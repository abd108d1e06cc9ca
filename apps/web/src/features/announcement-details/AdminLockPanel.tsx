import { detailsMessages } from '@bk/contracts/announcements/details-messages';
import { messages } from '@bk/contracts/common/messages';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { errorText, isApiError } from '../../lib/api-error.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { DETAILS_KEY, setLock, useAdminPermissions } from './details-api.ts';
import type { AnnouncementInfo } from './details-types.ts';

const LOCKABLE = ['PUBLISHED', 'CLOSED', 'CANCELLED', 'RESOLVED'];

function lockFailure(error: unknown): string {
  if (isApiError(error) && error.status === 403) return detailsMessages.lockForbidden;
  if (isApiError(error) && error.status > 0) return messages.unexpectedCode(error.status);
  return errorText(error);
}

/**
 * The administrator's panel (spec 1 sections 2 and 6): whether the announcement is visible to all,
 * and the buttons the administrator's rights on this announcement allow.
 */
export function AdminLockPanel({
  announcement: a,
  projectId,
}: {
  announcement: AnnouncementInfo;
  /** Its (first) project or enrolment: 'Lista projektów' opens the list filtered to it. */
  projectId: number | null;
}) {
  const session = useSession();
  const permissions = useAdminPermissions(a.id, true);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const locked = a.status.nazwa === 'LOCKED';

  const lock = useApiMutation({
    mutationFn: (lockIt: boolean) => setLock(a.id, lockIt),
    invalidates: [{ queryKey: userQueryKey(session.user?.id, DETAILS_KEY, a.id) }],
    onSuccess: (_, lockIt) =>
      setMessage({
        error: false,
        text: lockIt ? 'Ogłoszenie zostało zablokowane.' : 'Ogłoszenie zostało odblokowane.',
      }),
    onError: (error) => setMessage({ error: true, text: lockFailure(error) }),
  });
  const toggleLock = () => {
    if (lock.isPending) return;
    setMessage(null);
    lock.mutate(!locked);
  };

  let buttons: ReactNode = null;
  if (permissions.isPending) buttons = <LoadingText text="Trwa pobieranie uprawnień..." />;
  else if (permissions.isError)
    buttons = (
      <p className="notice notice--error" role="alert">
        {permissions.error.message}
      </p>
    );
  else {
    const p = permissions.data;
    const ads = p.advertisementAdministration;
    buttons = (
      <div className="announcement-view__buttons">
        {ads.editData && a.status.nazwa === 'PUBLISHED' ? (
          <Link className="button button--secondary" to={`/ogloszenia/${a.id}/edytuj`}>
            Edytuj
          </Link>
        ) : null}
        {ads.blocking && (locked || LOCKABLE.includes(a.status.nazwa)) ? (
          <Button variant="secondary" aria-disabled={lock.isPending || undefined} onClick={toggleLock}>
            {locked ? 'Odblokuj' : 'Zablokuj'}
          </Button>
        ) : null}
        {p.usersAndPermissionsPreviewListUsers ? (
          <Link className="button button--secondary" to={`/uzytkownicy/${a.owner.id}`}>
            Zarządzaj użytkownikiem
          </Link>
        ) : null}
        {p.projectsEnrollmentsAdministration.searchNPreviewData ? (
          <Link
            className="button button--secondary"
            to={projectId === null ? '/administracja/projekty' : `/administracja/projekty?id=${projectId}`}
          >
            Lista projektów
          </Link>
        ) : null}
        {ads.searchNPreviewData ? (
          <Link className="button button--secondary" to="/administracja/ogloszenia">
            Lista ogłoszeń
          </Link>
        ) : null}
      </div>
    );
  }

  return (
    <section className="admin-panel" aria-labelledby="admin-panel-heading">
      <h2 id="admin-panel-heading">Panel administratora</h2>
      <p className="admin-panel__state">
        {locked
          ? 'Ogłoszenie widoczne tylko dla użytkowników z uprawnieniami do podglądu'
          : 'Ogłoszenie widoczne dla wszystkich'}
      </p>
      {buttons}
      <p className={message?.error ? 'notice notice--error' : 'announcement-view__message'} role="status">
        {message?.text}
      </p>
    </section>
  );
}
