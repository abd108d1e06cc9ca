import './newsletter.css';
import type { NewsletterSection } from '@bk/contracts/newsletter/newsletter-texts';
import { useLingui } from '@lingui/react';
import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ScreenHelpButton } from '../../components/screen-help/ScreenHelpButton.tsx';
import { InitText, PageLoading } from '../../components/ui/LoadingText.tsx';
import { LoginButton } from '../../components/ui/LoginButton.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useSession } from '../../lib/session.tsx';
import { NewsletterTab } from './NewsletterTab.tsx';
import { NotificationsTab } from './NotificationsTab.tsx';
import { newsletterText } from './newsletter-messages.ts';
import {
  PAGE_HEADING,
  readSection,
  SECTION_PARAM,
  sectionLabels,
  sectionTitles,
} from './newsletter-params.ts';

// The favourites list reads its sorts from the schema module: loaded with its tab, so the page's first
// paint builds no schema.
const FavoritesTab = lazy(async () => ({ default: (await import('./FavoritesTab.tsx')).FavoritesTab }));

const sections = Object.keys(sectionLabels) as NewsletterSection[];

/**
 * /newsletter (spec 2 section 2.11): the tabs Newsletter, Powiadomienia and Ulubione chosen by
 * `sekcja`. Visitors see the login prompt, which brings them back to this address.
 */
export function NewsletterPage() {
  const { i18n } = useLingui();
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const section = readSection(params.get(SECTION_PARAM));
  useDocumentTitle(i18n._(sectionTitles[section]));
  const heading = i18n._(PAGE_HEADING);

  if (session.status === 'loading') return <InitText />;
  if (session.status === 'anonymous')
    return (
      <section className="newsletter-page">
        <h1>{heading}</h1>
        <p className="notice">{newsletterText(i18n, 'loginRequired')}</p>
        <LoginButton returnPath={location.pathname + location.search} />
      </section>
    );

  return (
    <section className="newsletter-page">
      <div className="page-head">
        <h1>{heading}</h1>
        <ScreenHelpButton screen={section === 'ulubione' ? 'favourites' : 'newsletterSettings'} />
      </div>
      <Tabs
        label={i18n._({ id: 'newsletter.sections', message: 'Sekcje strony' })}
        tabs={sections.map((id) => ({ id, label: i18n._(sectionLabels[id]) }))}
        selected={section}
        onSelect={(id) => setParams({ [SECTION_PARAM]: id })}
      >
        {section === 'newsletter' ? <NewsletterTab /> : null}
        {section === 'powiadomienia' ? <NotificationsTab /> : null}
        {section === 'ulubione' ? (
          <Suspense fallback={<PageLoading />}>
            <FavoritesTab />
          </Suspense>
        ) : null}
      </Tabs>
    </section>
  );
}
