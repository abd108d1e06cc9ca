import { settlementMessages as M } from '@bk/contracts/settlement/settlement';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { OfferPreviewDialog } from '../OfferPreviewDialog.tsx';
import type { OfferSet, PartRef } from '../offers-types.ts';
import { ExternalOfferDialog } from './ExternalOfferDialog.tsx';
import type { SettlementAnswer } from './settlement-types.ts';

type Props = {
  announcementId: number;
  parts: PartRef[];
  partial: boolean;
  answer: SettlementAnswer;
  /** External offer sets removed in the editor (not listed any more). */
  removed: number[];
  noMoreOffers: boolean;
  onNoMoreOffers(value: boolean): void;
  onRemove(offerSetId: number): void;
  /** After an entered offer was saved: the editor reads the offers again. */
  onSaved(set: OfferSet): Promise<void>;
  onNext(): void;
};

type Entered = {
  offerSetId: number;
  bidderName: string;
  city: string | null;
  kraj: string | null;
  isPublished: boolean;
};

/** The offers the advertiser entered, once each (they appear under every part they offer for). */
export function enteredOffers(answer: SettlementAnswer, removed: number[]): Entered[] {
  const seen = new Map<number, Entered>();
  for (const part of answer.rozstrzygniecie.zamowienia)
    for (const o of part.offers)
      if (o.isExternal && !removed.includes(o.offerSetId) && !seen.has(o.offerSetId))
        seen.set(o.offerSetId, {
          offerSetId: o.offerSetId,
          bidderName: o.bidderName,
          city: o.city,
          kraj: o.kraj,
          isPublished: o.isPublished,
        });
  return [...seen.values()];
}

/**
 * 'Kompletowanie ofert' (spec 2 section 2.7): offers received by another channel are added, changed,
 * removed and previewed; 'Nie ma więcej ofert' opens the part steps.
 */
export function CompletingStep(props: Props) {
  const { answer, removed } = props;
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [preview, setPreview] = useState<number | null>(null);
  const [removing, setRemoving] = useState<Entered | null>(null);
  const [saved, setSaved] = useState('');
  const entered = enteredOffers(answer, removed);
  return (
    <section className="settlement-step" aria-labelledby="settlement-step-heading">
      <h3 id="settlement-step-heading" tabIndex={-1}>
        Kompletowanie ofert
      </h3>
      <p>
        Dodaj oferty, które wpłynęły inną drogą niż przez portal (np. pocztą, e-mailem lub osobiście). Oferty
        złożone w portalu są już na liście każdej części.
      </p>
      <Button onClick={() => setEditing('new')}>Dodaj ofertę</Button>
      <p role="status" className="settlement-step__message">
        {saved}
      </p>
      <h4>Oferty dodane przez ogłoszeniodawcę</h4>
      {entered.length === 0 ? (
        <p className="notice">Nie dodano ofert złożonych inną drogą.</p>
      ) : (
        <ul className="entered-offers">
          {entered.map((o) => (
            <li key={o.offerSetId} className="entered-offers__item">
              <span className="entered-offers__name">
                {o.bidderName}
                {o.city ? `, ${[o.city, o.kraj].filter(Boolean).join(', ')}` : ''}
                {o.isPublished ? null : <span className="tag offer-tag">{M.externalUnpublished}</span>}
              </span>
              <span className="entered-offers__actions">
                <Button
                  variant="secondary"
                  className="button--small"
                  onClick={() => setEditing(o.offerSetId)}
                >
                  Edytuj<span className="visually-hidden"> ofertę {o.bidderName}</span>
                </Button>
                <Button variant="secondary" className="button--small" onClick={() => setRemoving(o)}>
                  Usuń<span className="visually-hidden"> ofertę {o.bidderName}</span>
                </Button>
                <Button
                  variant="secondary"
                  className="button--small"
                  onClick={() => setPreview(o.offerSetId)}
                >
                  Pokaż szczegóły<span className="visually-hidden"> oferty {o.bidderName}</span>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <label className="checkbox settlement-no-more">
        <input
          type="checkbox"
          checked={props.noMoreOffers}
          onChange={(e) => props.onNoMoreOffers(e.target.checked)}
        />
        Nie ma więcej ofert
      </label>
      <p className="field__hint">
        Zaznacz, gdy lista ofert jest pełna: wtedy można wybrać oferty w częściach.
      </p>
      <div className="settlement-step__nav">
        <Button disabled={!props.noMoreOffers} onClick={props.onNext}>
          Dalej
        </Button>
      </div>
      {editing !== null ? (
        <ExternalOfferDialog
          announcementId={props.announcementId}
          parts={props.parts}
          partial={props.partial}
          offerSetId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (set) => {
            await props.onSaved(set);
            setEditing(null);
            setSaved(M.externalSaved);
          }}
        />
      ) : null}
      {preview !== null ? (
        <OfferPreviewDialog offerSetId={preview} parts={props.parts} onClose={() => setPreview(null)} />
      ) : null}
      {removing ? (
        <ConfirmDialog
          title="Usuwanie oferty"
          confirm="Usuń"
          pendingLabel="Trwa usuwanie..."
          pending={false}
          onConfirm={() => {
            props.onRemove(removing.offerSetId);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        >
          <p>Czy na pewno chcesz usunąć tę ofertę?</p>
          <p>
            Oferta {removing.bidderName} zniknie z rozstrzygnięcia; zostanie usunięta po opublikowaniu
            rozstrzygnięcia.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
