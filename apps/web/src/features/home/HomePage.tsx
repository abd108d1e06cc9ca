import { Trans, useLingui } from '@lingui/react';
import { ScreenHelpButton } from '../../components/screen-help/ScreenHelpButton.tsx';
import { APP_NAME, useDocumentTitle } from '../../lib/document-title.ts';
import { OptionalPart } from '../../lib/optional-part.tsx';
import { preloadable } from '../../lib/preloadable.tsx';
import { HomeActions } from './HomeActions.tsx';
import { HomeSearch } from './HomeSearch.tsx';
import { SupportBlock } from './SupportBlock.tsx';

// The boxes come after the page's own content (their data is fetched anyway): their code loads apart,
// before the hydration of a page the server drew (the route's handle).
const HomeBoxes = preloadable(() => import('./HomeBoxes.tsx'));
export const preloadHomeParts = HomeBoxes.preload;

export function HomePage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'home.title', message: 'strona główna' }));
  return (
    <div className="home">
      <div className="page-head">
        <h1>{APP_NAME}</h1>
        <ScreenHelpButton screen="homePage" />
      </div>
      <p className="home__intro">
        <Trans
          id="home.intro"
          message="Baza Konkurencyjności to portal, w którym beneficjenci funduszy europejskich publikują zapytania ofertowe, a wykonawcy składają oferty. Ogłoszenia może przeglądać każdy, a do publikowania ogłoszeń i składania ofert potrzebne jest konto."
        />
      </p>
      <HomeSearch />
      <HomeActions />
      <SupportBlock />
      <OptionalPart>
        <HomeBoxes />
      </OptionalPart>
      <section
        className="funding-notice"
        aria-label={i18n._({ id: 'home.funding.label', message: 'Informacja o finansowaniu' })}
      >
        <p>
          <Trans
            id="home.funding"
            message="Baza Konkurencyjności jest finansowana ze środków Unii Europejskiej w ramach programu Fundusze Europejskie na Pomoc Techniczną 2021-2027."
          />
        </p>
      </section>
    </div>
  );
}
