import { APP_NAME, useDocumentTitle } from '../../lib/document-title.ts';
import { HomeActions } from './HomeActions.tsx';
import { HomeBoxes } from './HomeBoxes.tsx';
import { HomeSearch } from './HomeSearch.tsx';
import { SupportBlock } from './SupportBlock.tsx';

export function HomePage() {
  useDocumentTitle('strona główna');
  return (
    <div className="home">
      <h1>{APP_NAME}</h1>
      <p className="home__intro">
        Baza Konkurencyjności to portal, w którym beneficjenci funduszy europejskich publikują zapytania
        ofertowe, a wykonawcy składają oferty. Ogłoszenia może przeglądać każdy, a do publikowania ogłoszeń i
        składania ofert potrzebne jest konto.
      </p>
      <HomeSearch />
      <HomeActions />
      <SupportBlock />
      <HomeBoxes />
      <section className="funding-notice" aria-label="Informacja o finansowaniu">
        <p>
          Baza Konkurencyjności jest finansowana ze środków Unii Europejskiej w ramach programu Fundusze
          Europejskie na Pomoc Techniczną 2021-2027.
        </p>
      </section>
    </div>
  );
}
