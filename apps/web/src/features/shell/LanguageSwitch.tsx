import { LOCALE_TAGS, type Locale, localizedPath } from '@bk/contracts/common/locale';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

export const OFFER_DISMISSED = 'bk-language-offer';

// The offer's notice loads only for a browser that asks for English (not in a Polish visitor's first load).
const LanguageOfferNotice = lazy(() => import('./LanguageOffer.tsx'));

/** The page's language and the other one, from the router's address (without the `/en` base). */
export function useOtherLanguage(): { locale: Locale; other: Locale; href: string } {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const locale: Locale = i18n.locale === 'en' ? 'en' : 'pl';
  const other: Locale = locale === 'en' ? 'pl' : 'en';
  return { locale, other, href: `${localizedPath(pathname, other)}${search}${hash}` };
}

/**
 * The header's switch to the same page in the other language (issue 51): a plain link, so the page
 * is loaded anew in that language (drawn by the server where it is public).
 */
export function LanguageSwitch() {
  const { other, href } = useOtherLanguage();
  const tag = LOCALE_TAGS[other];
  return (
    <a className="topbar__link topbar__language" href={href} hrefLang={tag.lang} lang={tag.lang}>
      {tag.name}
    </a>
  );
}

/** Does the browser ask for English before Polish? */
function prefersEnglish(languages: readonly string[]): boolean {
  for (const language of languages) {
    const code = language.toLowerCase();
    if (code.startsWith('pl')) return false;
    if (code.startsWith('en')) return true;
  }
  return false;
}

/**
 * A Polish page opened by a browser that asks for English offers the English page (issue 51: never a
 * redirect of a Polish address). Decided once the page is live, shown until dismissed.
 */
export function LanguageOffer() {
  const { locale } = useOtherLanguage();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (locale !== 'pl') return;
    let dismissed = false;
    try {
      dismissed = localStorage.getItem(OFFER_DISMISSED) === '1';
    } catch {
      // storage refused: offer anyway
    }
    setShown(!dismissed && prefersEnglish(navigator.languages ?? [navigator.language]));
  }, [locale]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferNotice onDismiss={() => setShown(false)} />
    </Suspense>
  );
}
