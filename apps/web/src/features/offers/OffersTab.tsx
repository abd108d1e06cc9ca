import { useLingui } from '@lingui/react';
import { useLocation, useSearchParams } from 'react-router';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { LoginButton } from '../../components/ui/LoginButton.tsx';
import { useSession } from '../../lib/session.tsx';
import { AdvertiserOffers } from './AdvertiserOffers.tsx';
import { BidderOffers } from './BidderOffers.tsx';
import { offerScreenMessages as S } from './offer-messages.ts';
import { offerTexts as M } from './offer-texts.ts';
import type { PartRef } from './offers-types.ts';
import { SettlementEditor } from './settlement/SettlementEditor.tsx';
import { SettlementView } from './settlement/SettlementView.tsx';

/** What the announcement page tells the tab (client names of its announcement view). */
export type OffersTabAnnouncement = {
  id: number;
  /** The announcement's number (the settlement print's heading). */
  numer: string | null;
  /** The announcement's title (the settlement print names it). */
  tytul: string | null;
  /** The announcement's status name (DRAFT, PUBLISHED, CLOSED, CANCELLED, RESOLVED, LOCKED). */
  status: string;
  isAuthor: boolean;
  /** The viewer is an administrator in scope (may preview offers after closing). */
  adminView: boolean;
  partialOffersAllowed: boolean;
  parts: PartRef[];
};

type Props = {
  announcement: OffersTabAnnouncement;
  /**
   * Called after an 'N' mark was cleared or the settlement published, so the page reads the
   * announcement again (its tab badges, its status).
   */
  onMarksChanged?: () => unknown;
};

/** `?tryb=rozstrzygniecie`: the settlement editor instead of the offers list (a reload keeps it open). */
const SETTLING = 'rozstrzygniecie';

/** 'Utwórz ofertę' for a visitor: starts the login and comes back to this tab. */
function AnonymousCreate() {
  const { i18n } = useLingui();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set('sekcja', 'oferty');
  return (
    <div className="offers-tab">
      <LoginButton returnPath={`${location.pathname}?${params.toString()}`} className="offer-create">
        {i18n._({ id: 'offers.create', message: 'Utwórz ofertę' })}{' '}
        <span className="offer-create__login">
          {i18n._({ id: 'common.login-required', message: 'Wymaga logowania' })}
        </span>
      </LoginButton>
    </div>
  );
}

/**
 * The 'Oferty' tab of the announcement page (spec 2 section 2.1), by the announcement's status:
 * nothing for a draft; a published one: the visitor's login button, the author's sealed list, the
 * bidder's offer; cancelled: the notice; closed or resolved: the offers for the author or an
 * administrator, the bidder's own offer for anyone else.
 */
export function OffersTab({ announcement: a, onMarksChanged }: Props) {
  const { i18n } = useLingui();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const settling = params.get('tryb') === SETTLING;
  const setSettling = (on: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (on) next.set('tryb', SETTLING);
        else next.delete('tryb');
        return next;
      },
      { preventScrollReset: true },
    );
  if (a.status === 'DRAFT' || a.status === 'LOCKED') return null;
  if (a.status === 'CANCELLED') return <p className="notice offers-tab">{i18n._(M.cancelled)}</p>;
  if (session.status === 'loading') return <LoadingText />;
  const signedIn = session.status === 'authenticated';
  const bidder = <BidderOffers announcementId={a.id} parts={a.parts} partial={a.partialOffersAllowed} />;
  if (a.status === 'PUBLISHED') {
    if (!signedIn) return <AnonymousCreate />;
    if (a.isAuthor)
      return <AdvertiserOffers announcementId={a.id} parts={a.parts} onMarksChanged={onMarksChanged} />;
    return bidder;
  }
  // Once resolved, the result is public (spec 2 section 2.8): the settlement first, then the tab's view.
  const result = a.status === 'RESOLVED' ? <SettlementView announcement={a} /> : null;
  if (a.isAuthor || a.adminView) {
    if (settling && signedIn)
      return (
        <SettlementEditor
          announcement={a}
          onClose={() => setSettling(false)}
          onPublished={async () => {
            await onMarksChanged?.();
            setSettling(false);
          }}
        />
      );
    return (
      <>
        {result}
        <AdvertiserOffers
          announcementId={a.id}
          parts={a.parts}
          status={a.status}
          onMarksChanged={onMarksChanged}
          onSettle={() => setSettling(true)}
        />
      </>
    );
  }
  if (!signedIn) return result ?? <p className="notice offers-tab">{i18n._(S.closedAnonymous)}</p>;
  return (
    <>
      {result}
      {bidder}
    </>
  );
}
