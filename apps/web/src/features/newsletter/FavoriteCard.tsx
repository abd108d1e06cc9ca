import { useRef } from 'react';
import { Link } from 'react-router';
import { CardNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { CardFacts } from '../../components/ui/CardFacts.tsx';
import { FavoriteToggle } from '../../components/ui/FavoriteToggle.tsx';
import { NewMark } from '../../components/ui/NewMark.tsx';
import { StatusTag } from '../../components/ui/StatusTag.tsx';
import { errorText } from '../../lib/api-error.ts';
import { formatDate, formatDeadline } from '../../lib/format.ts';
import { menuBadgesQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { clearNewMark, useFavoritesKey } from './favorites-api.ts';
import type { FavoriteListItem } from './newsletter-types.ts';

type Props = {
  item: FavoriteListItem;
  /** The favourite toggle's messages (removed, failed). */
  onFavoriteMessage: (text: string) => void;
  onMessage: (text: string) => void;
};

/**
 * One favourite (spec 2 section 2.10): number, title (to the announcement; plain text when it is not
 * public any more), status, dates, advertiser, the 'N' of changes since the user looked, and
 * 'Usuń z ulubionych'.
 */
export function FavoriteCard({ item, onFavoriteMessage, onMessage }: Props) {
  const { user } = useSession();
  const favoritesKey = useFavoritesKey();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const title = item.tytul.trim() || 'Bez tytułu';
  const clear = useApiMutation({
    mutationFn: () => clearNewMark(item.id),
    invalidates: [{ queryKey: favoritesKey }],
    refreshes: [{ queryKey: menuBadgesQueryKey(user?.id) }],
    onSuccess: () => {
      onMessage('Usunięto oznaczenie ogłoszenia jako nowe.');
      // The mark's button is gone: the item's title takes the focus.
      titleRef.current?.focus();
    },
    onError: (error) => onMessage(errorText(error)),
  });

  return (
    <li
      className={`list-card announcement-card newsletter-favorite${item.hidden ? ' newsletter-favorite--hidden' : ''}`}
    >
      <div className="announcement-card__head">
        <CardNumber value={item.numer} />
        <StatusTag status={item.status} prefix="Status ogłoszenia: " />
        {item.badge ? (
          <NewMark
            label={item.numer ? `ogłoszenie nr ${item.numer}` : title}
            what="zmiany w ogłoszeniu"
            busy={clear.isPending}
            onClear={() => {
              if (!clear.isPending) clear.mutate();
            }}
          />
        ) : null}
      </div>
      <h3 ref={titleRef} tabIndex={-1} className="announcement-card__title">
        {item.hidden ? title : <Link to={`/ogloszenia/${item.id}`}>{title}</Link>}
      </h3>
      {item.hidden ? <p className="newsletter-favorite__note">Szczegóły ogłoszenia są niedostępne.</p> : null}
      <CardFacts
        facts={[
          ['Data publikacji', formatDate(item.dataOpublikowania) || '-'],
          ['Termin składania ofert', formatDeadline(item.terminOfert) || '-'],
          ['Ogłoszeniodawca', item.advertiserName || '-'],
        ]}
      />
      <div className="newsletter-result__actions">
        <FavoriteToggle id={item.id} itemTitle={title} favorite onMessage={onFavoriteMessage} />
      </div>
    </li>
  );
}
