import { lazy } from 'react';
import { AnnouncementDetailsPage } from '../features/announcement-details/AnnouncementDetailsPage.tsx';
import { loadCatalogs } from '../lib/i18n.ts';

// The composition of features/announcement-details with features/offers and features/questions: the
// Oferty and Pytania tabs, each loaded when its tab is opened, with the bidder's texts (lib/i18n.ts).
// Features do not import each other; app/ joins them.
const OffersTab = lazy(async () => {
  const [tab] = await Promise.all([import('../features/offers/OffersTab.tsx'), loadCatalogs(['bidder'])]);
  return { default: tab.OffersTab };
});
const QuestionsTab = lazy(async () => {
  const [tab] = await Promise.all([
    import('../features/questions/QuestionsTab.tsx'),
    loadCatalogs(['bidder']),
  ]);
  return { default: tab.QuestionsTab };
});

/** The announcement page with its offers and questions tabs (/ogloszenia/{id}, /robocza, /wersja{versionId}). */
export function AnnouncementPage({ draft = false }: { draft?: boolean }) {
  return <AnnouncementDetailsPage draft={draft} offersTab={OffersTab} questionsTab={QuestionsTab} />;
}
