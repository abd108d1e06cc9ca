import { adminProjectTypeLabels } from '@bk/contracts/projects/admin-projects';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import type { AdminProject } from './admin-projects-api.ts';
import { announcementsOfProjectHref } from './admin-projects-params.ts';

const unnamed = { project: 'Projekt bez nazwy', enrollment: 'Nabór bez nazwy' } as const;

type Props = {
  item: AdminProject;
  /** usersAndPermissionsPreviewListUsers: the creator links to the user's page. */
  canSeeUsers: boolean;
  /** advertisements: the attached announcements link to the announcements administration. */
  canSeeAnnouncements: boolean;
  onRename: (item: AdminProject) => void;
};

/** One project or enrolment of 'Administracja projektami i naborami' (spec 3 section 2.7). */
export function AdminProjectItem({ item, canSeeUsers, canSeeAnnouncements, onRename }: Props) {
  const typeLabel = adminProjectTypeLabels[item.typ];
  const label = `${typeLabel} ${item.calyNumer}`;
  const creator = item.ktoUtworzyl;
  const creatorName = creator ? `${creator.imie} ${creator.nazwisko}`.trim() : '';
  const count = item.attachedAdvertisementsAmount;
  return (
    <li className="list-card announcement-card admin-project">
      <div className="announcement-card__head">
        <p className={`tag tag--${item.typ}`}>{typeLabel}</p>
        <p className="announcement-card__number">
          Numer: <span className="admin-project__number">{item.calyNumer}</span>
        </p>
      </div>
      <h2 className="announcement-card__title">
        <span className="visually-hidden">{label}: </span>
        {item.nazwa ? item.nazwa : <span className="admin-project__unnamed">{unnamed[item.typ]}</span>}
      </h2>
      <dl className="announcement-card__facts">
        <div>
          <dt>Utworzony przez</dt>
          <dd>
            {creator ? (
              <>
                {canSeeUsers ? <Link to={`/uzytkownicy/${creator.id}`}>{creatorName}</Link> : creatorName}
                <br />
                <span className="admin-project__email">{creator.email}</span>
              </>
            ) : (
              'Brak danych'
            )}
          </dd>
        </div>
      </dl>
      <p className="admin-project__announcements">
        {canSeeAnnouncements && count > 0 ? (
          <Link to={announcementsOfProjectHref(item.calyNumer)}>
            Przypisane ogłoszenia: {count}
            <span className="visually-hidden"> ({label})</span>
          </Link>
        ) : (
          `Przypisane ogłoszenia: ${count}`
        )}
      </p>
      {item.canEdit ? (
        <div className="admin-project__actions">
          <Button variant="secondary" className="button--small" onClick={() => onRename(item)}>
            Zmień nazwę<span className="visually-hidden"> ({label})</span>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
