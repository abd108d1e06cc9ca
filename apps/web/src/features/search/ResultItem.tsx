import { Trans, useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  const title = plainText(item.tytul) || i18n._({ id: 'search.result.untitled', message: 'Bez tytułu' });
  const href = `/ogloszenia/${item.id}`;
  const english = i18n.locale === 'en' && item.tytulAngielski?.length ? item.tytulAngielski : null;
  return (
    <li className="list-card search-result">
      <div className="announcement-card__head">
        <CardNumber value={item.numer} />
        <StatusTag status={item.status} />
        {item.isMine ? (
          <p className="tag tag--mine">
            <Trans id="search.result.mine" message="Moje ogłoszenie" />
          </p>
        ) : null}
      </div>
      {/* The announcement's own texts are in Polish (data); an English page shows the advertiser's
          English title when there is one (issue 51). */}
      {english ? (
        <h3 className="search-result__title" lang="en">
          <Link to={href}>
            <Highlighted segments={english} />
          </Link>
        </h3>
      ) : (
        <h3 className="search-result__title" lang="pl">
          <Link to={href}>{item.tytul.length > 0 ? <Highlighted segments={item.tytul} /> : title}</Link>
        </h3>
      )}
      {item.excerpt.some((s) => s.text.trim()) && !(item.foundIn && !item.excerpt.some((s) => s.match)) ? (
        <p className="search-result__excerpt" lang="pl">
          <Highlighted segments={item.excerpt} />
        </p>
      ) : null}
      {item.foundIn ? (
        <div className="search-result__found-in">
          <p>
            <Trans id="search.result.found-in" message="Znaleziono w załączniku:" />{' '}
            <a href={apiUrl(item.foundIn.uri)} lang="pl">
              {item.foundIn.nazwa}
            </a>
          </p>
          {item.foundIn.excerpt.some((s) => s.text.trim()) ? (
            <p className="search-result__excerpt" lang="pl">
              <Highlighted segments={item.foundIn.excerpt} />
            </p>
          ) : null}
        </div>
      ) : null}
      <CardFacts
        facts={[
          [
            i18n._({ id: 'search.result.published', message: 'Data publikacji' }),
            formatDate(item.dataOpublikowania) || '-',
          ],
          [
            i18n._({ id: 'search.result.deadline', message: 'Termin składania ofert' }),
            formatDeadline(item.terminOfert) || '-',
          ],
          [
            i18n._({ id: 'search.result.advertiser', message: 'Ogłoszeniodawca' }),
            <span key="advertiser" lang="pl">
              {item.advertiserName || '-'}
            </span>,
          ],
          [
            i18n._({ id: 'search.result.place', message: 'Miejsce realizacji' }),
            <span key="place" lang="pl">
              {item.place || '-'}
            </span>,
          ],
        ]}
      />
      <div className="search-result__actions">
        {signedIn && !item.isMine ? (
          <FavoriteToggle id={item.id} itemTitle={title} favorite={item.favorite} onMessage={onMessage} />
        ) : null}
        <Link className="search-result__more" to={href}>
          <Trans id="search.result.more" message="Szczegóły" />
          <span className="visually-hidden">
            {' '}
            <Trans id="search.result.more.of" message="ogłoszenia:" /> <span lang="pl">{title}</span>
          </span>
        </Link>
      </div>
    </li>
  );
}
