import { offerMessages as M } from '@bk/contracts/offers/offers';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { NewMark } from '../../components/ui/NewMark.tsx';
import { menuBadgesQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { OfferAccess } from './OfferAccess.tsx';
import { failureText, offerScreenMessages as S } from './offer-messages.ts';
import { clearOfferMark, useOfferList, useOffersKey } from './offers-api.ts';
import type { PartRef } from './offers-types.ts';
import { SubmittedOffers } from './SubmittedOffers.tsx';
import { useSettlement } from './settlement/settlement-api.ts';

type Props = {
  announcementId: number;
  parts: PartRef[];
  /** The announcement's status: a closed or resolved one may be settled. */
  status?: string;
  onMarksChanged?: () => unknown;
  /** Opens the settlement editor. */
  onSettle?: () => void;
};

/** 'Dodaj rozstrzygnięcie' / 'Zmień rozstrzygnięcie' for those the server lets settle (spec 2 section 2.6). */
function SettleButton({
  announcementId,
  resolved,
  onSettle,
}: {
  announcementId: number;
  resolved: boolean;
  onSettle(): void;
}) {
  const settlement = useSettlement(announcementId);
  if (!settlement.data?.canSettle) return null;
  return (
    <Button className="settle-button" onClick={onSettle}>
      {resolved ? 'Zmień rozstrzygnięcie' : 'Dodaj rozstrzygnięcie'}
    </Button>
  );
}

/**
 * The author's (or an administrator's) offers of an announcement: while it takes offers only the
 * numbered sealed entries ('Podgląd ofert będzie dostępny po zamknięciu ogłoszenia.'); after
 * closing the submitted offers per part and who opened them ('Dostęp do ofert').
 */
export function AdvertiserOffers({ announcementId, parts, status, onMarksChanged, onSettle }: Props) {
  const { i18n } = useLingui();
  const list = useOfferList(announcementId);
  const session = useSession();
  const key = useOffersKey();
  const [message, setMessage] = useState('');
  const clearMark = useApiMutation({
    mutationFn: (offerSetId: number) => clearOfferMark(offerSetId),
    invalidates: [
      { queryKey: key('list', announcementId) },
      { queryKey: menuBadgesQueryKey(session.user?.id) },
    ],
    onSuccess: () => {
      setMessage(i18n._(S.markCleared));
      onMarksChanged?.();
    },
    onError: (error) => setMessage(failureText(i18n, error, S.markFailed)),
  });
  const clearing = clearMark.isPending ? clearMark.variables : null;
  const clear = (offerSetId: number) => {
    if (clearMark.isPending) return;
    setMessage('');
    clearMark.mutate(offerSetId);
  };

  if (list.isPending) return <LoadingText />;
  if (list.isError)
    return (
      <p className="notice notice--error" role="alert">
        {failureText(i18n, list.error, S.announcementOffersFailed)}
      </p>
    );
  const live = (
    <p role="status" className="offers-tab__message">
      {message}
    </p>
  );
  if (!list.data.sealed)
    return (
      <div className="offers-tab">
        <SubmittedOffers
          answer={list.data}
          parts={parts}
          clearing={clearing}
          onClear={clear}
          action={
            onSettle && (status === 'CLOSED' || status === 'RESOLVED') ? (
              <SettleButton
                announcementId={announcementId}
                resolved={status === 'RESOLVED'}
                onSettle={onSettle}
              />
            ) : null
          }
        />
        {live}
        <OfferAccess announcementId={announcementId} />
      </div>
    );
  return (
    <section className="offers-tab" aria-labelledby="sealed-offers-heading">
      <h2 id="sealed-offers-heading">Złożone oferty</h2>
      <p className="notice">{M.sealed}</p>
      {list.data.hidden.length === 0 ? (
        <p>{M.noOffers}</p>
      ) : (
        <ol className="sealed-offers">
          {list.data.hidden.map((entry) => (
            <li key={entry.id} className="sealed-offers__item">
              <span className="sealed-offers__name">Oferta nr {entry.ordinal}</span>
              {entry.isNew ? (
                <NewMark
                  label={`oferta nr ${entry.ordinal}`}
                  busy={clearing === entry.id}
                  onClear={() => clear(entry.id)}
                />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {live}
    </section>
  );
}
