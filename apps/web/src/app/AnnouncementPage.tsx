import { lazy } from 'react';
import { AnnouncementDetailsPage } from '../features/announcement-details/AnnouncementDetailsPage.tsx';

// The composition of features/announcement-details with features/offers: the Oferty tab, loaded
// when the tab is opened. Features do not import each other; app/ joins them.
const OffersTab = lazy(async () => ({
  default: (await import('../features/offers/OffersTab.tsx')).OffersTab,
}));

/** The announcement page with its offers tab (/ogloszenia/{id}, /robocza, /wersja{versionId}). */
export function AnnouncementPage({ draft = false }: { draft?: boolean }) {
  return <AnnouncementDetailsPage draft={draft} offersTab={OffersTab} />;
}
