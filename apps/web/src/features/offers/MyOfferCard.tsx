import { Link } from 'react-router';
import { AnnouncementNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { NewEventsBadge } from '../../components/ui/NewEventsBadge.tsx';
import { OfferStatusTag, StatusTag } from '../../components/ui/StatusTag.tsx';
import { formatDate, formatDeadline } from '../../lib/format.ts';
import type { MyOfferItem } from './offers-types.ts';

/** What the settlement says of the offer: won (in which parts), refused, or not chosen. */
export function resultText(item: MyOfferItem): string | null {
  const result = item.result;
  if (!result) return null;
  const parts = item.announcement.version?.zamowienia ?? [];
  const names = (ids: number[]) =>
    parts.length > 1
      ? ` (${ids.map((id) => `część ${parts.findIndex((p) => p.id === id) + 1}`).join(', ')})`
      : '';
  if (result.chosenParts.length > 0) return `Oferta wybrana${names(result.chosenParts)}`;
  if (result.refusedParts.length > 0) return `Oferta odrzucona${names(result.refusedParts)}`;
  return 'Oferta nie została wybrana';
}

/**
 * One offer of 'Moje oferty' (spec 2 section 2.5): the announcement's number, title, deadline and
 * status, the offer's status, 'Podgląd oferty' and 'Przejdź do szczegółów ogłoszenia'. An
 * announcement in a hidden status shows no details and both buttons are disabled.
 */
export function MyOfferCard({ item, onPreview }: { item: MyOfferItem; onPreview(item: MyOfferItem): void }) {
  const a = item.announcement;
  const hidden = a.hidden || a.version === null;
  const heading = a.numer ? `Ogłoszenie nr ${a.numer}` : 'Ogłoszenie';
  const title = hidden ? 'Szczegóły ogłoszenia są niedostępne.' : a.version?.tytul || 'Bez tytułu';
  const result = resultText(item);
  return (
    <li className={`list-card announcement-card my-offer${hidden ? ' my-offer--hidden' : ''}`}>
      <div className="announcement-card__head">
        <p className="announcement-card__number">
          {a.numer ? (
            <>
              Ogłoszenie nr <AnnouncementNumber value={a.numer} />
            </>
          ) : (
            heading
          )}
        </p>
        <StatusTag status={a.status} prefix="Status ogłoszenia: " />
        <NewEventsBadge count={item.badgeCount} />
      </div>
      <h2 className="announcement-card__title">{title}</h2>
      <dl className="announcement-card__facts">
        {hidden ? null : (
          <>
            <div>
              <dt>Termin składania ofert</dt>
              <dd>{formatDeadline(a.version?.terminOfert) || 'nie wyznaczono'}</dd>
            </div>
            <div>
              <dt>Data publikacji</dt>
              <dd>{formatDate(a.dataOpublikowania) || 'nie opublikowano'}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Status oferty</dt>
          <dd>
            <OfferStatusTag status={item.status} />
          </dd>
        </div>
        {result ? (
          <div>
            <dt>Wynik postępowania</dt>
            <dd className={item.result?.chosenParts.length ? 'my-offer__won' : undefined}>{result}</dd>
          </div>
        ) : null}
      </dl>
      <div className="my-offer__buttons">
        <Button variant="secondary" disabled={hidden} onClick={() => onPreview(item)}>
          Podgląd oferty<span className="visually-hidden"> ({heading})</span>
        </Button>
        {hidden ? (
          <Button variant="secondary" disabled>
            Przejdź do szczegółów ogłoszenia
          </Button>
        ) : (
          <Link className="button button--secondary" to={`/ogloszenia/${a.id}?sekcja=oferty`}>
            Przejdź do szczegółów ogłoszenia<span className="visually-hidden"> ({heading})</span>
          </Link>
        )}
      </div>
    </li>
  );
}
