import { Link } from 'react-router';
import { AnnouncementNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { FavoriteToggle } from '../../components/ui/FavoriteToggle.tsx';
import { formatDate, formatDeadline } from '../../lib/format.ts';
import type { NewsletterResultItem as Item } from './newsletter-types.ts';

type Props = { item: Item; onMessage: (text: string) => void };

/**
 * One newsletter result (spec 2 section 3): title (to the announcement), description, advertiser,
 * place, dates; 'Moje ogłoszenie' on the user's own, the favourite toggle on the others.
 */
export function NewsletterResultItem({ item, onMessage }: Props) {
  const id = item.ogloszenie.id;
  const title = item.tytul.trim() || 'Bez tytułu';
  const href = `/ogloszenia/${id}`;
  return (
    <li className="list-card announcement-card newsletter-result">
      <div className="announcement-card__head">
        {item.ogloszenie.numer ? (
          <p className="announcement-card__number">
            Ogłoszenie nr <AnnouncementNumber value={item.ogloszenie.numer} />
          </p>
        ) : null}
        {item.isMine ? <p className="tag tag--mine">Moje ogłoszenie</p> : null}
      </div>
      <h3 className="announcement-card__title">
        <Link to={href}>{title}</Link>
      </h3>
      {item.opis.trim() ? <p className="newsletter-result__description">{item.opis}</p> : null}
      <dl className="announcement-card__facts">
        <div>
          <dt>Ogłoszeniodawca</dt>
          <dd>{item.daneAdresoweOgloszeniodawcy.nazwa || '-'}</dd>
        </div>
        <div>
          <dt>Miejsce realizacji</dt>
          <dd>{item.fulfillmentPlace || '-'}</dd>
        </div>
        <div>
          <dt>Data publikacji</dt>
          <dd>{formatDate(item.dataOpublikowania) || '-'}</dd>
        </div>
        <div>
          <dt>Termin składania ofert</dt>
          <dd>{formatDeadline(item.terminOfert) || '-'}</dd>
        </div>
      </dl>
      {item.isMine ? null : (
        <div className="newsletter-result__actions">
          <FavoriteToggle id={id} itemTitle={title} favorite={item.favorite} onMessage={onMessage} />
        </div>
      )}
    </li>
  );
}
