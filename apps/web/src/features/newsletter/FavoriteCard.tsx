import { useLingui } from '@lingui/react';
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
import { sayNewsletterMessage } from './newsletter-messages.ts';
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
  const { i18n } = useLingui();
  const { user } = useSession();
  const favoritesKey = useFavoritesKey();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titled = item.tytul.trim() !== '';
  const title = titled ? item.tytul.trim() : i18n._({ id: 'newsletter.untitled', message: 'Bez tytułu' });
  const clear = useApiMutation({
    mutationFn: () => clearNewMark(item.id),
    invalidates: [{ queryKey: favoritesKey }],
    refreshes: [{ queryKey: menuBadgesQueryKey(user?.id) }],
    onSuccess: () => {
      onMessage(
        i18n._({
          id: 'newsletter.favourite.mark-cleared',
          message: 'Usunięto oznaczenie ogłoszenia jako nowe.',
        }),
      );
      // The mark's button is gone: the item's title takes the focus.
      titleRef.current?.focus();
    },
    onError: (error) => onMessage(sayNewsletterMessage(i18n, errorText(error))),
  });

  return (
    <li
      className={`list-card announcement-card newsletter-favorite${item.hidden ? ' newsletter-favorite--hidden' : ''}`}
    >
      <div className="announcement-card__head">
        <CardNumber value={item.numer} />
        <StatusTag
          status={item.status}
          prefix={i18n._({ id: 'newsletter.favourite.status-prefix', message: 'Status ogłoszenia: ' })}
        />
        {item.badge ? (
          <NewMark
            label={
              item.numer
                ? i18n._({
                    id: 'newsletter.favourite.numbered',
                    message: 'ogłoszenie nr {number}',
                    values: { number: item.numer },
                  })
                : title
            }
            what={i18n._({ id: 'newsletter.favourite.new-mark', message: 'zmiany w ogłoszeniu' })}
            busy={clear.isPending}
            onClear={() => {
              if (!clear.isPending) clear.mutate();
            }}
          />
        ) : null}
      </div>
      <h3 ref={titleRef} tabIndex={-1} className="announcement-card__title" lang={titled ? 'pl' : undefined}>
        {item.hidden ? title : <Link to={`/ogloszenia/${item.id}`}>{title}</Link>}
      </h3>
      {item.hidden ? (
        <p className="newsletter-favorite__note">
          {i18n._({ id: 'newsletter.favourite.hidden', message: 'Szczegóły ogłoszenia są niedostępne.' })}
        </p>
      ) : null}
      <CardFacts
        facts={[
          [
            i18n._({ id: 'newsletter.card.published', message: 'Data publikacji' }),
            formatDate(item.dataOpublikowania) || '-',
          ],
          [
            i18n._({ id: 'newsletter.card.deadline', message: 'Termin składania ofert' }),
            formatDeadline(item.terminOfert) || '-',
          ],
          [
            i18n._({ id: 'newsletter.card.advertiser', message: 'Ogłoszeniodawca' }),
            item.advertiserName ? (
              <span key="advertiser" lang="pl">
                {item.advertiserName}
              </span>
            ) : (
              '-'
            ),
          ],
        ]}
      />
      <div className="newsletter-result__actions">
        <FavoriteToggle id={item.id} itemTitle={title} favorite onMessage={onFavoriteMessage} />
      </div>
    </li>
  );
}
