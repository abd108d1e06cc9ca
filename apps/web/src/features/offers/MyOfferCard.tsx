import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { AnnouncementNumber } from '../../components/ui/AnnouncementNumber.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { NewEventsBadge } from '../../components/ui/NewEventsBadge.tsx';
import { OfferStatusTag, StatusTag } from '../../components/ui/StatusTag.tsx';
import { formatDate, formatDeadline } from '../../lib/format.ts';
import type { MyOfferItem } from './offers-types.ts';

/** What the settlement says of the offer: won (in which parts), refused, or not chosen. */
export function resultText(item: MyOfferItem, i18n: I18n): string | null {
  const result = item.result;
  if (!result) return null;
  const parts = item.announcement.version?.zamowienia ?? [];
  const names = (ids: number[]) =>
    parts.length > 1
      ? ` (${ids
          .map((id) =>
            i18n._({
              id: 'offers.where.part',
              message: 'część {number}',
              values: { number: parts.findIndex((p) => p.id === id) + 1 },
            }),
          )
          .join(', ')})`
      : '';
  if (result.chosenParts.length > 0)
    return `${i18n._({ id: 'my-offers.result.chosen', message: 'Oferta wybrana' })}${names(result.chosenParts)}`;
  if (result.refusedParts.length > 0)
    return `${i18n._({ id: 'my-offers.result.refused', message: 'Oferta odrzucona' })}${names(result.refusedParts)}`;
  return i18n._({ id: 'my-offers.result.none', message: 'Oferta nie została wybrana' });
}

/**
 * One offer of 'Moje oferty' (spec 2 section 2.5): the announcement's number, title, deadline and
 * status, the offer's status, 'Podgląd oferty' and 'Przejdź do szczegółów ogłoszenia'. An
 * announcement in a hidden status shows no details and both buttons are disabled.
 */
export function MyOfferCard({ item, onPreview }: { item: MyOfferItem; onPreview(item: MyOfferItem): void }) {
  const { i18n } = useLingui();
  const a = item.announcement;
  const hidden = a.hidden || a.version === null;
  const heading = a.numer
    ? i18n._({
        id: 'my-offers.card.numbered',
        message: 'Ogłoszenie nr {number}',
        values: { number: a.numer },
      })
    : i18n._({ id: 'my-offers.card.announcement', message: 'Ogłoszenie' });
  const title = hidden
    ? i18n._({ id: 'my-offers.card.hidden', message: 'Szczegóły ogłoszenia są niedostępne.' })
    : a.version?.tytul || i18n._({ id: 'my-offers.card.untitled', message: 'Bez tytułu' });
  const result = resultText(item, i18n);
  return (
    <li className={`list-card announcement-card my-offer${hidden ? ' my-offer--hidden' : ''}`}>
      <div className="announcement-card__head">
        <p className="announcement-card__number">
          {a.numer ? (
            <Trans
              id="announcement.number"
              message="Ogłoszenie nr <0/>"
              components={{ 0: <AnnouncementNumber value={a.numer} /> }}
            />
          ) : (
            heading
          )}
        </p>
        <StatusTag
          status={a.status}
          prefix={i18n._({ id: 'my-offers.card.status-prefix', message: 'Status ogłoszenia: ' })}
        />
        <NewEventsBadge count={item.badgeCount} />
      </div>
      <h2 className="announcement-card__title" lang={hidden ? undefined : 'pl'}>
        {title}
      </h2>
      <dl className="announcement-card__facts">
        {hidden ? null : (
          <>
            <div>
              <dt>{i18n._({ id: 'offers.clock.deadline', message: 'Termin składania ofert' })}</dt>
              <dd>
                {formatDeadline(a.version?.terminOfert) ||
                  i18n._({ id: 'my-offers.card.no-deadline', message: 'nie wyznaczono' })}
              </dd>
            </div>
            <div>
              <dt>{i18n._({ id: 'my-offers.card.published', message: 'Data publikacji' })}</dt>
              <dd>
                {formatDate(a.dataOpublikowania) ||
                  i18n._({ id: 'my-offers.card.not-published', message: 'nie opublikowano' })}
              </dd>
            </div>
          </>
        )}
        <div>
          <dt>{i18n._({ id: 'my-offers.filter.offer-status', message: 'Status oferty' })}</dt>
          <dd>
            <OfferStatusTag status={item.status} />
          </dd>
        </div>
        {result ? (
          <div>
            <dt>{i18n._({ id: 'my-offers.card.result', message: 'Wynik postępowania' })}</dt>
            <dd className={item.result?.chosenParts.length ? 'my-offer__won' : undefined}>{result}</dd>
          </div>
        ) : null}
      </dl>
      <div className="my-offer__buttons">
        <Button variant="secondary" disabled={hidden} onClick={() => onPreview(item)}>
          {i18n._({ id: 'offers.preview', message: 'Podgląd oferty' })}
          <span className="visually-hidden"> ({heading})</span>
        </Button>
        {hidden ? (
          <Button variant="secondary" disabled>
            {i18n._({ id: 'my-offers.card.details', message: 'Przejdź do szczegółów ogłoszenia' })}
          </Button>
        ) : (
          <Link className="button button--secondary" to={`/ogloszenia/${a.id}?sekcja=oferty`}>
            {i18n._({ id: 'my-offers.card.details', message: 'Przejdź do szczegółów ogłoszenia' })}
            <span className="visually-hidden"> ({heading})</span>
          </Link>
        )}
      </div>
    </li>
  );
}
