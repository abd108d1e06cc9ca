import { formatBudget } from '@bk/contracts/announcements/money';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { offerLook } from '../../components/ui/StatusTag.tsx';
import { downloadFile } from '../../lib/files.ts';
import { formatDateTime } from '../../lib/format.ts';
import { BidderDataView } from './BidderDataView.tsx';
import { offerScreenMessages as S } from './offer-messages.ts';
import type { OfferAttachment, OfferSet, PartRef, Variant } from './offers-types.ts';
import { partTitle } from './PartOfferFields.tsx';

const secondsFormat = new Intl.DateTimeFormat('pl-PL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Warsaw',
});

/** The receipt's time, to the second (Polish time). */
export function formatReceiptTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : secondsFormat.format(date).replace(',', '');
}

/** The offer's status with the icon and colour every list uses (components/ui/StatusTag.tsx). */
export function StatusIcon({ status }: { status: OfferSet['status'] }) {
  const look = offerLook(status.nazwa);
  return (
    <span className={`offer-status offer-status--${look.tone}`}>
      <span className="offer-status__icon" aria-hidden="true">
        {look.icon}
      </span>
      Status oferty: {status.label}
    </span>
  );
}

export function VariantTable({ variants, caption }: { variants: Variant[]; caption: string }) {
  return (
    <div className="table-wrap">
      <table className="table offer-variants-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Wariant</th>
            <th scope="col">Cena brutto</th>
            <th scope="col">Opis</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((v, j) => (
            <tr key={v.id}>
              <td>{j + 1}</td>
              <td className="offer-price">{formatBudget(v.price)}</td>
              <td className="offer-text">{v.opis ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AttachmentLinks({ attachments }: { attachments: OfferAttachment[] }) {
  const [error, setError] = useState('');
  if (attachments.length === 0) return <p>Brak załączników.</p>;
  return (
    <>
      <ul className="offer-attachments">
        {attachments.map((a) => (
          <li key={a.id}>
            <span className="offer-text">
              {a.nazwa || 'bez nazwy'}
              {a.plik ? <span className="offer-attachments__file"> ({a.plik.nazwa})</span> : null}
            </span>
            {a.plik ? (
              <Button
                variant="secondary"
                className="button--small"
                onClick={() =>
                  a.plik &&
                  downloadFile(a.plik).then(
                    () => setError(''),
                    (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
                  )
                }
              >
                Pobierz<span className="visually-hidden"> załącznik {a.nazwa || a.plik.nazwa}</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <p role="alert" className="offer-attachments__error">
        {error}
      </p>
    </>
  );
}

/**
 * 'Potwierdzenie złożenia oferty': the server's time of submission and the SHA-256 of the content.
 * Only a submitted offer's receipt stands; an offer withdrawn since (or edited after its withdrawal)
 * shows it as the receipt of the withdrawn submission, never as current (docs/decisions/0017).
 */
export function Receipt({ set }: { set: OfferSet }) {
  if (!set.submittedAt || !set.receiptSha256) return null;
  const current = set.status.nazwa === 'SUBMITTED';
  return (
    <section
      className={current ? 'offer-receipt' : 'offer-receipt offer-receipt--withdrawn'}
      aria-labelledby={`receipt-${set.id}`}
    >
      <h3 id={`receipt-${set.id}`} className="offer-section-title">
        {current ? S.receiptTitle : S.withdrawnReceiptTitle}
      </h3>
      {current ? null : <p className="offer-receipt__withdrawn">{S.withdrawnReceiptNote}</p>}
      <dl className="offer-facts">
        <div>
          <dt>
            {current
              ? 'Czas złożenia oferty (według zegara serwera)'
              : 'Czas złożenia wycofanej oferty (według zegara serwera)'}
          </dt>
          <dd>{formatReceiptTime(set.submittedAt)}</dd>
        </div>
        <div>
          <dt>
            {current
              ? 'Skrót SHA-256 treści oferty i załączników'
              : 'Skrót SHA-256 treści wycofanej oferty i jej załączników'}
          </dt>
          <dd className="offer-receipt__hash">{set.receiptSha256}</dd>
        </div>
      </dl>
    </section>
  );
}

type Props = {
  set: OfferSet;
  parts: PartRef[];
  /** Without its own heading (the dialog's title says 'Podgląd oferty'). */
  inDialog?: boolean;
};

/** 'Podgląd oferty' (spec 2 section 2.4): status, bidder data, offers per part, attachments, audit. */
export function OfferPreview({ set, parts, inDialog = false }: Props) {
  const several = parts.length > 1;
  const offered = parts.flatMap((part, index) => {
    const offer = set.offers.find((o) => o.partId === part.id);
    return offer ? [{ part, index, offer }] : [];
  });
  const audit = set.dataUtworzenia !== null;
  return (
    <section className="offer-preview" aria-labelledby={inDialog ? undefined : `offer-preview-${set.id}`}>
      {inDialog ? null : (
        <h2 id={`offer-preview-${set.id}`} tabIndex={-1}>
          Podgląd oferty
        </h2>
      )}
      <StatusIcon status={set.status} />
      {set.danePodmiotu ? <BidderDataView data={set.danePodmiotu} /> : null}
      <h3 className="offer-section-title">{several ? 'Oferty na części zamówienia' : 'Oferta'}</h3>
      {offered.length === 0 ? <p>Oferta nie obejmuje żadnej części zamówienia.</p> : null}
      {offered.map(({ part, index, offer }) => (
        <div key={offer.id} className="offer-preview__part">
          {several ? <h4>{partTitle(part, index, true)}</h4> : null}
          {offer.isRefused ? <p className="tag offer-tag offer-tag--refused">Odrzucona</p> : null}
          <VariantTable variants={offer.variants} caption={`Warianty: ${partTitle(part, index, several)}`} />
        </div>
      ))}
      <h3 className="offer-section-title">Załączniki</h3>
      <AttachmentLinks attachments={set.zalaczniki} />
      {audit ? (
        <section className="offer-audit">
          <h3 className="offer-section-title">Dane audytowe</h3>
          <dl className="offer-facts">
            <div>
              <dt>Data utworzenia</dt>
              <dd>{formatDateTime(set.dataUtworzenia)}</dd>
            </div>
            <div>
              <dt>Data modyfikacji</dt>
              <dd>{formatDateTime(set.dataModyfikacji) || 'brak'}</dd>
            </div>
            <div>
              <dt>Utworzył(a)</dt>
              <dd>
                {set.ktoUtworzyl.imie} {set.ktoUtworzyl.nazwisko}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
      {audit ? <Receipt set={set} /> : null}
    </section>
  );
}
