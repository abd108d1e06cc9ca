import {
  ANONYMOUS_ACTOR,
  auditMessages as M,
  OFFER_ACCESS_PAGE_SIZE,
  offerAccessKindLabels,
  offerReadViaLabel,
} from '@bk/contracts/audit/audit';
import { useLingui } from '@lingui/react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { failureText } from './offer-messages.ts';
import { useOfferAccess } from './offers-api.ts';
import type { OfferAccessEntry } from './offers-types.ts';

function who(actor: OfferAccessEntry['actor']) {
  if (actor.kind !== 'user') return <>{ANONYMOUS_ACTOR}</>;
  return (
    <>
      {actor.nazwa ?? actor.email}
      {actor.nazwa && actor.email ? <span className="offer-access__email">{actor.email}</span> : null}
    </>
  );
}

/** The offers of a row: the bidders as the list names them (the settlement view reads them all). */
function offersText(entry: OfferAccessEntry): string {
  if (entry.via === 'settlement') return 'Wszystkie oferty';
  if (entry.offers.length === 0) return '';
  return entry.offers.map((o) => `${o.bidderName} (oferta nr ${o.ordinal})`).join(', ');
}

/**
 * 'Dostęp do ofert' of the 'Oferty' tab, once the announcement closed (decision 0031): who opened its
 * offers and when, refused attempts before the deadline included, 50 rows a page, newest first. The
 * server shows it to the author and administrators in scope only, and never before the deadline.
 */
export function OfferAccess({ announcementId }: { announcementId: number }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const access = useOfferAccess(announcementId, page);
  let content: ReactNode;
  if (access.isPending) content = <LoadingText />;
  else if (access.isError)
    content = (
      <p className="notice notice--error" role="alert">
        {failureText(i18n, access.error, M.offerAccessFailed)}
      </p>
    );
  else if (access.data.entries.length === 0) content = <p>{M.offerAccessEmpty}</p>;
  else {
    const lastPage = Math.max(1, Math.ceil(access.data.meta.total / OFFER_ACCESS_PAGE_SIZE));
    content = (
      <>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled */}
        <section className="table-wrap offer-access__wrap" aria-label="Tabela dostępu do ofert" tabIndex={0}>
          <table className="table offer-access__table" aria-busy={access.isFetching || undefined}>
            <caption className="visually-hidden">Odczyty ofert i odrzucone próby, od najnowszych</caption>
            <thead>
              <tr>
                <th scope="col">Czas</th>
                <th scope="col">Kto</th>
                <th scope="col">Co</th>
                <th scope="col">Sposób</th>
                <th scope="col">Oferta</th>
              </tr>
            </thead>
            <tbody>
              {access.data.entries.map((entry) => (
                <tr key={entry.id} className={entry.kind === 'refused' ? 'offer-access__refused' : undefined}>
                  <td className="offer-access__time">
                    <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
                  </td>
                  <td className="offer-access__who">{who(entry.actor)}</td>
                  <td>{offerAccessKindLabels[entry.kind]}</td>
                  <td>{offerReadViaLabel(entry.via)}</td>
                  <td>{offersText(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        {lastPage > 1 ? (
          <div className="offer-access__pager">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Nowsze wpisy
            </Button>
            <span>
              Strona {page} z {lastPage}
            </span>
            <Button variant="secondary" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
              Starsze wpisy
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section className="offer-access" aria-labelledby={headingId}>
      <h2 id={headingId}>Dostęp do ofert</h2>
      <p className="field__hint">
        Kto i kiedy otwierał oferty tego ogłoszenia, także odrzucone próby odczytu przed upływem terminu
        składania ofert.
      </p>
      {content}
    </section>
  );
}
