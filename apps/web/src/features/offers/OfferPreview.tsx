import { formatBudget } from '@bk/contracts/announcements/money';
import { useLingui } from '@lingui/react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { OfferStatusName, offerLook } from '../../components/ui/StatusTag.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { downloadFile } from '../../lib/files.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { BidderDataView } from './BidderDataView.tsx';
import { offerScreenMessages as S } from './offer-messages.ts';
import type { OfferAttachment, OfferSet, PartRef, Variant } from './offers-types.ts';
import { partTitle } from './PartOfferFields.tsx';
import { downloadReceiptJson, downloadReceiptPdf, receiptScreenMessages as R } from './receipt-download.ts';
import { formatReceiptTime } from './receipt-time.ts';

export { formatReceiptTime } from './receipt-time.ts';

/** The offer's status with the icon and colour every list uses (components/ui/StatusTag.tsx). */
export function StatusIcon({ status }: { status: OfferSet['status'] }) {
  const { i18n } = useLingui();
  const look = offerLook(status.nazwa);
  return (
    <span className={`offer-status offer-status--${look.tone}`}>
      <span className="offer-status__icon" aria-hidden="true">
        {look.icon}
      </span>
      {i18n._({ id: 'offers.form.status', message: 'Status oferty:' })} <OfferStatusName status={status} />
    </span>
  );
}

export function VariantTable({ variants, caption }: { variants: Variant[]; caption: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="table-wrap">
      <table className="table offer-variants-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: 'offers.variant', message: 'Wariant' })}</th>
            <th scope="col">{i18n._({ id: 'offers.gross-price', message: 'Cena brutto' })}</th>
            <th scope="col">{i18n._({ id: 'offers.description', message: 'Opis' })}</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((v, j) => (
            <tr key={v.id}>
              <td>{j + 1}</td>
              <td className="offer-price">{formatAmount(v.price, formatBudget)}</td>
              <td className="offer-text">{v.opis ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AttachmentLinks({ attachments }: { attachments: OfferAttachment[] }) {
  const { i18n } = useLingui();
  const [error, setError] = useState('');
  if (attachments.length === 0)
    return <p>{i18n._({ id: 'offers.no-attachments', message: 'Brak załączników.' })}</p>;
  return (
    <>
      <ul className="offer-attachments">
        {attachments.map((a) => (
          <li key={a.id}>
            <span className="offer-text">
              {a.nazwa || i18n._({ id: 'offers.attachment.unnamed', message: 'bez nazwy' })}
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
                {i18n._({ id: 'offers.attachment.download', message: 'Pobierz' })}
                <span className="visually-hidden">
                  {' '}
                  {i18n._({
                    id: 'offers.attachment.download-name',
                    message: 'załącznik {name}',
                    values: { name: a.nazwa || a.plik.nazwa },
                  })}
                </span>
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
  const { i18n } = useLingui();
  if (!set.submittedAt || !set.receiptSha256) return null;
  const current = set.status.nazwa === 'SUBMITTED';
  return (
    <section
      className={current ? 'offer-receipt' : 'offer-receipt offer-receipt--withdrawn'}
      aria-labelledby={`receipt-${set.id}`}
    >
      <h3 id={`receipt-${set.id}`} className="offer-section-title">
        {i18n._(current ? S.receiptTitle : S.withdrawnReceiptTitle)}
      </h3>
      {current ? null : <p className="offer-receipt__withdrawn">{i18n._(S.withdrawnReceiptNote)}</p>}
      <dl className="offer-facts">
        <div>
          <dt>
            {current
              ? i18n._({ id: 'offers.receipt.time', message: 'Czas złożenia oferty (według zegara serwera)' })
              : i18n._({
                  id: 'offers.receipt.time-withdrawn',
                  message: 'Czas złożenia wycofanej oferty (według zegara serwera)',
                })}
          </dt>
          <dd>{formatReceiptTime(set.submittedAt)}</dd>
        </div>
        <div>
          <dt>
            {current
              ? i18n._({ id: 'offers.receipt.hash', message: 'Skrót SHA-256 treści oferty i załączników' })
              : i18n._({
                  id: 'offers.receipt.hash-withdrawn',
                  message: 'Skrót SHA-256 treści wycofanej oferty i jej załączników',
                })}
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
  const { i18n } = useLingui();
  const [busy, setBusy] = useState<'json' | 'pdf' | null>(null);
  const [error, setError] = useState('');
  const run = async (kind: 'json' | 'pdf') => {
    if (busy) return;
    setBusy(kind);
    setError('');
    try {
      await (kind === 'json' ? downloadReceiptJson(offerSetId) : downloadReceiptPdf(offerSetId, i18n));
    } catch (e) {
      // The receipt's fetch says what failed itself; a failure past it is the PDF's.
      if (isApiError(e)) setError(e.message);
      else setError(`${i18n._(R.pdfFailed)} ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <p className="offer-receipt__hint">{i18n._(R.hint)}</p>
      <div className="offer-receipt__downloads">
        <Button
          variant="secondary"
          className="button--small"
          aria-disabled={busy !== null || undefined}
          onClick={() => void run('json')}
        >
          {i18n._(R.jsonButton)}
        </Button>
        <Button
          variant="secondary"
          className="button--small"
          aria-disabled={busy !== null || undefined}
          onClick={() => void run('pdf')}
        >
          {i18n._(R.pdfButton)}
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
  const { i18n } = useLingui();
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
          {i18n._({ id: 'offers.preview', message: 'Podgląd oferty' })}
        </h2>
      )}
      <StatusIcon status={set.status} />
      {set.danePodmiotu ? <BidderDataView data={set.danePodmiotu} /> : null}
      <h3 className="offer-section-title">
        {several
          ? i18n._({ id: 'offers.form.parts', message: 'Oferty na części zamówienia' })
          : i18n._({ id: 'offers.form.offer', message: 'Oferta' })}
      </h3>
      {offered.length === 0 ? (
        <p>
          {i18n._({ id: 'offers.preview.no-part', message: 'Oferta nie obejmuje żadnej części zamówienia.' })}
        </p>
      ) : null}
      {offered.map(({ part, index, offer }) => (
        <div key={offer.id} className="offer-preview__part">
          {several ? (
            <h4 lang={part.tytul?.trim() ? 'pl' : undefined}>{partTitle(i18n, part, index, true)}</h4>
          ) : null}
          {offer.isRefused ? (
            <p className="tag offer-tag offer-tag--refused">
              {i18n._({ id: 'offers.refused', message: 'Odrzucona' })}
            </p>
          ) : null}
          <VariantTable
            variants={offer.variants}
            caption={
              <>
                {i18n._({ id: 'offers.variants', message: 'Warianty:' })}{' '}
                <span lang={several && part.tytul?.trim() ? 'pl' : undefined}>
                  {partTitle(i18n, part, index, several)}
                </span>
              </>
            }
          />
        </div>
      ))}
      <h3 className="offer-section-title">{i18n._({ id: 'offers.attachments', message: 'Załączniki' })}</h3>
      <AttachmentLinks attachments={set.zalaczniki} />
      {audit ? (
        <section className="offer-audit">
          <h3 className="offer-section-title">{i18n._({ id: 'offers.audit', message: 'Dane audytowe' })}</h3>
          <dl className="offer-facts">
            <div>
              <dt>{i18n._({ id: 'offers.audit.created', message: 'Data utworzenia' })}</dt>
              <dd>{formatDateTime(set.dataUtworzenia)}</dd>
            </div>
            <div>
              <dt>{i18n._({ id: 'offers.audit.modified', message: 'Data modyfikacji' })}</dt>
              <dd>
                {formatDateTime(set.dataModyfikacji) || i18n._({ id: 'offers.audit.none', message: 'brak' })}
              </dd>
            </div>
            <div>
              <dt>{i18n._({ id: 'offers.audit.created-by', message: 'Utworzył(a)' })}</dt>
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
