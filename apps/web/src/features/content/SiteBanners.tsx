import { Trans, useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RichContentView } from '../../components/rich-content/RichContentView.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { api } from '../../lib/api.ts';
import { readCookie } from '../../lib/cookies.ts';
import type { Cookies, Statement } from '../../lib/site-content.ts';
import { CONTENT_KEY } from './content-api.ts';
import { pageData } from './page-data.ts';
import { YellowBanner } from './YellowBanner.tsx';

/** The yellow banner when the page carried no data for it (the development server). */
function FetchedYellowBanner() {
  const yellow = useQuery({
    queryKey: [CONTENT_KEY, 'statements', 'yellow'],
    queryFn: ({ signal }) =>
      api<{ komunikaty: Statement[] }>('/api/statements', { signal, query: { yellow_stripe: 'true' } }).then(
        (a) => a.komunikaty[0] ?? null,
      ),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const statement = yellow.data;
  if (!statement) return null;
  return <YellowBanner statement={statement} />;
}

const ACK_COOKIE = 'bk_cookies_ack';

function storedAck(): string | null {
  return readCookie(ACK_COOKIE);
}

/**
 * The cookie notice at the page bottom (spec 1 section 2): shown while the stored acknowledgement
 * differs from the notice's publication date; 'Zamknij' stores that date. Fetch errors are ignored.
 */
function CookieBanner() {
  const { i18n } = useLingui();
  const [closedAt, setClosedAt] = useState<string | null>(() => storedAck());
  const carried = pageData();
  const notice = useQuery({
    queryKey: [CONTENT_KEY, 'cookies'],
    queryFn: ({ signal }) =>
      api<{ cookies: Cookies | null }>('/api/cookies', { signal }).then((a) => a.cookies),
    staleTime: 300_000,
    refetchOnWindowFocus: false,
    retry: false,
    // The page carries the notice: no call.
    enabled: carried === undefined,
  });
  const cookies = carried ? carried.cookies : notice.data;
  if (!cookies || closedAt === cookies.dataOpublikowania) return null;
  const close = () => {
    const value = cookies.dataOpublikowania;
    document.cookie = `${ACK_COOKIE}=${encodeURIComponent(value)}; path=/; max-age=${365 * 86_400}; SameSite=Lax`;
    setClosedAt(value);
  };
  return (
    <section
      className="cookie-banner"
      aria-label={i18n._({ id: 'banner.cookies', message: 'Informacja o plikach cookies' })}
    >
      <RichContentView content={cookies.tresc} className="cookie-banner__text" />
      <Button onClick={close}>
        <Trans id="banner.cookies.close" message="Zamknij" />
      </Button>
    </section>
  );
}

/** Where the shell puts each banner: the yellow one above the page's content, the cookie one at the bottom. */
export default function SiteBanner({ place }: { place: 'top' | 'bottom' }) {
  if (place === 'bottom') return <CookieBanner />;
  return pageData() === undefined ? <FetchedYellowBanner /> : null;
}
