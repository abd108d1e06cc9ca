import { Link } from 'react-router';
import { AnnouncementNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { CardFacts } from '../../components/ui/CardFacts.tsx';
import { StatusTag } from '../../components/ui/StatusTag.tsx';
import { formatDateTime, formatDeadline } from '../../lib/format.ts';
import type { AdminAnnouncement } from './admin-announcements-api.ts';

type Fact = [string, string];

/** The dates each status shows (spec 3 section 2.7). */
function factsOf(item: AdminAnnouncement): Fact[] {
  const status = item.ogloszenie.status.nazwa;
  const published = formatDateTime(item.dataOpublikowania);
  const deadline: Fact = ['Termin składania ofert', formatDeadline(item.terminOfert) || 'nie wyznaczono'];
  if (status === 'DRAFT') {
    return [
      item.dataOpublikowania
        ? ['Planowana data publikacji', published]
        : ['Data publikacji', 'Nie opublikowano'],
      deadline,
    ];
  }
  if (status === 'CANCELLED' || status === 'LOCKED') return [['Data publikacji', published]];
  const facts: Fact[] = [['Data publikacji', published]];
  const changed = formatDateTime(item.lastChangeAt);
  if (changed && changed !== published) facts.push(['Data ostatniej zmiany', changed]);
  facts.push(deadline);
  return facts;
}

/** One announcement of 'Administracja ogłoszeniami'. */
export function AdminAnnouncementItem({
  item,
  canSeeUsers,
}: {
  item: AdminAnnouncement;
  canSeeUsers: boolean;
}) {
  const a = item.ogloszenie;
  const status = a.status.nazwa;
  const href = status === 'DRAFT' ? `/ogloszenia/${a.id}/robocza` : `/ogloszenia/${a.id}`;
  const creator = a.ktoUtworzyl;
  const creatorName = `${creator.imie} ${creator.nazwisko}`.trim();
  return (
    <li className="list-card announcement-card admin-announcement">
      <div className="announcement-card__head">
        <p className="announcement-card__number">
          {a.numer ? (
            <>
              Ogłoszenie nr <AnnouncementNumber value={a.numer} />
            </>
          ) : (
            'Ogłoszenie bez numeru (wersja robocza)'
          )}
        </p>
        <StatusTag status={a.status} scheduled={a.scheduled} />
      </div>
      <h2 className="announcement-card__title">
        <Link to={href}>{item.tytul || 'Bez tytułu'}</Link>
      </h2>
      <CardFacts facts={factsOf(item)}>
        <div>
          <dt>Utworzone przez</dt>
          <dd>
            {canSeeUsers ? <Link to={`/uzytkownicy/${creator.id}`}>{creatorName}</Link> : creatorName}
            <br />
            {creator.email}
            <br />
            <span className="admin-announcement__identifier">Identyfikator: {creator.identyfikator}</span>
          </dd>
        </div>
      </CardFacts>
    </li>
  );
}
