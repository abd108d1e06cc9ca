import { formatBudget } from '@bk/contracts/announcements/money';
import { countOf, nouns } from '@bk/contracts/common/plural';
import { offerMessages as M } from '@bk/contracts/offers/offers';
import { useLingui } from '@lingui/react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { NewMark } from '../../components/ui/NewMark.tsx';
import { AttachmentLinks, VariantTable } from './OfferPreview.tsx';
import { OfferPreviewDialog } from './OfferPreviewDialog.tsx';
import { failureText, offerScreenMessages as S } from './offer-messages.ts';
import { downloadOfferZip } from './offers-api.ts';
import type { ListedOffer, OfferListAnswer, PartRef } from './offers-types.ts';
import { partTitle } from './PartOfferFields.tsx';

/** 1 wariant, 2 warianty, 5 wariantów. */
export function variantCount(n: number): string {
  return countOf(n, nouns.variants);
}

/** One price, or 'od X do Y' with the number of variants (variants come sorted by price). */
export function priceText(offer: Pick<ListedOffer, 'variants'>): string {
  const first = offer.variants[0];
  const last = offer.variants.at(-1);
  if (!first || !last) return 'brak ceny';
  if (offer.variants.length === 1) return formatBudget(first.price);
  return `od ${formatBudget(first.price)} do ${formatBudget(last.price)} (${variantCount(offer.variants.length)})`;
}

/** priceText with each price kept on one line: a range may wrap between its words, never in a number. */
function PriceText({ offer }: { offer: Pick<ListedOffer, 'variants'> }) {
  const first = offer.variants[0];
  const last = offer.variants.at(-1);
  if (!first || !last || offer.variants.length === 1)
    return <span className="offer-price">{priceText(offer)}</span>;
  return (
    <>
      od <span className="offer-price">{formatBudget(first.price)}</span> do{' '}
      <span className="offer-price">{formatBudget(last.price)}</span> ({variantCount(offer.variants.length)})
    </>
  );
}

type EntryProps = {
  offer: ListedOffer;
  /** The bidder's heading: under a part's h3, or straight under the list's h2. */
  level: 3 | 4;
  clearing: number | null;
  onClear(id: number): void;
  onPreview(id: number): void;
};

function OfferEntry({ offer, level, clearing, onClear, onPreview }: EntryProps) {
  const { i18n } = useLingui();
  const Heading = level === 3 ? 'h3' : 'h4';
  const [zipError, setZipError] = useState('');
  const place = [offer.city, offer.kraj].filter(Boolean).join(', ');
  return (
    <li className="list-card offer-entry">
      <div className="offer-entry__head">
        <Heading className="offer-entry__name">{offer.bidderName}</Heading>
        {offer.isMine ? <span className="tag offer-tag">Moja oferta</span> : null}
        {offer.isRefused ? <span className="tag offer-tag offer-tag--refused">Odrzucona</span> : null}
        {offer.isNew ? (
          <NewMark
            label={`oferta ${offer.bidderName}`}
            busy={clearing === offer.offerSetId}
            onClear={() => onClear(offer.offerSetId)}
          />
        ) : null}
      </div>
      <dl className="offer-facts">
        {place ? (
          <div>
            <dt>Miejscowość</dt>
            <dd>{place}</dd>
          </div>
        ) : null}
        <div>
          <dt>Cena brutto</dt>
          <dd>
            <PriceText offer={offer} />
          </dd>
        </div>
      </dl>
      <VariantTable variants={offer.variants} caption={`Warianty oferty: ${offer.bidderName}`} />
      <p className="offer-entry__label">Załączniki</p>
      <AttachmentLinks attachments={offer.zalaczniki} />
      <div className="offer-actions">
        {offer.zalaczniki.length > 0 ? (
          <Button
            variant="secondary"
            onClick={() =>
              downloadOfferZip(offer.offerSetId).then(
                () => setZipError(''),
                (error: unknown) => setZipError(failureText(i18n, error, S.zipFailed)),
              )
            }
          >
            Pobierz wszystkie załączniki<span className="visually-hidden"> ({offer.bidderName})</span>
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => onPreview(offer.offerSetId)}>
          {offer.isMine ? 'Szczegóły mojej oferty' : 'Podgląd oferty'}
          {offer.isMine ? null : <span className="visually-hidden"> ({offer.bidderName})</span>}
        </Button>
      </div>
      <p role="alert" className="offer-attachments__error">
        {zipError}
      </p>
    </li>
  );
}

type Props = {
  answer: OfferListAnswer;
  parts: PartRef[];
  clearing: number | null;
  onClear(id: number): void;
  /** 'Dodaj rozstrzygnięcie' / 'Zmień rozstrzygnięcie' when the viewer may settle. */
  action?: ReactNode;
};

/**
 * The submitted offers of a closed announcement (spec 2 section 2.6): per part, bidders in Polish
 * order, variants by price (both sorted by the server).
 */
export function SubmittedOffers({ answer, parts, clearing, onClear, action }: Props) {
  const { i18n } = useLingui();
  const [preview, setPreview] = useState<number | null>(null);
  const several = answer.zamowienia.length > 1;
  const refs: PartRef[] =
    parts.length > 0 ? parts : answer.zamowienia.map((p) => ({ id: p.partId, tytul: p.tytul }));
  return (
    <section aria-labelledby="submitted-offers-heading">
      <h2 id="submitted-offers-heading">Złożone oferty</h2>
      {action}
      {answer.zamowienia.map((part, index) => {
        const others = part.offers.filter((o) => !o.isMine);
        return (
          <section key={part.partId} className="offer-list-part">
            {several ? <h3>{partTitle(i18n, { id: part.partId, tytul: part.tytul }, index, true)}</h3> : null}
            {part.offers.length > 0 ? (
              <ul className="offer-entries">
                {part.offers.map((offer) => (
                  <OfferEntry
                    key={offer.offerId}
                    offer={offer}
                    level={several ? 4 : 3}
                    clearing={clearing}
                    onClear={onClear}
                    onPreview={setPreview}
                  />
                ))}
              </ul>
            ) : null}
            {part.offers.length === 0 ? <p className="notice">{M.noOffers}</p> : null}
            {part.offers.length > 0 && others.length === 0 ? (
              <p className="notice">{M.noOtherOffers}</p>
            ) : null}
          </section>
        );
      })}
      {preview !== null ? (
        <OfferPreviewDialog offerSetId={preview} parts={refs} onClose={() => setPreview(null)} />
      ) : null}
    </section>
  );
}
