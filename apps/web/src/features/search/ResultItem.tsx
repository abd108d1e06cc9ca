import { Link } from 'react-router';
import { CardNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { CardFacts } from '../../components/ui/CardFacts.tsx';
import { FavoriteToggle } from '../../components/ui/FavoriteToggle.tsx';
import { StatusTag } from '../../components/ui/StatusTag.tsx';
import { apiUrl } from '../../lib/api.ts';
import { formatDate, formatDeadline } from '../../lib/format.ts';
import { Highlighted, plainText } from './Highlighted.tsx';
import type { SearchResultItem } from './search-api.ts';

type Props = { item: SearchResultItem; signedIn: boolean; onMessage: (text: string) => void };

/** One search result (spec 1 section 3 'Search result item'). */
export function ResultItem({ item, signedIn, onMessage }: Props) {
  const title = plainText(item.tytul) || 'Bez tytułu';
  const href = `/ogloszenia/${item.id}`;
  return (
    <li className="list-card search-result">
      <div className="announcement-card__head">
        <CardNumber value={item.numer} />
        <StatusTag status={item.status} />
        {item.isMine ? <p className="tag tag--mine">Moje ogłoszenie</p> : null}
      </div>
      <h3 className="search-result__title">
        <Link to={href}>{item.tytul.length > 0 ? <Highlighted segments={item.tytul} /> : title}</Link>
      </h3>
      {item.excerpt.some((s) => s.text.trim()) && !(item.foundIn && !item.excerpt.some((s) => s.match)) ? (
        <p className="search-result__excerpt">
          <Highlighted segments={item.excerpt} />
        </p>
      ) : null}
      {item.foundIn ? (
        <div className="search-result__found-in">
          <p>
            Znaleziono w załączniku: <a href={apiUrl(item.foundIn.uri)}>{item.foundIn.nazwa}</a>
          </p>
          {item.foundIn.excerpt.some((s) => s.text.trim()) ? (
            <p className="search-result__excerpt">
              <Highlighted segments={item.foundIn.excerpt} />
            </p>
          ) : null}
        </div>
      ) : null}
      <CardFacts
        facts={[
          ['Data publikacji', formatDate(item.dataOpublikowania) || '-'],
          ['Termin składania ofert', formatDeadline(item.terminOfert) || '-'],
          ['Ogłoszeniodawca', item.advertiserName || '-'],
          ['Miejsce realizacji', item.place || '-'],
        ]}
      />
      <div className="search-result__actions">
        {signedIn && !item.isMine ? (
          <FavoriteToggle id={item.id} itemTitle={title} favorite={item.favorite} onMessage={onMessage} />
        ) : null}
        <Link className="search-result__more" to={href}>
          Szczegóły<span className="visually-hidden"> ogłoszenia: {title}</span>
        </Link>
      </div>
    </li>
  );
}
