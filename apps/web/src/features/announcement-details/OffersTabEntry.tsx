import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import type { DetailsTab } from './DetailsTabs.tsx';
import { DETAILS_KEY } from './details-api.ts';
import type { AnnouncementView, ViewMode } from './details-types.ts';

/** What the page tells the offers tab (client names of its announcement view). */
export type OffersTabProps = {
  announcement: {
    id: number;
    status: string;
    isAuthor: boolean;
    adminView: boolean;
    partialOffersAllowed: boolean;
    parts: { id: number; tytul: string | null; czyWariantowe: boolean }[];
  };
  /** Called after an 'N' mark was cleared, so the page refreshes its tab badge. */
  onMarksChanged?: () => void;
};

/**
 * The offers tab's component, given by app/ (the composition point with features/offers, which it
 * loads lazily when the tab is opened): features do not import each other.
 */
export type OffersTabComponent = ComponentType<OffersTabProps>;

function OffersPanel({ view, OffersTab }: { view: AnnouncementView; OffersTab: OffersTabComponent }) {
  const a = view.ogloszenie;
  const session = useSession();
  const queryClient = useQueryClient();
  const content = view.version.tresc;
  return (
    <Suspense fallback={<LoadingText />}>
      <OffersTab
        announcement={{
          id: a.id,
          status: a.status.nazwa,
          isAuthor: a.isAuthor,
          adminView: a.adminView,
          partialOffersAllowed: content.czyDopuszczalnaOfertaCzesciowa,
          parts: content.zamowienia.map((p) => ({
            id: p.id,
            tytul: p.tytul,
            czyWariantowe: p.czyWariantowe,
          })),
        }}
        onMarksChanged={() =>
          void queryClient.invalidateQueries({ queryKey: userQueryKey(session.user?.id, DETAILS_KEY, a.id) })
        }
      />
    </Suspense>
  );
}

/**
 * The 'Oferty' tab (spec 2 section 2.1): with its badge count, disabled in draft and version mode
 * (read-only views: no count either).
 */
export function offersTab(view: AnnouncementView, mode: ViewMode, OffersTab: OffersTabComponent): DetailsTab {
  const disabled = mode.kind !== 'current';
  const count = disabled ? 0 : view.offerSetBadgeCount;
  return {
    id: 'oferty',
    label: (
      <>
        Oferty
        {count > 0 ? (
          <>
            <span className="badge tabs__badge" aria-hidden="true">
              {count}
            </span>
            <span className="visually-hidden"> (nowe: {count})</span>
          </>
        ) : null}
      </>
    ),
    disabled,
    content: <OffersPanel view={view} OffersTab={OffersTab} />,
  };
}
