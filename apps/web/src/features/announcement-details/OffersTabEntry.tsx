import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import type { DetailsTab } from './DetailsTabs.tsx';
import { DETAILS_KEY } from './details-api.ts';
import type { AnnouncementView, ViewMode } from './details-types.ts';

// The one composition point with features/offers: its tab, loaded when the tab is opened.
const OffersTab = lazy(async () => ({ default: (await import('../offers/OffersTab.tsx')).OffersTab }));

function OffersPanel({ view }: { view: AnnouncementView }) {
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
export function offersTab(view: AnnouncementView, mode: ViewMode): DetailsTab {
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
    content: <OffersPanel view={view} />,
  };
}
