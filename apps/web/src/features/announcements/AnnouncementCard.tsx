import { Link } from 'react-router';
import { ActionMenu } from '../../components/ui/ActionMenu.tsx';
import { AnnouncementNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { CardFacts } from '../../components/ui/CardFacts.tsx';
import { NewEventsBadge } from '../../components/ui/NewEventsBadge.tsx';
import { StatusTag } from '../../components/ui/StatusTag.tsx';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { detailsPath, type MyAnnouncement } from './announcements-api.ts';

export type CardAction = 'copy' | 'delete' | 'cancel';

/** A deadline is shown with its hour, unless it is the end of the day (spec 1 section 9). */
function deadlineText(iso: string | null): string {
  if (!iso) return 'nie wyznaczono';
  const text = formatDateTime(iso);
  return text.endsWith(' 23:59') ? formatDate(iso) : text;
}

/** One announcement of 'Moje ogłoszenia' with its menu (actions enabled by status, spec 1 section 4). */
export function AnnouncementCard({
  item,
  onAction,
  onEdit,
}: {
  item: MyAnnouncement;
  onAction: (action: CardAction, item: MyAnnouncement) => void;
  onEdit: (item: MyAnnouncement) => void;
}) {
  const status = item.status.nazwa;
  const editable = status === 'DRAFT' || status === 'PUBLISHED';
  const heading = item.numer ? `Ogłoszenie nr ${item.numer}` : 'Ogłoszenie bez numeru (wersja robocza)';
  return (
    <li className="list-card announcement-card">
      <div className="announcement-card__head">
        <p className="announcement-card__number">
          {item.numer ? (
            <>
              Ogłoszenie nr <AnnouncementNumber value={item.numer} />
            </>
          ) : (
            heading
          )}
        </p>
        <StatusTag status={item.status} scheduled={item.scheduled} />
        <NewEventsBadge count={item.badgeCount} />
      </div>
      <h2 className="announcement-card__title">
        <Link to={detailsPath(item)}>{item.tytul || 'Bez tytułu'}</Link>
      </h2>
      <CardFacts
        facts={[
          [
            item.scheduled ? 'Data publikacji odroczonej' : 'Data publikacji',
            item.dataOpublikowania ? formatDate(item.dataOpublikowania) : 'nie opublikowano',
          ],
          ['Termin składania ofert', deadlineText(item.terminOfert)],
          [
            'Oferty częściowe',
            item.czyDopuszczalnaOfertaCzesciowa ? `TAK (liczba części: ${item.partsCount})` : 'NIE',
          ],
        ]}
      />
      {item.czyMaKopieRobocza || item.copied ? (
        <p className="announcement-card__notes">
          {item.czyMaKopieRobocza ? <span>Posiada kopię roboczą</span> : null}
          {item.copied ? <span>Ogłoszenie skopiowane</span> : null}
        </p>
      ) : null}
      <ActionMenu
        label={`Akcje: ${item.tytul || heading}`}
        actions={[
          { id: 'edit', label: 'Edytuj', disabled: !editable, onAction: () => onEdit(item) },
          {
            id: 'copy',
            label: 'Skopiuj',
            disabled: status === 'LOCKED',
            onAction: () => onAction('copy', item),
          },
          {
            id: 'delete',
            label: 'Usuń',
            disabled: status !== 'DRAFT',
            onAction: () => onAction('delete', item),
          },
          {
            id: 'cancel',
            label: 'Anuluj',
            disabled: status !== 'PUBLISHED',
            onAction: () => onAction('cancel', item),
          },
        ]}
      />
    </li>
  );
}
