import { projectMessages } from '@bk/contracts/projects/projects';
import { Link } from 'react-router';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { useAttachedAnnouncements } from './projects-api.ts';

/** The announcements attached to one project or enrolment, loaded when its section opens. */
export function AttachedAnnouncements({ projectId, label }: { projectId: number; label: string }) {
  const query = useAttachedAnnouncements(projectId, true);
  if (query.isPending) return <LoadingText text="Trwa pobieranie ogłoszeń..." />;
  if (query.isError)
    return (
      <p className="notice notice--error" role="alert">
        Nie udało się pobrać ogłoszeń. {query.error.message}
      </p>
    );
  if (query.data.length === 0)
    return <p className="project-card__empty">{projectMessages.noAnnouncements}</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">Ogłoszenia przypisane do: {label}</caption>
        <thead>
          <tr>
            <th scope="col">Numer</th>
            <th scope="col">Tytuł</th>
            <th scope="col">Status</th>
            <th scope="col">Data publikacji</th>
            <th scope="col">Termin składania ofert</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((announcement) => (
            <tr key={announcement.id}>
              <td>{announcement.numer ?? 'Brak numeru'}</td>
              <td>
                <Link to={`/ogloszenia/${announcement.id}`}>{announcement.tytul}</Link>
              </td>
              <td>{announcement.status.label}</td>
              <td>{formatDate(announcement.dataOpublikowania) || 'Brak'}</td>
              <td>{formatDateTime(announcement.terminOfert) || 'Brak'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
