import { formatBudget } from '@bk/contracts/announcements/money';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { offerLook } from '../../components/ui/StatusTag.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { downloadFile } from '../../lib/files.ts';
import { formatDateTime } from '../../lib/format.ts';
import { BidderDataView } from './BidderDataView.tsx';
import { offerScreenMessages as S } from './offer-messages.ts';
import type { OfferAttachment, OfferSet, PartRef, Variant } from './offers-types.ts';
import { partTitle } from './PartOfferFields.tsx';
import { downloadReceiptJson, downloadReceiptPdf, receiptScreenMessages as R } from './receipt-download.ts';
import { formatReceiptTime } from './receipt-time.ts';

export { formatReceiptTime } from './receipt-time.ts';

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
      {current ? <ReceiptDownloads offerSetId={set.id} /> : null}
    </section>
  );
}

/**
 * The signed receipt's downloads (decision 0049): the JSON the server signed at submission, and its
 * print made in the browser. Only for the submitted offer (the server answers 409 otherwise).
 */
function ReceiptDownloads({ offerSetId }: { offerSetId: number }) {
  const [busy, setBusy] = useState<'json' | 'pdf' | null>(null);
  const [error, setError] = useState('');
  const run = async (kind: 'json' | 'pdf') => {
    if (busy) return;
    setBusy(kind);
    setError('');
    try {
      await (kind === 'json' ? downloadReceiptJson(offerSetId) : downloadReceiptPdf(offerSetId));
    } catch (e) {
      // The receipt's fetch says what failed itself; a failure past it is the PDF's.
      if (isApiError(e)) setError(e.message);
      else setError(`${R.pdfFailed} ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <p className="offer-receipt__hint">{R.hint}</p>
      <div className="offer-receipt__downloads">
        <Button
          variant="secondary"
          className="button--small"
          aria-disabled={busy !== null || undefined}
          onClick={() => void run('json')}
        >
          {R.jsonButton}
        </Button>
        <Button
          variant="secondary"
          className="button--small"
          aria-disabled={busy !== null || undefined}
          onClick={() => void run('pdf')}
        >
          {R.pdfButton}
        </Button>
      </div>
      <p role="alert" className="offer-attachments__error">
        {error}
      </p>
    </>
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
