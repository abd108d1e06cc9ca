import { Link } from 'react-router';
import { CardNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { CardFacts } from '../../components/ui/CardFacts.tsx';
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
        <CardNumber value={item.ogloszenie.numer} />
        {item.isMine ? <p className="tag tag--mine">Moje ogłoszenie</p> : null}
      </div>
      <h3 className="announcement-card__title">
        <Link to={href}>{title}</Link>
      </h3>
      {item.opis.trim() ? <p className="newsletter-result__description">{item.opis}</p> : null}
      <CardFacts
        facts={[
          ['Ogłoszeniodawca', item.daneAdresoweOgloszeniodawcy.nazwa || '-'],
          ['Miejsce realizacji', item.fulfillmentPlace || '-'],
          ['Data publikacji', formatDate(item.dataOpublikowania) || '-'],
          ['Termin składania ofert', formatDeadline(item.terminOfert) || '-'],
        ]}
      />
      {item.isMine ? null : (
        <div className="newsletter-result__actions">
          <FavoriteToggle id={id} itemTitle={title} favorite={item.favorite} onMessage={onMessage} />
        </div>
      )}
    </li>
  );
}
