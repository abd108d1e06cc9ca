import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { CardNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { CardFacts } from '../../components/ui/CardFacts.tsx';
import { FavoriteToggle } from '../../components/ui/FavoriteToggle.tsx';
import { formatDate, formatDeadline } from '../../lib/format.ts';
import type { NewsletterResultItem as Item } from './newsletter-types.ts';

type Props = { item: Item; onMessage: (text: string) => void };

/** A value of the announcement's (its advertiser, its place): Polish data, marked so; '-' when none. */
const polish = (value: string | null | undefined) => (value ? <span lang="pl">{value}</span> : '-');

/**
 * One newsletter result (spec 2 section 3): title (to the announcement), description, advertiser,
 * place, dates; 'Moje ogłoszenie' on the user's own, the favourite toggle on the others.
 */
export function NewsletterResultItem({ item, onMessage }: Props) {
  const { i18n } = useLingui();
  const id = item.ogloszenie.id;
  const titled = item.tytul.trim() !== '';
  const title = titled ? item.tytul.trim() : i18n._({ id: 'newsletter.untitled', message: 'Bez tytułu' });
  const href = `/ogloszenia/${id}`;
  return (
    <li className="list-card announcement-card newsletter-result">
      <div className="announcement-card__head">
        <CardNumber value={item.ogloszenie.numer} />
        {item.isMine ? (
          <p className="tag tag--mine">
            <Trans id="newsletter.result.mine" message="Moje ogłoszenie" />
          </p>
        ) : null}
      </div>
      <h3 className="announcement-card__title" lang={titled ? 'pl' : undefined}>
        <Link to={href}>{title}</Link>
      </h3>
      {item.opis.trim() ? (
        <p className="newsletter-result__description" lang="pl">
          {item.opis}
        </p>
      ) : null}
      <CardFacts
        facts={[
          [
            i18n._({ id: 'newsletter.card.advertiser', message: 'Ogłoszeniodawca' }),
            polish(item.daneAdresoweOgloszeniodawcy.nazwa),
          ],
          [
            i18n._({ id: 'newsletter.card.place', message: 'Miejsce realizacji' }),
            polish(item.fulfillmentPlace),
          ],
          [
            i18n._({ id: 'newsletter.card.published', message: 'Data publikacji' }),
            formatDate(item.dataOpublikowania) || '-',
          ],
          [
            i18n._({ id: 'newsletter.card.deadline', message: 'Termin składania ofert' }),
            formatDeadline(item.terminOfert) || '-',
          ],
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
