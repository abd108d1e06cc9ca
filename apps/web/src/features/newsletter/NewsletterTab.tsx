import { useFlashMessage } from '../../lib/use-flash-message.ts';
import { NewsletterResults } from './NewsletterResults.tsx';
import { SavedFilters } from './SavedFilters.tsx';

/** The Newsletter tab (spec 2 section 2.11): the saved filters, then the results of the last two days. */
export function NewsletterTab() {
  const [flash, showFlash] = useFlashMessage();
  return (
    <div className="newsletter-tab">
      <p className="flash" role="status">
        {flash}
      </p>
      <SavedFilters onMessage={showFlash} />
      <NewsletterResults onMessage={showFlash} />
    </div>
  );
}
