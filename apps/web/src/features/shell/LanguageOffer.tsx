import { Button } from '../../components/ui/Button.tsx';
import { OFFER_DISMISSED, useOtherLanguage } from './LanguageSwitch.tsx';

/** The offer speaks the language it offers (it is shown on Polish pages only): not from the catalogues. */
const OFFER = {
  label: 'Language',
  text: 'This portal is also available in English.',
  link: 'Read this page in English',
  close: 'No, thanks',
};

/** The notice offering the English page ('No, thanks' dismisses it for good). */
export default function LanguageOfferNotice({ onDismiss }: { onDismiss: () => void }) {
  const { href } = useOtherLanguage();
  const dismiss = () => {
    onDismiss();
    try {
      localStorage.setItem(OFFER_DISMISSED, '1');
    } catch {
      // nothing kept: offered again on the next page
    }
  };
  return (
    <aside className="notice language-offer" lang="en" aria-label={OFFER.label}>
      <p>
        {OFFER.text}{' '}
        <a href={href} hrefLang="en">
          {OFFER.link}
        </a>
      </p>
      <Button variant="secondary" onClick={dismiss}>
        {OFFER.close}
      </Button>
    </aside>
  );
}
