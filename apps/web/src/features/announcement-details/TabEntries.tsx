import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense } from 'react';
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
    numer: string | null;
    tytul: string | null;
    status: string;
    isAuthor: boolean;
    adminView: boolean;
    partialOffersAllowed: boolean;
    parts: { id: number; tytul: string | null; czyWariantowe: boolean }[];
  };
  /** Called after an 'N' mark was cleared or the settlement published: the page reads the announcement again. */
  onMarksChanged?: () => unknown;
};

/** What the page tells the questions tab. */
export type QuestionsTabProps = {
  announcement: { id: number; numer: string | null; tytul: string | null };
  /** Called after an 'N' mark was cleared or an answer saved, so the page refreshes its tab badge. */
  onMarksChanged?: () => void;
};

/**
 * The tabs' components, given by app/ (the composition point with features/offers and
 * features/questions, which it loads lazily when a tab is opened): features do not import each other.
 */
export type OffersTabComponent = ComponentType<OffersTabProps>;
export type QuestionsTabComponent = ComponentType<QuestionsTabProps>;

/** Reloads the announcement view (its tab badges) after a tab cleared a mark. */
function useMarksChanged(id: number) {
  const session = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: userQueryKey(session.user?.id, DETAILS_KEY, id) });
}

function OffersPanel({ view, OffersTab }: { view: AnnouncementView; OffersTab: OffersTabComponent }) {
  const a = view.ogloszenie;
  const onMarksChanged = useMarksChanged(a.id);
  const content = view.version.tresc;
  return (
    <Suspense fallback={<LoadingText />}>
      <OffersTab
        announcement={{
          id: a.id,
          numer: a.numer,
          tytul: content.tytul,
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
        onMarksChanged={onMarksChanged}
      />
    </Suspense>
  );
}

function QuestionsPanel({
  view,
  QuestionsTab,
}: {
  view: AnnouncementView;
  QuestionsTab: QuestionsTabComponent;
}) {
  const a = view.ogloszenie;
  const onMarksChanged = useMarksChanged(a.id);
  return (
    <Suspense fallback={<LoadingText />}>
      <QuestionsTab
        announcement={{ id: a.id, numer: a.numer, tytul: view.version.tresc.tytul }}
        onMarksChanged={onMarksChanged}
      />
    </Suspense>
  );
}

/** A tab's name with its badge count (the count is also read as 'nowe: N'). */
function badged(name: MessageDescriptor, count: number): ReactNode {
  return <BadgedName name={name} count={count} />;
}

function BadgedName({ name, count }: { name: MessageDescriptor; count: number }) {
  const { i18n } = useLingui();
  return (
    <>
      {i18n._(name)}
      {count > 0 ? (
        <>
          <span className="badge tabs__badge" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">
            {' '}
            {i18n._({ id: 'details.tab.new-count', message: '(nowe: {count})', values: { count } })}
          </span>
        </>
      ) : null}
    </>
  );
}

/**
 * The 'Oferty' tab (spec 2 section 2.1): with its badge count, disabled in draft and version mode
 * (read-only views: no count either).
 */
export function offersTab(view: AnnouncementView, mode: ViewMode, OffersTab: OffersTabComponent): DetailsTab {
  const disabled = mode.kind !== 'current';
  return {
    id: 'oferty',
    label: badged(
      /*i18n*/ { id: 'details.tab.offers', message: 'Oferty' },
      disabled ? 0 : view.offerSetBadgeCount,
    ),
    disabled,
    content: <OffersPanel view={view} OffersTab={OffersTab} />,
  };
}

/** The 'Pytania' tab (spec 2 sections 2.1 and 2.9): the author's new questions on its badge; disabled as 'Oferty'. */
export function questionsTab(
  view: AnnouncementView,
  mode: ViewMode,
  QuestionsTab: QuestionsTabComponent,
): DetailsTab {
  const disabled = mode.kind !== 'current';
  return {
    id: 'pytania',
    label: badged(
      /*i18n*/ { id: 'details.tab.questions', message: 'Pytania' },
      disabled ? 0 : view.questionBadgeCount,
    ),
    disabled,
    content: <QuestionsPanel view={view} QuestionsTab={QuestionsTab} />,
  };
}
