import { lazy } from 'react';
import { AnnouncementDetailsPage } from '../features/announcement-details/AnnouncementDetailsPage.tsx';

// The composition of features/announcement-details with features/offers and features/questions: the
// Oferty and Pytania tabs, each loaded when its tab is opened. Features do not import each other;
// app/ joins them.
const OffersTab = lazy(async () => ({
  default: (await import('../features/offers/OffersTab.tsx')).OffersTab,
}));
const QuestionsTab = lazy(async () => ({
  default: (await import('../features/questions/QuestionsTab.tsx')).QuestionsTab,
}));

/** The announcement page with its offers and questions tabs (/ogloszenia/{id}, /robocza, /wersja{versionId}). */
export function AnnouncementPage({ draft = false }: { draft?: boolean }) {
  return <AnnouncementDetailsPage draft={draft} offersTab={OffersTab} questionsTab={QuestionsTab} />;
}
