import { formatBudget } from '@bk/contracts/announcements/money';
import { offerMessages } from '@bk/contracts/offers/offers';
import { Button } from '../../../components/ui/Button.tsx';
import type { Choice, PartChoice } from './editor-state.ts';
import type { SettlementOffer, SettlementPart } from './settlement-types.ts';

type Props = {
  part: SettlementPart;
  /** The step's heading: 'Oferty' or 'Oferty do części N'. */
  heading: string;
  offers: SettlementOffer[];
  choice: PartChoice;
  /** The server's messages about this part from the last attempt to publish. */
  problems: string[];
  onChoose(choice: Choice): void;
  onNoOffer(value: boolean): void;
  onRefuse(offerSetId: number, refused: boolean): void;
  onBack(): void;
  onNext(): void;
};

function OfferCard({
  offer,
  part,
  choice,
  onChoose,
  onRefuse,
}: Pick<Props, 'part' | 'choice' | 'onChoose' | 'onRefuse'> & { offer: SettlementOffer }) {
  const refused = choice.refused.includes(offer.offerSetId);
  const place = [offer.city, offer.kraj].filter(Boolean).join(', ');
  return (
    <li className={`settlement-offer${refused ? ' settlement-offer--refused' : ''}`}>
      <div className="offer-entry__head">
        <h4 className="offer-entry__name">{offer.bidderName}</h4>
        {offer.isExternal ? <span className="tag offer-tag">Złożona inną drogą</span> : null}
        {refused ? <span className="tag offer-tag offer-tag--refused">Odrzucona</span> : null}
      </div>
      {place ? <p className="settlement-offer__place">{place}</p> : null}
      <div className="table-wrap">
        <table className="table offer-variants-table">
          <caption className="visually-hidden">Warianty oferty: {offer.bidderName}</caption>
          <thead>
            <tr>
              <th scope="col">Wybór</th>
              <th scope="col">Wariant</th>
              <th scope="col">Cena brutto</th>
              <th scope="col">Opis</th>
            </tr>
          </thead>
          <tbody>
            {offer.variants.map((v, j) => {
              const chosen =
                choice.wybranyWariant?.offerSetId === offer.offerSetId &&
                choice.wybranyWariant.variantId === v.id;
              return (
                <tr key={v.id} className={chosen ? 'settlement-offer__chosen' : undefined}>
                  <td>
                    <input
                      type="radio"
                      name={`wybor-czesc-${part.id}`}
                      checked={chosen}
                      disabled={refused}
                      aria-label={`Wybierz ofertę ${offer.bidderName}, wariant ${j + 1}, ${formatBudget(v.price)}`}
                      onChange={() => onChoose({ offerSetId: offer.offerSetId, variantId: v.id })}
                    />
                  </td>
                  <td>{j + 1}</td>
                  <td className="offer-price">{formatBudget(v.price)}</td>
                  <td className="offer-text">{v.opis ?? ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Button
        variant="secondary"
        className="button--small"
        onClick={() => onRefuse(offer.offerSetId, !refused)}
      >
        {refused ? 'Przywróć ofertę' : 'Odrzuć ofertę'}
        <span className="visually-hidden"> {offer.bidderName}</span>
      </Button>
    </li>
  );
}

/**
 * One part's step of the settlement editor (spec 2 sections 2.7, 4.4): every offer of the part with
 * its variants; refuse or restore an offer, choose the winning variant, or mark that no offer is chosen.
 */
export function PartStep(props: Props) {
  const { part, offers, choice, problems } = props;
  return (
    <section className="settlement-step" aria-labelledby="settlement-step-heading">
      <h3 id="settlement-step-heading" tabIndex={-1}>
        {props.heading}
      </h3>
      {part.tytul ? <p className="settlement-step__part">{part.tytul}</p> : null}
      {problems.length > 0 ? (
        <div className="notice notice--error">
          <ul>
            {problems.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {offers.length === 0 ? (
        <p className="notice">{offerMessages.noOffers}</p>
      ) : (
        <fieldset className="group settlement-choice">
          <legend>Wybór najkorzystniejszej oferty</legend>
          <ul className="settlement-offers-list">
            {offers.map((offer) => (
              <OfferCard
                key={offer.offerSetId}
                offer={offer}
                part={part}
                choice={choice}
                onChoose={props.onChoose}
                onRefuse={props.onRefuse}
              />
            ))}
          </ul>
        </fieldset>
      )}
      <label className="checkbox settlement-no-offer">
        <input
          type="checkbox"
          checked={choice.zadnaOfertaWybrana}
          onChange={(e) => props.onNoOffer(e.target.checked)}
        />
        Nie wybrano żadnej oferty
      </label>
      <div className="settlement-step__nav">
        <Button variant="secondary" onClick={props.onBack}>
          Wstecz
        </Button>
        <Button onClick={props.onNext}>Dalej</Button>
      </div>
    </section>
  );
}
