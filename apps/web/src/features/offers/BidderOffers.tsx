import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog, MessageDialog } from '../../components/ui/ConfirmDialog.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { OfferForm } from './OfferForm.tsx';
import { OfferPreview, Receipt } from './OfferPreview.tsx';
import { failureText, offerScreenMessages as S } from './offer-messages.ts';
import { offerTexts as M } from './offer-texts.ts';
import { useOffersKey, useOwnOfferSet, withdrawOfferSet } from './offers-api.ts';
import type { OfferSet, OwnOfferSetAnswer, PartRef } from './offers-types.ts';

type Props = { announcementId: number; parts: PartRef[]; partial: boolean };

type Notice = { kind: 'submitted'; set: OfferSet } | { kind: 'withdrawn' } | null;

/**
 * The bidder's wrapper on the announcement page (spec 2 section 2.2): 'Utwórz ofertę' when there is
 * no offer, the form for a draft or withdrawn one, the preview with 'Wycofaj ofertę' once submitted.
 * After closing only the preview of the bidder's own offer remains.
 */
export function BidderOffers({ announcementId, parts, partial }: Props) {
  const { i18n } = useLingui();
  const own = useOwnOfferSet(announcementId);
  const queryClient = useQueryClient();
  const key = useOffersKey()('own', announcementId);
  const [creating, setCreating] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  /** The question before withdrawing, as before submitting (spec 2 section 2.3's dialogs). */
  const [askWithdraw, setAskWithdraw] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  const put = (set: OfferSet | null) =>
    queryClient.setQueryData<OwnOfferSetAnswer>(key, (old) => (old ? { ...old, offerSet: set } : old));
  /** After a delete or a cancel the tab starts again from the server's data (spec 2 section 4.1). */
  const reload = async () => {
    setCreating(false);
    await queryClient.invalidateQueries({ queryKey: key });
    setFormKey((k) => k + 1);
  };

  const withdrawal = useApiMutation({
    mutationFn: () => withdrawOfferSet(announcementId),
    onSuccess: (withdrawn) => {
      put(withdrawn);
      setAskWithdraw(false);
      setFormKey((k) => k + 1);
      setNotice({ kind: 'withdrawn' });
    },
  });
  const withdrawing = withdrawal.isPending;
  // Data carried in the page has no measured offset: the server's time against now is close enough.
  const serverTime = own.data?.serverTime;
  const measured = own.data?.clockOffsetMs;
  const clockOffsetMs = useMemo(
    () => measured ?? (serverTime ? Date.parse(serverTime) - Date.now() : 0),
    [measured, serverTime],
  );
  const withdrawError = withdrawal.error ? failureText(i18n, withdrawal.error, S.withdrawFailed) : '';

  if (own.isPending) return <LoadingText />;
  if (own.isError)
    return (
      <p className="notice notice--error" role="alert">
        {failureText(i18n, own.error, S.offerLoadFailed, S.offerLoadCode)}
      </p>
    );
  const { offerSet: set, accepting } = own.data;
  const open = accepting && own.data.announcementStatus.nazwa === 'PUBLISHED';

  const withdraw = () => {
    if (!withdrawing) withdrawal.mutate();
  };

  let content: ReactNode = null;
  if (!set) {
    if (!open) content = <p className="notice">{i18n._(S.closedNoOffer)}</p>;
    else if (!creating)
      content = (
        <Button onClick={() => setCreating(true)} className="offer-create">
          {i18n._({ id: 'offers.create', message: 'Utwórz ofertę' })}
        </Button>
      );
  }
  if (open && (set ? set.status.nazwa !== 'SUBMITTED' : creating)) {
    content = (
      <OfferForm
        key={formKey}
        announcementId={announcementId}
        parts={parts}
        partial={partial}
        existing={set}
        deadline={own.data.terminOfert}
        clockOffsetMs={clockOffsetMs}
        onSaved={put}
        onSubmitted={(submitted) => {
          put(submitted);
          setNotice({ kind: 'submitted', set: submitted });
        }}
        onDeleted={reload}
        onCancel={reload}
      />
    );
  } else if (set) {
    content = (
      <>
        <OfferPreview set={set} parts={parts} />
        {open && set.status.nazwa === 'SUBMITTED' ? (
          <div className="offer-actions">
            <Button
              onClick={() => {
                withdrawal.reset();
                setAskWithdraw(true);
              }}
            >
              {i18n._({ id: 'offers.withdraw', message: 'Wycofaj ofertę' })}
            </Button>
          </div>
        ) : null}
        {askWithdraw ? (
          <ConfirmDialog
            title={i18n._({ id: 'offers.dialog.withdraw', message: 'Wycofanie oferty' })}
            cancel={i18n._({ id: 'common.no', message: 'Nie' })}
            onCancel={() => {
              if (!withdrawing) setAskWithdraw(false);
            }}
            confirm={i18n._({ id: 'common.yes', message: 'Tak' })}
            pendingLabel={i18n._({ id: 'offers.dialog.withdrawing', message: 'Trwa wycofywanie oferty...' })}
            pending={withdrawing}
            onConfirm={withdraw}
            error={withdrawError || null}
          >
            <p>{i18n._(S.confirmWithdraw)}</p>
            <p>{i18n._(S.confirmWithdrawHint)}</p>
          </ConfirmDialog>
        ) : null}
      </>
    );
  }

  const closeNotice = () => {
    setNotice(null);
    requestAnimationFrame(() => boxRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };
  return (
    <div className="offers-tab" ref={boxRef}>
      {content}
      {notice?.kind === 'submitted' ? (
        <MessageDialog role="dialog" title={i18n._(M.created)} close="OK" onClose={closeNotice}>
          <p>
            {i18n._({
              id: 'offers.submitted.keep-receipt',
              message: 'Twoja oferta została złożona. Zachowaj potwierdzenie złożenia oferty.',
            })}
          </p>
          <Receipt set={notice.set} />
        </MessageDialog>
      ) : null}
      {notice?.kind === 'withdrawn' ? (
        <MessageDialog role="dialog" title={i18n._(M.withdrawn)} close="OK" onClose={closeNotice}>
          <p>{i18n._(M.withdrawnHint)}</p>
        </MessageDialog>
      ) : null}
    </div>
  );
}
